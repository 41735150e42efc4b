// The operations' table (core/effect/ops.hpp): a row each, what each does on any creature,
// the hero or a monster.
#include "core/effect/ops.hpp"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/actor/attributes.hpp"
#include "core/combat.hpp"
#include "core/effect/magic.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/fire.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/gas.hpp"
#include "core/world/hazards.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg {

void StepCall::speak() const {
  if (hero && !s.you.empty()) g.say(s.you);
  if (!hero && !s.other.empty()) {
    g.say(phrase(s.other, g.wording().actor_name(target)));
    said = true;
  }
}

namespace {

// "killed by {a}": "killed by a dart trap", "burned by a hell hound pup"; what a unique did
// is named without an article ("burned by Ashfang", "killed by Mother Brindle's force bolt").
std::string fill_cause(const Game& g, const std::string& cause, const EffectSource& source) {
  const Monster* m = source.actor ? source.actor->as_monster() : nullptr;
  const bool proper = m && g.catalog().breed_of(*m).unique;
  return phrase(cause, proper ? source.name : with_article(source.name));
}

// Acid eats at the hero's outermost armour, half the time, until it is very corroded (3).
void corrode_armour(Game& g) {
  Player& hero = g.mutable_player();
  char outer = 0;
  for (ArmourSlot s : {ArmourSlot::Cloak, ArmourSlot::Body, ArmourSlot::Shirt, ArmourSlot::Shield,
                       ArmourSlot::Helmet, ArmourSlot::Gloves, ArmourSlot::Boots})
    if (!outer) outer = hero.worn_in(s);
  InvSlot* a = outer ? hero.slot(outer) : nullptr;
  if (!a || a->item.erosion >= 3 || !g.rng().one_in(2)) return;
  ++a->item.erosion;
  g.say("Your " + g.catalog().kind_of(a->item).name + " corrodes!");
}

// Acid on the hero's wielded weapon, half the time, until it is very corroded (3).
void corrode_weapon(Game& g) {
  Player& hero = g.mutable_player();
  InvSlot* w = hero.wielded ? hero.slot(hero.wielded) : nullptr;
  if (!w || w->item.erosion >= 3 || !g.rng().one_in(2)) return;
  ++w->item.erosion;
  g.say("Your " + g.catalog().kind_of(w->item).name + " corrodes!");
}

// A thing the thief can snatch: nothing worn or wielded (it would take time to get off), and
// never the Amulet (as in NetHack, no nymph can lift it: the way home stays the hero's).
char loot(Game& g) {
  const Player& hero = g.hero();
  std::vector<char> letters;
  for (const InvSlot& s : hero.inventory)
    if (!hero.wearing(s.letter) && s.letter != hero.wielded &&
        g.catalog().kind_of(s.item).cls != ItemClass::Amulet)
      letters.push_back(s.letter);
  if (letters.empty()) return 0;
  return letters[static_cast<std::size_t>(g.rng().below(static_cast<int>(letters.size())))];
}

// Takes a thing loot() picks out of the hero's pack: the item, and `words` with "{item}"
// naming it. Nothing when the hero carries nothing that can be taken.
std::optional<std::pair<Item, std::string>> take_loot(Game& g, std::string words) {
  const char letter = loot(g);
  if (!letter) return std::nullopt;
  Player& h = g.mutable_player();
  const Item item = h.slot(letter)->item;
  if (const auto at = words.find("{item}"); at != std::string::npos)
    words.replace(at, 6, g.wording().item_name(item));
  h.remove_slot(letter);
  return std::pair{item, std::move(words)};
}

Vec open_cell(Game& g) {
  return random_open_cell(g.level(), g.rng(), g.hero().pos);
}

// The thief, with its loot, vanishes to a random cell and runs from the hero.
void make_off(Game& g, Actor& thief) {
  if (Monster* m = thief.as_monster()) m->mind = Mind::Fleeing;
  stage::move(g, thief, open_cell(g), stage::Way::Magic);
}

std::string turns_words(const TurnRange& t) {
  return t.max > t.min ? std::to_string(t.min) + "-" + std::to_string(t.max)
                       : std::to_string(t.min);
}

// --- What each operation does.

StepEnd heal(const StepCall& c) {
  c.speak();
  // (A spell's power, from the caster's talents, heals more.)
  c.target.hp =
      std::min(c.target.max_hp, c.target.hp + c.s.amount.roll(c.g.rng()) + c.source.power);
  if (c.target.hp == c.target.max_hp) ++c.target.max_hp;  // a full heal raises the maximum
  if (c.s.condition != EffectKind::kCount)
    std::erase_if(c.target.effects, [&](const Effect& e) { return e.kind == c.s.condition; });
  return StepEnd::Next;
}

// Power (magic energy) back: the hero's only (a monster's spells wait on their own rest).
StepEnd energy(const StepCall& c) {
  c.speak();
  if (Player* hero = c.target.as_player())
    hero->pw = std::min(hero->max_pw, hero->pw + c.s.amount.roll(c.g.rng()));
  return StepEnd::Next;
}

StepEnd damage(const StepCall& c) {
  c.speak();
  Game& g = c.g;
  const int amount = std::max(0, c.s.amount.roll(g.rng()) + c.source.power);
  // The hero's kill, unless a monster's spell or wand did it.
  const bool by_hero = c.source.actor ? c.source.actor->as_player() != nullptr : !c.source.nobodys;
  std::string kill_line;
  if (by_hero)
    kill_line = "You kill " + g.wording().actor_name(c.target) + "!";
  else if (g.sight().visible_monster(c.target.pos))
    kill_line = capitalised(g.wording().actor_name(c.target)) + " is killed!";
  const bool died = g.damage(c.target, amount,
                             {.by = by_hero ? kHero : kNobody,
                              .hero_earns = by_hero,
                              .cause = fill_cause(c.g, c.s.cause, c.source),
                              .kill_line = c.hero ? "" : kill_line});
  return died && !c.hero ? StepEnd::Killed : StepEnd::Next;  // a killed monster is gone
}

StepEnd condition(const StepCall& c) {
  const Effect* held = c.target.hold();
  if (held && held->kind == c.s.condition) return StepEnd::Next;  // a hold is not renewed
  c.speak();
  int turns = c.s.turns.roll(c.g.rng());
  if (c.vapour) turns = std::max(3, turns / 2);  // a splash works for a shorter while
  if (effects::add_condition(c.g, c.target, c.s.condition, turns) && !c.hero &&
      !effect_rules(c.s.condition).seen.empty() &&
      c.g.sight().visible_monster(c.target.pos) == c.target.as_monster())
    c.said = true;  // add_condition said what the hero saw
  return StepEnd::Next;
}

StepEnd gain_strength_op(const StepCall& c) {
  if (!c.hero) return StepEnd::Next;  // monsters have no attributes
  c.speak();
  gain_strength(c.g.mutable_player().attr, c.s.amount.roll(c.g.rng()));
  return StepEnd::Next;
}

StepEnd corrode(const StepCall& c) {
  if (c.hero) corrode_armour(c.g);  // monsters wear no armour
  return StepEnd::Next;
}

StepEnd corrode_weapon_op(const StepCall& c) {
  if (c.hero) corrode_weapon(c.g);  // monsters' blows are their own claws and teeth
  return StepEnd::Next;
}

StepEnd steal_gold(const StepCall& c) {
  if (c.target.gold == 0 || !c.source.actor) return StepEnd::Next;
  const int gold = c.target.gold;
  const int stolen = std::max(1, gold / 2 + c.g.rng().range(0, gold / 2));
  c.target.gold -= stolen;
  c.source.actor->gold += stolen;
  c.speak();
  make_off(c.g, *c.source.actor);
  return StepEnd::Next;
}

StepEnd steal_item(const StepCall& c) {
  Game& g = c.g;
  Monster* thief = c.source.actor ? c.source.actor->as_monster() : nullptr;
  if (!c.hero || !thief) return StepEnd::Next;
  const auto taken = take_loot(g, c.s.you.empty() ? "{A} stole {item}!" : c.s.you);
  if (!taken) return StepEnd::Next;
  thief->items.push_back(taken->first);  // dropped where it dies
  g.say(phrase(taken->second, g.wording().actor_name(*thief)));
  make_off(g, *thief);
  return StepEnd::Next;
}

// After a move by magic, a monster is not touched again: its arrival may have killed it, or a
// trap's summoning moved the level's list of monsters.
StepEnd after_move(const StepCall& c) {
  return c.hero ? StepEnd::Next : StepEnd::Stop;
}

StepEnd teleport(const StepCall& c) {
  c.speak();
  stage::move(c.g, c.target, open_cell(c.g), stage::Way::Magic);
  return after_move(c);
}

StepEnd noise(const StepCall& c) {
  c.speak();
  c.g.make_noise(c.target.pos);
  return StepEnd::Next;
}

StepEnd fall(const StepCall& c) {
  Game& g = c.g;
  if (!c.hero || g.dungeon().last(g.depth()))
    return StepEnd::Next;  // the deepest level (of its branch) has no floor to fall through
  c.speak();
  if (g.change_level(g.dungeon().below(g.depth()), true, false).took_turn)
    stage::put(g.mutable_player(), open_cell(g));
  return StepEnd::Next;
}

// What only the hero has: a map, a pack, worn things (core/effect/magic.cpp).
StepEnd on_hero(const StepCall& c) {
  if (!c.hero) return StepEnd::Next;
  c.speak();
  effects::magic::on_hero(c.g, c.s);
  return StepEnd::Next;
}

StepEnd blink(const StepCall& c) {
  c.speak();
  effects::magic::blink(c.g, c.target);
  return after_move(c);
}

StepEnd summon(const StepCall& c) {
  c.speak();
  // A monster's call counts toward its caps (core/effect/magic.hpp); the hero's (a scroll)
  // does not.
  if (Monster* caller = c.source.actor ? c.source.actor->as_monster() : nullptr) {
    ++caller->summons;
    ++c.g.mutable_level().summons;
  }
  const Monster* kin = c.s.kin && c.source.actor ? c.source.actor->as_monster() : nullptr;
  effects::magic::summon_around(c.g, c.target.pos, c.s.amount.roll(c.g.rng()),
                                kin ? kin->breed : -1);
  // Nothing more happens to a monster that summons (a wolf's howl) in the same breath: the
  // rule from when new monsters could move it in memory, kept so the game stays the same
  // (monsters now stay put, core/world/monster_list.hpp).
  return c.hero ? StepEnd::Next : StepEnd::Stop;
}

StepEnd frighten(const StepCall& c) {
  c.speak();
  effects::magic::frighten(c.g, c.target, c.s.turns);
  return StepEnd::Next;
}

// NetHack's level drain: an experience level lost, with the hit points and power a level
// gave (1d8 and 1d3, never below 1), and the experience back at the start of the level left.
// At level 1 there is nothing to lose.
StepEnd drain_level(const StepCall& c) {
  if (!c.hero) return StepEnd::Next;
  Player& h = c.g.mutable_player();
  if (h.level <= 1) return StepEnd::Next;
  c.speak();
  c.g.say("Goodbye level " + std::to_string(h.level) + ".");
  --h.level;
  h.experience = experience_for_level(h.level);
  h.max_hp = std::max(1, h.max_hp - c.g.rng().range(1, 8));
  h.hp = std::min(h.hp, h.max_hp);
  h.max_pw = std::max(0, h.max_pw - c.g.rng().range(1, 3));
  h.pw = std::min(h.pw, h.max_pw);
  return StepEnd::Next;
}

StepEnd blast(const StepCall& c) {
  c.speak();
  effects::magic::blast(c.g, c.target, c.s.amount, fill_cause(c.g, c.s.cause, c.source));
  return StepEnd::Next;
}

// In deep water the hero cannot hold everything: a thing carried (not worn, not wielded, as a
// thief would pick) slips away and washes up on the nearest cell, by rings, that is walkable
// and not the water's own kind of cell; with none near, it sinks for good.
StepEnd let_go(const StepCall& c) {
  Game& g = c.g;
  if (!c.hero) return StepEnd::Next;  // monsters keep out of such water (a hazard)
  auto taken = take_loot(g, c.s.you.empty() ? "You let go of {item}." : c.s.you);
  if (!taken) return StepEnd::Next;
  const auto& [item, said] = *taken;
  std::string words = said;
  const Player& h = g.hero();
  const Level& lv = g.level();
  const Tile water = lv.at(h.pos);
  Vec shore{-1, -1};
  for (int r = 1; r <= 6 && shore.x < 0; ++r)
    for (int y = h.pos.y - r; y <= h.pos.y + r && shore.x < 0; ++y)
      for (int x = h.pos.x - r; x <= h.pos.x + r && shore.x < 0; ++x) {
        const Vec p{x, y};
        if (chebyshev(p, h.pos) == r && lv.at(p) != water && g.catalog().tile(lv.at(p)).walkable &&
            !g.catalog().tile(lv.at(p)).hazard)
          shore = p;
      }
  if (shore.x >= 0)
    place_item(g.mutable_level(), g.catalog(), shore, item);
  else
    words += " It sinks out of reach.";
  g.say(words);
  return StepEnd::Next;
}

// A monster becomes another breed found in the dungeon, of its breed's level (or the nearest
// level that has another), at random: its speed and hit dice the new breed's, its hit points in
// the same proportion, its place, mind and things kept. (The hero resists: the step's `you`.)
StepEnd polymorph(const StepCall& c) {
  c.speak();
  Monster* target = c.target.as_monster();
  if (!target) return StepEnd::Next;
  Game& g = c.g;
  Monster& m = *target;
  const Catalog& cat = g.catalog();
  const int level = cat.breed(m.breed).level;
  std::vector<int> choices;
  int nearest = -1;  // the smallest difference of level that has a breed
  for (std::size_t i = 0; i < cat.breeds.size(); ++i) {
    const Breed& b = cat.breeds[i];
    if (static_cast<int>(i) == m.breed || b.frequency <= 0) continue;
    const int diff = std::abs(b.level - level);
    if (nearest >= 0 && diff > nearest) continue;
    if (diff != nearest) choices.clear(), nearest = diff;
    choices.push_back(static_cast<int>(i));
  }
  if (choices.empty()) return StepEnd::Next;
  const bool seen = g.sight().visible_monster(m.pos) != nullptr;
  const std::string before = g.wording().monster_name(m);
  const int old_level = cat.breed(m.breed).level;
  m.breed = choices[static_cast<std::size_t>(g.rng().below(static_cast<int>(choices.size())))];
  const Breed& now = cat.breed(m.breed);
  m.speed = now.speed;
  std::erase(m.intrinsics, Property::FireResistant);  // as its new kind is
  if (now.resists_fire) m.intrinsics.push_back(Property::FireResistant);
  m.level = std::max(1, now.level + m.level - old_level);  // its depth's extra levels kept
  const int max_hp = std::max(1, now.hp.roll(g.rng()));
  m.hp = std::max(1, m.hp * max_hp / std::max(1, m.max_hp));
  m.max_hp = max_hp;
  m.spell_rest = 0;
  if (seen) g.say(capitalised(before) + " turns into " + with_article(now.name) + "!");
  return StepEnd::Next;
}

StepEnd ignite(const StepCall& c) {
  c.speak();
  blaze::ignite_around(c.g, c.target.pos, c.s.amount.roll(c.g.rng()));
  return StepEnd::Next;
}

StepEnd release_gas(const StepCall& c) {
  c.speak();
  Game& g = c.g;
  gas::release(g.mutable_level(), g.catalog().gases, g.catalog().tiles, c.target.pos, c.s.gas,
               c.s.volume);
  return StepEnd::Next;
}

// --- Whether each harms the one it is aimed at, and its words.

bool never(const EffectStep&) {
  return false;
}
bool always(const EffectStep&) {
  return true;
}
bool harmful_condition(const EffectStep& s) {
  return effect_rules(s.condition).harmful;
}

std::string heal_words(const EffectStep& s) {
  std::string w = "heals " + s.amount.to_string() + " hit points";
  if (s.condition != EffectKind::kCount) w += " and cures " + std::string(effect_id(s.condition));
  return w;
}
std::string condition_words(const EffectStep& s) {
  std::string name(effect_id(s.condition));
  std::replace(name.begin(), name.end(), '_', ' ');
  return name + " for " + turns_words(s.turns) + " turns";
}
std::string summon_words(const EffectStep& s) {
  return "brings " + s.amount.to_string() + (s.kin ? " of its kind" : " monster(s)");
}

#define WORDS(text) [](const EffectStep&) { return std::string(text); }

// Indexed by EffectOp; keep in the enum's order (checked below).
constexpr OpRow kOps[] = {
    {EffectOp::Heal, "heal", OpArg::Dice, kCures, never, heal_words, heal},
    {EffectOp::Damage, "damage", OpArg::Dice, kCause, always,
     [](const EffectStep& s) { return "hurts " + s.amount.to_string(); }, damage},
    {EffectOp::Condition, "condition", OpArg::Condition, kTurns, harmful_condition, condition_words,
     condition},
    {EffectOp::GainStrength, "gain_strength", OpArg::Dice, kNoKeys, never, WORDS("raises strength"),
     gain_strength_op},
    {EffectOp::Corrode, "corrode", OpArg::Flag, kNoKeys, never, WORDS("corrodes armour"), corrode},
    {EffectOp::CorrodeWeapon, "corrode_weapon", OpArg::Flag, kNoKeys, never,
     WORDS("corrodes your weapon"), corrode_weapon_op},
    {EffectOp::StealGold, "steal_gold", OpArg::Flag, kNoKeys, never, WORDS("steals gold"),
     steal_gold},
    {EffectOp::StealItem, "steal_item", OpArg::Flag, kNoKeys, never,
     WORDS("steals a thing you carry"), steal_item},
    {EffectOp::Teleport, "teleport", OpArg::Flag, kNoKeys, never, WORDS("teleports"), teleport},
    {EffectOp::Noise, "noise", OpArg::Flag, kNoKeys, never, WORDS("makes a loud noise"), noise},
    {EffectOp::Fall, "fall", OpArg::Flag, kNoKeys, never, WORDS("drops you a level"), fall},
    {EffectOp::MapLevel, "map", OpArg::Flag, kNoKeys, never, WORDS("maps the level"), on_hero},
    {EffectOp::Summon, "summon", OpArg::Dice, kKin, never, summon_words, summon},
    {EffectOp::Frighten, "frighten", OpArg::Flag, kTurns, never,
     WORDS("frightens the monsters that see you"), frighten},
    {EffectOp::Blast, "blast", OpArg::Dice, kCause, never,
     [](const EffectStep& s) { return "blasts all around for " + s.amount.to_string(); }, blast},
    {EffectOp::Identify, "identify", OpArg::Dice, kNoKeys, never,
     [](const EffectStep& s) { return "identifies " + s.amount.to_string() + " thing(s)"; },
     on_hero},
    {EffectOp::EnchantWeapon, "enchant_weapon", OpArg::Flag, kNoKeys, never,
     WORDS("enchants your weapon"), on_hero},
    {EffectOp::EnchantArmour, "enchant_armour", OpArg::Flag, kNoKeys, never,
     WORDS("enchants a piece of your armour"), on_hero},
    {EffectOp::Repair, "repair", OpArg::Flag, kNoKeys, never, WORDS("mends your armour"), on_hero},
    {EffectOp::DetectGold, "detect_gold", OpArg::Flag, kNoKeys, never,
     WORDS("shows where the gold is"), on_hero},
    {EffectOp::Light, "light", OpArg::Flag, kNoKeys, never, WORDS("lights up the area"), on_hero},
    {EffectOp::Blink, "blink", OpArg::Flag, kNoKeys, never,
     WORDS("moves you a few steps, in sight"), blink},
    {EffectOp::Polymorph, "polymorph", OpArg::Flag, kNoKeys, never,
     WORDS("turns a monster into another of its level"), polymorph},
    {EffectOp::LetGo, "let_go", OpArg::Flag, kNoKeys, never,
     WORDS("makes you let go of a thing you carry"), let_go},
    {EffectOp::Uncurse, "uncurse", OpArg::Flag, kNoKeys, never,
     WORDS("lifts the curses on what you wear and wield"), on_hero},
    {EffectOp::DrainLevel, "drain_level", OpArg::Flag, kNoKeys, always,
     WORDS("drains an experience level"), drain_level},
    {EffectOp::Ignite, "ignite", OpArg::Dice, kNoKeys, never, WORDS("sets what burns alight"),
     ignite},
    {EffectOp::Gas, "gas", OpArg::Gas, kVolume, never, WORDS("gives off a cloud of gas"),
     release_gas},
    {EffectOp::Enchant, "enchant", OpArg::Flag, kNoKeys, never,
     WORDS("enchants a thing you choose"), on_hero},
    {EffectOp::Energy, "energy", OpArg::Dice, kNoKeys, never, WORDS("gives power back"), energy},
};

#undef WORDS

constexpr std::size_t kOpCount = std::size(kOps);
constexpr bool in_order() {
  for (std::size_t i = 0; i < kOpCount; ++i)
    if (static_cast<std::size_t>(kOps[i].op) != i) return false;
  return true;
}
static_assert(in_order(), "kOps rows must follow EffectOp's order");
static_assert(kOpCount == static_cast<std::size_t>(EffectOp::Energy) + 1,
              "a row for every EffectOp");

}  // namespace

std::span<const OpRow> effect_ops() {
  return kOps;
}

const OpRow& op_row(EffectOp op) {
  return kOps[static_cast<std::size_t>(op)];
}

}  // namespace dg
