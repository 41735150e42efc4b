// Effects on any creature, the hero or a monster: effect steps from data carried out, and
// conditions that start, wear off and hold. One code path for a potion drunk or shattered, a
// poisoned bite, a trap and a pit.
#include "core/effect/apply.hpp"

#include <algorithm>
#include <string>

#include "core/actor/attributes.hpp"
#include "core/combat.hpp"
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

Vec open_cell(Game& g) {
  return random_open_cell(g.level(), g.rng(), g.player());
}

// The hero learns the level's layout, as a map shows it: walls, floors, doors (a locked one
// as closed until tried) and stairs; not its hidden traps, nor what lies or walks there.
void map_level(Game& g) {
  Level& lv = g.mutable_level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (lv.at(p) == Tile::Rock) continue;
      Memory& m = lv.memory[p];
      m.tile = remembered_tile(lv.at(p), m.seen ? m.tile : Tile::Rock);
      m.seen = true;
    }
}

// The hero learns `count` of the unknown kinds they carry, at random, each told.
void identify(Game& g, int count) {
  std::vector<int> unknown;  // kinds, in pack order, each once
  for (const InvSlot& s : g.hero().inventory)
    if (g.knowledge().disguised(s.item.kind) && !g.knowledge().knows(s.item.kind) &&
        std::find(unknown.begin(), unknown.end(), s.item.kind) == unknown.end())
      unknown.push_back(s.item.kind);
  if (unknown.empty()) {
    g.say("You have nothing left to identify.");
    return;
  }
  for (int i = 0; i < count && !unknown.empty(); ++i) {
    const auto at = static_cast<std::size_t>(g.rng().below(static_cast<int>(unknown.size())));
    const int kind = unknown[at];
    unknown.erase(unknown.begin() + static_cast<std::ptrdiff_t>(at));
    const std::string was = g.item_name(Item{kind, 1, 0});
    g.mutable_knowledge().learn(kind);
    g.say(capitalised(was) + " is " + g.item_name(Item{kind, 1, 0}) + ".");
  }
}

