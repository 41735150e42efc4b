#pragma once
// Every field of the content, listed once for the compiled form (byte_stream.hpp walks these
// lists to write, read and describe it). A field left out of its list would be lost between
// the build and the game: tests/content/test_compiled.cpp compares the content read from TOML
// with the same content written and read back, field by field (each type's operator==), and
// fails on any field a list forgot. Adding a field: add it to its struct, to its list here,
// and the blob's layout (and so the build's check) follows.
#include "content/content.hpp"

namespace dg {

template <typename A>
void fields(A& a, Vec& v) {
  a(v.x, v.y);
}
template <typename A>
void fields(A& a, Rgb& c) {
  a(c.r, c.g, c.b);
}
template <typename A>
void fields(A& a, Look& l) {
  a(l.glyph, l.fg, l.bg, l.light);
}
template <typename A>
void fields(A& a, Dice& d) {
  a(d.count, d.sides, d.bonus);
}
template <typename A>
void fields(A& a, Chance& c) {
  a(c.in, c.of);
}
template <typename A>
void fields(A& a, TurnRange& r) {
  a(r.min, r.max);
}
template <typename A>
void fields(A& a, Zap& z) {
  a(z.reach, z.range, z.ignites);
}
template <typename A>
void fields(A& a, Attributes& x) {
  a(x.value, x.exceptional);
}

template <typename A>
void fields(A& a, EffectStep& s) {
  a(s.op, s.amount, s.condition, s.turns, s.chance, s.kin, s.on_source, s.you, s.other, s.cause,
    s.gas, s.volume);
}

template <typename A>
void fields(A& a, TileRules& t) {
  a(t.id, t.name, t.map_char, t.walkable, t.blocks_sight, t.hazard, t.bumped, t.lock, t.on_bump,
    t.used, t.ask, t.used_up, t.used_into, t.shows_curses, t.altar, t.on_enter, t.each_turn,
    t.frequency, t.min_depth, t.size, t.burns, t.catches, t.burns_into, t.quenches, t.vents,
    t.vent_volume, t.vent_chance, t.slows, t.noisy, t.submerges, t.light, t.pushed, t.filled_into);
}

template <typename A>
void fields(A& a, GasRules& g) {
  a(g.id, g.name, g.opaque, g.thins, g.each_turn, g.burns, g.explodes);
}

template <typename A>
void fields(A& a, FireRules& f) {
  a(f.each_turn, f.burning, f.smoke, f.smoke_volume, f.light);
}

template <typename A>
void fields(A& a, TrapRules& t) {
  a(t.id, t.name, t.effects, t.floats_over, t.frequency, t.min_depth);
}

template <typename A>
void fields(A& a, Attack& x) {
  a(x.hit, x.damage, x.effects, x.effect_chance);
}
template <typename A>
void fields(A& a, Ability& x) {
  a(x.name, x.says, x.zap, x.effects, x.chance);
}
template <typename A>
void fields(A& a, Breed::Carried& c) {
  a(c.item, c.chance);
}

template <typename A>
void fields(A& a, Breed& b) {
  a(b.id, b.name, b.description, b.level, b.speed, b.ac, b.hp, b.attacks, b.frequency, b.min_depth,
    b.max_depth, b.flee_percent, b.sleep_chance, b.opens_doors, b.carries_gold, b.carries,
    b.picks_up_gold, b.invisible, b.warm, b.experience, b.spells, b.uses_items, b.magic,
    b.abilities, b.regenerates, b.pack, b.passive, b.on_death, b.splits, b.keeps_away, b.spell_rest,
    b.disguise, b.phases, b.resists_fire, b.swims, b.light, b.unique, b.appears, b.greets,
    b.last_words, b.blesses);
}

template <typename A>
void fields(A& a, Disguises& d) {
  a(d.looks, d.name);
}

template <typename A>
void fields(A& a, ItemKind& k) {
  a(k.id, k.name, k.cls, k.weight, k.cost, k.trophy, k.frequency, k.min_depth, k.max_depth,
    k.damage, k.to_hit, k.ac, k.slot, k.effects, k.essence, k.zap, k.charges, k.spell,
    k.spell_level, k.backfire, k.grants, k.damage_bonus, k.known_on_wear, k.metal, k.escape,
    k.description, k.stacks, k.unlocks, k.unlocks_into, k.unlock_words, k.in_fire, k.shatters_into,
    k.shatter_volume, k.shatter_burns, k.light, k.enchanting, k.enchant_cap);
}

template <typename A>
void fields(A& a, KitEntry& k) {
  a(k.item, k.random_class, k.cls, k.count, k.use, k.enchant);
}

template <typename A>
void fields(A& a, RoleDef& r) {
  a(r.id, r.name, r.female_name, r.description, r.key, r.races, r.genders, r.alignments, r.hp, r.pw,
    r.extra_pw, r.base, r.weights, r.energy_attr, r.spell_base, r.fast_power, r.speed, r.unarmed,
    r.intrinsics, r.gold, r.kit, r.pet, r.gods);
}

template <typename A>
void fields(A& a, RaceDef& r) {
  a(r.id, r.name, r.adjective, r.description, r.key, r.alignments, r.hp, r.pw, r.intrinsics);
}

template <typename A>
void fields(A& a, TraitDef& t) {
  a(t.id, t.name, t.key);
}

template <typename A>
void fields(A& a, Knacks& k) {
  a(k.attacks, k.to_hit, k.damage, k.throw_damage, k.ac, k.spell_power, k.spell_cost,
    k.spell_failure, k.prayer, k.level_hp, k.pet_growth, k.sneak);
}

template <typename A>
void fields(A& a, TalentDef& t) {
  a(t.id, t.name, t.description, t.level, t.roles, t.gain, t.intrinsics, t.speed, t.light,
    t.knacks);
}

template <typename A>
void fields(A& a, CharacterTables& c) {
  a(c.roles, c.races, c.genders, c.alignments, c.talents);
}

template <typename A>
void fields(A& a, PieceMark& m) {
  a(m.mark, m.tile, m.breed, m.any_monster, m.deeper, m.awake, m.captive, m.item, m.item_class,
    m.any_item, m.cursed, m.trap, m.any_trap, m.gold, m.chance, m.keeper, m.forbids, m.for_sale,
    m.peaceful, m.piece);
}

template <typename A>
void fields(A& a, PieceTrigger& t) {
  a(t.when, t.at, t.turn, t.into, t.wake, t.say, t.seen);
}

template <typename A>
void fields(A& a, SetPiece& p) {
  a(p.id, p.name, p.layout, p.legend, p.triggers, p.elsewhere, p.frequency, p.min_depth,
    p.max_depth, p.lit, p.announce, p.enter, p.whole);
}

template <typename A>
void fields(A& a, PowerDef& p) {
  a(p.id, p.named, p.description, p.on_armour, p.bad, p.frequency, p.min_depth, p.hit, p.struck,
    p.grants, p.to_hit, p.damage, p.ac, p.weight);
}

template <typename A>
void fields(A& a, DeedWorth& w) {
  a(w.deed, w.piety, w.every);
}

template <typename A>
void fields(A& a, GodPower& p) {
  a(p.name, p.description, p.piety, p.cost, p.effects, p.use);
}

template <typename A>
void fields(A& a, GodGift& g) {
  a(g.piety, g.cls, g.deeper);
}

template <typename A>
void fields(A& a, FaithDef& f) {
  a(f.id, f.name, f.loves, f.hates, f.alignment, f.gods, f.deeds, f.powers, f.gifts);
}

template <typename A>
void fields(A& a, BranchDef& b) {
  a(b.id, b.name, b.label, b.entry_min, b.entry_max, b.levels_min, b.levels_max, b.harder,
    b.generator, b.breeds, b.pieces, b.hand_made, b.ends, b.stairs, b.announce);
}

template <typename A>
void fields(A& a, Catalog& c) {
  a(c.tiles, c.traps, c.breeds, c.items, c.disguises, c.characters, c.set_pieces, c.gases, c.fire,
    c.powers, c.faiths, c.branches);
}

template <typename A>
void fields(A& a, Tileset& t) {
  a(t.rules, t.trap_rules, t.tiles, t.traps, t.player, t.gold, t.unseen, t.gas_rules, t.gases,
    t.fire_rules, t.fire);
}

template <typename A>
void fields(A& a, CreationText& t) {
  a(t.title, t.subtitle, t.goal, t.ask_pick, t.ask_hint, t.role_title, t.role_prompt, t.race_title,
    t.race_prompt, t.gender_title, t.gender_prompt, t.alignment_title, t.alignment_prompt, t.random,
    t.quit, t.not_offered, t.farewell, t.saved, t.import_hint, t.replay_hint, t.export_hint,
    t.options_hint, t.welcome, t.phone_ask_hint, t.phone_welcome, t.tutorial_hint, t.choices);
}

template <typename A>
void fields(A& a, TutorialStep& s) {
  a(s.ask, s.phone, s.done);
}

template <typename A>
void fields(A& a, TutorialLesson& l) {
  a(l.id, l.level, l.at, l.text, l.phone_text, l.steps, l.recap, l.phone_recap, l.ends);
}

template <typename A>
void fields(A& a, TutorialThing& t) {
  a(t.mark, t.breed, t.item, t.count, t.trap, t.locked, t.lesson);
}

template <typename A>
void fields(A& a, TutorialLater& l) {
  a(l.depth, l.at, l.thing);
}
template <typename A>
void fields(A& a, TutorialMap& m) {
  a(m.picture, m.placed);
}

template <typename A>
void fields(A& a, TutorialBook& b) {
  a(b.hero, b.keep, b.hp, b.pw, b.maps, b.start, b.lessons, b.later, b.title, b.leave,
    b.recap_title, b.recap_intro, b.phone_recap_intro, b.recap_choices);
}

template <typename A>
void fields(A& a, SoundDef& s) {
  a(s.id, s.words, s.wave, s.freq, s.to, s.attack, s.hold, s.release, s.duty, s.vibrato,
    s.vibrato_hz, s.jump, s.jump_at, s.noise, s.lowpass, s.volume, s.steps);
}

template <typename A>
void fields(A& a, Content& c) {
  a(c.catalog, c.tileset, c.monster_looks, c.item_looks, c.creation_text, c.tutorial, c.sounds);
}

}  // namespace dg
