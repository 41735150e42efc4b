// Effects on any creature, the hero or a monster: effect steps from data carried out, and
// conditions that start, wear off and hold. One code path for a potion drunk or shattered, a
// poisoned bite, a trap and a pit.
#include "core/effect/apply.hpp"

#include <algorithm>
#include <string>

#include "core/actor/attributes.hpp"
#include "core/combat.hpp"
#include "core/effect/magic.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/hazards.hpp"
#include "core/world/spawn.hpp"

namespace dg::effects {

namespace {
std::string fill_cause(const std::string& cause, const EffectSource& source) {
  return phrase(cause, with_article(source.name));  // "killed by {a}": "killed by a dart trap"
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
  g.say("Your " + g.kind_of(a->item).name + " corrodes!");
}

// Acid on the hero's wielded weapon, half the time, until it is very corroded (3).
void corrode_weapon(Game& g) {
  Player& hero = g.mutable_player();
  InvSlot* w = hero.wielded ? hero.slot(hero.wielded) : nullptr;
  if (!w || w->item.erosion >= 3 || !g.rng().one_in(2)) return;
  ++w->item.erosion;
  g.say("Your " + g.kind_of(w->item).name + " corrodes!");
}

// A thing the thief can snatch: nothing worn or wielded (it would take time to get off).
char loot(Game& g) {
  const Player& hero = g.hero();
  std::vector<char> letters;
  for (const InvSlot& s : hero.inventory)
    if (!hero.wearing(s.letter) && s.letter != hero.wielded) letters.push_back(s.letter);
  if (letters.empty()) return 0;
  return letters[static_cast<std::size_t>(g.rng().below(static_cast<int>(letters.size())))];
}

// The thief, with its loot, vanishes to a random cell and runs from the hero.
void make_off(Game& g, Actor& thief) {
  thief.pos = random_open_cell(g.level(), g.rng(), g.player());
  if (!g.is_hero(thief)) static_cast<Monster&>(thief).mind = Mind::Fleeing;
}

Vec open_cell(Game& g) {
  return random_open_cell(g.level(), g.rng(), g.player());
}

}  // namespace

bool apply(Game& g, Actor& target, const Effects& steps, const EffectSource& source, bool vapour) {
  const bool hero = g.is_hero(target);
  bool said = false;
  // Words for the step that is taking effect, to whoever is watching.
  auto speak = [&](const EffectStep& s) {
    if (hero && !s.you.empty()) g.say(s.you);
    if (!hero && !s.other.empty()) {
      g.say(phrase(s.other, g.actor_name(target)));
      said = true;
    }
  };
  for (const EffectStep& s : steps) {
    if (hero && g.over()) break;  // nothing more happens to a dead hero
    if (!s.chance.roll(g.rng())) continue;
    switch (s.op) {
      case EffectOp::Heal: {
        speak(s);
        target.hp = std::min(target.max_hp, target.hp + s.amount.roll(g.rng()));
        if (target.hp == target.max_hp) ++target.max_hp;  // a full heal raises the maximum
        if (s.condition != EffectKind::kCount)
          std::erase_if(target.effects, [&](const Effect& e) { return e.kind == s.condition; });
        break;
      }
      case EffectOp::Damage: {
        speak(s);
        const int amount = s.amount.roll(g.rng());
        // The hero's kill, unless a monster's spell or wand did it.
        const bool by_hero = source.actor ? g.is_hero(*source.actor) : !source.nobodys;
        std::string kill_line;
        if (by_hero)
          kill_line = "You kill " + g.actor_name(target) + "!";
        else if (g.visible_monster(target.pos))
          kill_line = capitalised(g.actor_name(target)) + " is killed!";
        if (g.damage(target, amount,
                     {.by = by_hero ? kHero : kNobody,
                      .hero_earns = by_hero,
                      .cause = fill_cause(s.cause, source),
                      .hit_line = "",
                      .kill_line = hero ? "" : kill_line}) &&
            !hero)
          return true;  // it is gone: nothing more happens to it
        break;
      }
      case EffectOp::Condition: {
        const Effect* held = target.hold();
        if (held && held->kind == s.condition) break;  // a hold is not renewed while it lasts
        speak(s);
        int turns = s.turns.roll(g.rng());
        if (vapour) turns = std::max(3, turns / 2);  // a splash works for a shorter while
        if (add_condition(g, target, s.condition, turns) && !hero &&
            !effect_rules(s.condition).seen.empty() &&
            g.visible_monster(target.pos) == &static_cast<const Monster&>(target))
          said = true;  // add_condition said what the hero saw
        break;
      }
      case EffectOp::GainStrength:
        if (!hero) break;  // monsters have no attributes
        speak(s);
        gain_strength(g.mutable_player().attr, s.amount.roll(g.rng()));
        break;
      case EffectOp::Corrode:
        if (hero) corrode_armour(g);  // monsters wear no armour
        break;
      case EffectOp::CorrodeWeapon:
        if (hero) corrode_weapon(g);  // monsters' blows are their own claws and teeth
        break;
      case EffectOp::StealItem: {
        if (!hero || !source.actor || g.is_hero(*source.actor)) break;
        const char letter = loot(g);
        if (!letter) break;
        Player& h = g.mutable_player();
        const Item item = h.slot(letter)->item;
        const std::string named = g.item_name(item);
        h.remove_slot(letter);
        static_cast<Monster*>(source.actor)->items.push_back(item);  // dropped where it dies
        std::string words = s.you.empty() ? "{A} stole {item}!" : s.you;
        if (const auto at = words.find("{item}"); at != std::string::npos)
          words.replace(at, 6, named);
        g.say(phrase(words, g.actor_name(*source.actor)));
        make_off(g, *source.actor);
        break;
      }
      case EffectOp::StealGold: {
        if (target.gold == 0 || !source.actor) break;
        const int stolen = std::max(1, target.gold / 2 + g.rng().range(0, target.gold / 2));
        target.gold -= stolen;
        source.actor->gold += stolen;
        speak(s);
        make_off(g, *source.actor);
        break;
      }
      case EffectOp::Teleport:
        speak(s);
        target.pos = open_cell(g);
        if (hero) hazards::arrive(g, target.pos);
        break;
      case EffectOp::Noise:
        speak(s);
        g.make_noise(target.pos);
        break;
      case EffectOp::Fall:
        if (!hero || g.depth() >= g.max_depth())
          break;  // the deepest level has no floor to fall through
        speak(s);
        if (g.change_level(g.depth() + 1, true, false).took_turn)
          g.mutable_player().pos = open_cell(g);
        break;
      case EffectOp::MapLevel:
      case EffectOp::Identify:
      case EffectOp::EnchantWeapon:
      case EffectOp::EnchantArmour:
      case EffectOp::Repair:
      case EffectOp::DetectGold:
      case EffectOp::Light:
        if (!hero) break;  // what only the hero has: a map, a pack, worn things
        speak(s);
        magic::on_hero(g, s);
        break;
      case EffectOp::Blink:
        speak(s);
        magic::blink(g, target);
        if (hero) hazards::arrive(g, target.pos);
        break;
      case EffectOp::Summon:
        speak(s);
        magic::summon_around(g, target.pos, s.amount.roll(g.rng()),
                             s.kin && source.actor && !g.is_hero(*source.actor)
                                 ? static_cast<Monster*>(source.actor)->breed
                                 : -1);
        // New monsters may have moved the level's list, and a monster target with it (ASan
        // found a wolf's howl reading its old place): nothing more happens to it here.
        if (!hero) return said;
        break;
      case EffectOp::Frighten:
        speak(s);
        magic::frighten(g, target, s.turns);
        break;
      case EffectOp::Blast:
        speak(s);
        magic::blast(g, target, s.amount, fill_cause(s.cause, source));
        break;
    }
  }
  return said;
}

bool add_condition(Game& g, Actor& a, EffectKind kind, int turns) {
  if (turns <= 0) return false;
  const EffectRules& r = effect_rules(kind);
  const bool hero = g.is_hero(a);
  if (r.resisted_by != Property::kCount && a.has(r.resisted_by)) {
    if (hero) g.say(std::string(r.resisted));
    return false;
  }
  if (r.is_hold())  // one hold at a time: the new one takes the old one's place
    std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  if (hero && !r.start.empty()) g.say(std::string(r.start));
  // On a monster, what shows of it, when the hero sees the monster.
  if (!hero && !r.seen.empty() && g.visible_monster(a.pos) == &static_cast<const Monster&>(a))
    g.say(phrase(std::string(r.seen), g.actor_name(a)));
  a.effects.push_back({kind, turns});
  g.report({EventKind::EffectBegan, kNobody, g.id_of(a), a.pos, turns, kind});
  return true;
}

bool held_back(Game& g, Actor& a, WearsOff when) {
  Effect* h = a.hold();
  if (!h) return false;
  const EffectRules& r = effect_rules(h->kind);
  if (r.wears != when) return false;
  const bool hero = g.is_hero(a);
  if (--h->turns > 0) {
    if (hero) g.say(std::string(r.still));
    return true;
  }
  if (hero) g.say(std::string(r.end));
  g.report({EventKind::EffectEnded, kNobody, g.id_of(a), a.pos, 0, h->kind});
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  return true;
}

void release_holds(Actor& a) {
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
}

bool poison_tick(Game& g, Actor& a) {
  if (!a.has(Property::Poisoned) || !g.rng().coin()) return false;
  // (A monster's death by poison is the hero's kill: whoever poisoned it was most likely them.)
  const bool hero = g.is_hero(a);
  const std::string kill_line = !hero && g.visible_monster(a.pos)
                                    ? phrase("{A} {die|dies} from the poison!", g.actor_name(a))
                                    : "";
  return g.damage(a, 1,
                  {.by = kNobody,
                   .hero_earns = true,
                   .cause = "died of poison",
                   .hit_line = "",
                   .kill_line = kill_line}) &&
         !hero;
}

void run_down(Game& g, Actor& a) {
  const auto timed = [](const Effect& e) { return !effect_rules(e.kind).is_hold(); };
  for (Effect& e : a.effects)
    if (timed(e)) --e.turns;
  for (const Effect& e : a.effects) {
    if (!timed(e) || e.turns > 0) continue;
    g.report({EventKind::EffectEnded, kNobody, g.id_of(a), a.pos, 0, e.kind});
    // The last effect of a kind to run out says so.
    const bool still = std::any_of(a.effects.begin(), a.effects.end(), [&](const Effect& o) {
      return o.kind == e.kind && o.turns > 0;
    });
    if (g.is_hero(a) && !still && !g.over()) g.say(std::string(effect_end_message(e.kind)));
  }
  std::erase_if(a.effects, [&](const Effect& e) { return timed(e) && e.turns <= 0; });
}

}  // namespace dg::effects