// `count` monsters of the depth on the free cells nearest to `at`, awake and hunting.
int summon_around(Game& g, Vec at, int count) {
  int made = 0;
  for (int i = 0; i < count; ++i) {
    const int breed = pick_breed(g.catalog(), g.rng(), g.depth());
    const auto cell = nearest_free_for_monster(g.catalog(), g.level(), at, g.player());
    if (breed < 0 || !cell) break;
    Monster& m = spawn_monster(g.catalog(), g.mutable_level(), g.rng(), breed, g.depth(), *cell);
    m.mind = Mind::Hunting;
    m.goal = g.player();
    ++made;
  }
  return made;
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
        if (hero) {
          g.hurt(amount, fill_cause(s.cause, source));
        } else if (target.take_damage(amount)) {
          Monster& m = static_cast<Monster&>(target);
          g.say("You kill " + g.monster_name(m) + "!");
          g.report({EventKind::Kill, kHero, m.id, m.pos});
          g.kill(m);
          return true;  // it is gone: nothing more happens to it
        }
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
      case EffectOp::StealGold: {
        if (target.gold == 0 || !source.actor) break;
        const int stolen = std::max(1, target.gold / 2 + g.rng().range(0, target.gold / 2));
        target.gold -= stolen;
        source.actor->gold += stolen;
        speak(s);
        source.actor->pos = open_cell(g);  // and off it goes
        if (!g.is_hero(*source.actor)) static_cast<Monster*>(source.actor)->mind = Mind::Fleeing;
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
        if (g.change_level(g.depth() + 1, true).took_turn) g.mutable_player().pos = open_cell(g);
        break;
      case EffectOp::MapLevel:
        if (!hero) break;  // only the hero keeps a map
        speak(s);
        map_level(g);
        break;
      case EffectOp::Summon:
        speak(s);
        summon_around(g, target.pos, s.amount.roll(g.rng()));
        break;
      case EffectOp::Frighten: {
        speak(s);
        // Each one afraid for its own roll of the turns (add_condition says what shows).
        std::vector<int> afraid;
        for (const Monster& m : g.level().monsters)
          if (&m != &target && m.mind != Mind::Asleep && g.sees(m.pos)) afraid.push_back(m.id);
        for (int id : afraid)
          if (Monster* m = g.mutable_level().monster_by_id(id);
              m && add_condition(g, *m, EffectKind::Fear, s.turns.roll(g.rng())))
            m->mind = Mind::Fleeing;
        break;
      }
      case EffectOp::Identify:
        if (!hero) break;
        speak(s);
        identify(g, std::max(1, s.amount.roll(g.rng())));
        break;
      case EffectOp::EnchantWeapon: {
        if (!hero) break;
        speak(s);
        Player& h = g.mutable_player();
        InvSlot* w = h.wielded ? h.slot(h.wielded) : nullptr;
        if (!w) {
          g.say("Your hands twitch.");
        } else if (w->item.enchant >= kMaxEnchant) {
          g.say("Your " + g.kind_of(w->item).name + " shudders, but nothing more happens.");
        } else {
          ++w->item.enchant;
          g.say("Your " + g.kind_of(w->item).name + " glows blue for a moment.");
        }
        break;
      }
      case EffectOp::EnchantArmour: {
        if (!hero) break;
        speak(s);
        Player& h = g.mutable_player();
        std::vector<char> worn;
        for (char letter : h.worn)
          if (letter && h.slot(letter)) worn.push_back(letter);
        if (worn.empty()) {
          g.say("Your skin glows, then fades.");
          break;
        }
        InvSlot* a =
            h.slot(worn[static_cast<std::size_t>(g.rng().below(static_cast<int>(worn.size())))]);
        if (a->item.enchant >= kMaxEnchant) {
          g.say("Your " + g.kind_of(a->item).name + " shudders, but nothing more happens.");
        } else {
          ++a->item.enchant;
          g.say("Your " + g.kind_of(a->item).name + " glows silver for a moment.");
        }
        break;
      }
      case EffectOp::Repair: {
        if (!hero) break;
        speak(s);
        bool mended = false;
        Player& h = g.mutable_player();
        for (char letter : h.worn)
          if (InvSlot* a = letter ? h.slot(letter) : nullptr; a && a->item.erosion > 0) {
            a->item.erosion = 0;
            mended = true;
          }
        g.say(mended ? "Your armour looks as good as new!"
                     : "You feel as if someone is helping you.");
        break;
      }
      case EffectOp::DetectGold: {
        if (!hero) break;
        speak(s);
        Level& lv = g.mutable_level();
        for (const GoldPile& gp : lv.gold) {
          Memory& m = lv.memory[gp.pos];
          m.tile = remembered_tile(lv.at(gp.pos), m.seen ? m.tile : Tile::Rock);
          m.seen = true;
          m.gold = true;
        }
        g.say(lv.gold.empty() ? "You feel materially poor."
                              : "You feel very greedy, and sense gold!");
        break;
      }
      case EffectOp::Blast: {
        speak(s);
        // Everyone next to the target is hurt; the dead are taken out after the round.
        std::vector<int> hit;
        for (const Monster& m : g.level().monsters)
          if (&m != &target && chebyshev(m.pos, target.pos) == 1) hit.push_back(m.id);
        for (int id : hit) {
          Monster* m = g.mutable_level().monster_by_id(id);
          if (!m) continue;
          const int amount = s.amount.roll(g.rng());
          if (g.visible_monster(m->pos))
            g.say(phrase("{A} is caught in the blast.", g.monster_name(*m)));
          if (m->take_damage(amount)) {
            if (g.visible_monster(m->pos) || g.sees(m->pos))
              g.say("You kill " + g.monster_name(*m) + "!");
            g.report({EventKind::Kill, kHero, m->id, m->pos});
            g.kill(*m);
          }
        }
        if (!hero && chebyshev(g.player(), target.pos) == 1) {
          g.say("You are caught in the blast!");
          g.hurt(s.amount.roll(g.rng()), fill_cause(s.cause, source));
        }
        break;
      }
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
  if (g.is_hero(a)) {
    g.hurt(1, "died of poison");
    return false;
  }
  Monster& m = static_cast<Monster&>(a);
  if (!m.take_damage(1)) return false;
  if (g.visible_monster(m.pos)) g.say(phrase("{A} {die|dies} from the poison!", g.monster_name(m)));
  g.report({EventKind::Kill, kNobody, m.id, m.pos});
  g.kill(m);
  return true;
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
