// Effects on any creature, the hero or a monster: effect steps from data carried out, and
// conditions that start, wear off and hold. One code path for a potion drunk or shattered, a
// poisoned bite, a trap and a pit.
#include <algorithm>
#include <string>

#include "core/actor/attributes.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

bool Game::apply_effects(Actor& target, const Effects& steps, const EffectSource& source,
                         bool vapour) {
  const bool hero = is_hero(target);
  bool said = false;
  // Words for the step that is taking effect, to whoever is watching.
  auto speak = [&](const EffectStep& s) {
    if (hero && !s.you.empty()) say(s.you);
    if (!hero && !s.other.empty()) {
      say(phrase(s.other, actor_name(target)));
      said = true;
    }
  };
  for (const EffectStep& s : steps) {
    if (hero && over_) break;  // nothing more happens to a dead hero
    if (!s.chance.roll(rng_)) continue;
    switch (s.op) {
      case EffectOp::Heal: {
        speak(s);
        target.hp = std::min(target.max_hp, target.hp + s.amount.roll(rng_));
        if (target.hp == target.max_hp) ++target.max_hp;  // a full heal raises the maximum
        if (s.condition != EffectKind::kCount)
          std::erase_if(target.effects, [&](const Effect& e) { return e.kind == s.condition; });
        break;
      }
      case EffectOp::Damage: {
        speak(s);
        const int amount = s.amount.roll(rng_);
        if (hero) {
          hurt(amount, fill_cause(s.cause, source));
        } else if (target.take_damage(amount)) {
          Monster& m = static_cast<Monster&>(target);
          say("You kill " + monster_name(m) + "!");
          report({EventKind::Kill, kHero, m.id, m.pos});
          kill(m);
          return true;  // it is gone: nothing more happens to it
        }
        break;
      }
      case EffectOp::Condition: {
        const Effect* held = target.hold();
        if (held && held->kind == s.condition) break;  // a hold is not renewed while it lasts
        speak(s);
        int turns = s.turns.roll(rng_);
        if (vapour) turns = std::max(3, turns / 2);  // a splash works for a shorter while
        add_condition(target, s.condition, turns);
        break;
      }
      case EffectOp::GainStrength:
        if (!hero) break;  // monsters have no attributes
        speak(s);
        gain_strength(player_.attr, s.amount.roll(rng_));
        break;
      case EffectOp::Corrode:
        if (hero) corrode_armour();  // monsters wear no armour
        break;
      case EffectOp::StealGold: {
        if (target.gold == 0 || !source.actor) break;
        const int stolen = std::max(1, target.gold / 2 + rng_.range(0, target.gold / 2));
        target.gold -= stolen;
        source.actor->gold += stolen;
        speak(s);
        source.actor->pos = random_open_cell();  // and off it goes
        if (!is_hero(*source.actor)) static_cast<Monster*>(source.actor)->mind = Mind::Fleeing;
        break;
      }
      case EffectOp::Teleport:
        speak(s);
        target.pos = random_open_cell();
        if (hero) arrive(target.pos);
        break;
      case EffectOp::Noise:
        speak(s);
        make_noise(target.pos);
        break;
      case EffectOp::Fall:
        if (!hero || depth_ >= max_depth())
          break;  // the deepest level has no floor to fall through
        speak(s);
        if (change_level(depth_ + 1, true).took_turn) player_.pos = random_open_cell();
        break;
    }
  }
  return said;
}

std::string Game::fill_cause(const std::string& cause, const EffectSource& source) const {
  return phrase(cause, with_article(source.name));  // "killed by {a}": "killed by a dart trap"
}

bool Game::add_condition(Actor& a, EffectKind kind, int turns) {
  if (turns <= 0) return false;
  const EffectRules& r = effect_rules(kind);
  const bool hero = is_hero(a);
  if (r.resisted_by != Property::kCount && a.has(r.resisted_by)) {
    if (hero) say(std::string(r.resisted));
    return false;
  }
  if (r.is_hold())  // one hold at a time: the new one takes the old one's place
    std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  if (hero && !r.start.empty()) say(std::string(r.start));
  a.effects.push_back({kind, turns});
  report({EventKind::EffectBegan, kNobody, id_of(a), a.pos, turns, kind});
  return true;
}

bool Game::held_back(Actor& a, WearsOff when) {
  Effect* h = a.hold();
  if (!h) return false;
  const EffectRules& r = effect_rules(h->kind);
  if (r.wears != when) return false;
  const bool hero = is_hero(a);
  if (--h->turns > 0) {
    if (hero) say(std::string(r.still));
    return true;
  }
  if (hero) say(std::string(r.end));
  report({EventKind::EffectEnded, kNobody, id_of(a), a.pos, 0, h->kind});
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  return true;
}

void Game::release_holds(Actor& a) {
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
}

bool Game::poison_tick(Actor& a) {
  if (!a.has(Property::Poisoned) || !rng_.coin()) return false;
  if (is_hero(a)) {
    hurt(1, "died of poison");
    return false;
  }
  Monster& m = static_cast<Monster&>(a);
  if (!m.take_damage(1)) return false;
  if (visible_monster(m.pos)) say(phrase("{A} {die|dies} from the poison!", monster_name(m)));
  report({EventKind::Kill, kNobody, m.id, m.pos});
  kill(m);
  return true;
}

void Game::run_down_effects(Actor& a) {
  const auto timed = [](const Effect& e) { return !effect_rules(e.kind).is_hold(); };
  for (Effect& e : a.effects)
    if (timed(e)) --e.turns;
  for (const Effect& e : a.effects) {
    if (!timed(e) || e.turns > 0) continue;
    report({EventKind::EffectEnded, kNobody, id_of(a), a.pos, 0, e.kind});
    // The last effect of a kind to run out says so.
    const bool still = std::any_of(a.effects.begin(), a.effects.end(), [&](const Effect& o) {
      return o.kind == e.kind && o.turns > 0;
    });
    if (is_hero(a) && !still && !over_) say(std::string(effect_end_message(e.kind)));
  }
  std::erase_if(a.effects, [&](const Effect& e) { return timed(e) && e.turns <= 0; });
}

}  // namespace dg
