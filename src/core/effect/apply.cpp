// Effects on any creature, the hero or a monster: effect steps from data carried out, and
// conditions that start, wear off and hold. One code path for a potion drunk or shattered, a
// poisoned bite, a trap and a pit.
#include "core/effect/apply.hpp"

#include <algorithm>
#include <string>

#include "core/effect/ops.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg::effects {

bool apply(Game& g, Actor& target, const Effects& steps, const EffectSource& source, bool vapour) {
  const bool hero = target.as_player() != nullptr;
  bool said = false;
  for (const EffectStep& s : steps) {
    if (hero && g.run().over) break;             // nothing more happens to a dead hero
    if (s.on_source && !source.actor) continue;  // nobody caused it (a trap): nobody to do it to
    if (!s.chance.roll(g.rng())) continue;
    // What the step does is its operation's row (core/effect/ops.cpp).
    Actor& on = s.on_source ? *source.actor : target;
    const bool on_hero = s.on_source ? on.as_player() != nullptr : hero;
    switch (op_row(s.op).apply(StepCall{g, on, s, source, on_hero, vapour, said})) {
      case StepEnd::Next: break;
      // The one it was done to is gone (or must not be touched again): a step on the source
      // ends the list too, since the rest may name it.
      case StepEnd::Killed: return s.on_source ? said : true;
      case StepEnd::Stop: return said;
    }
  }
  return said;
}

bool add_condition(Game& g, Actor& a, EffectKind kind, int turns) {
  if (turns <= 0) return false;
  const EffectRules& r = effect_rules(kind);
  if (r.resisted_by != Property::kCount && a.has(r.resisted_by)) {
    tell(g, a, r.resisted);
    return false;
  }
  if (r.is_hold())  // one hold at a time: the new one takes the old one's place
    std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  // On the hero, how it feels; on a monster the hero sees, what shows of it.
  tell(g, a, r.start, r.seen);
  a.effects.push_back({kind, turns});
  g.report({EventKind::EffectBegan, kNobody, id_of(a), a.pos, turns, kind});
  return true;
}

bool held_back(Game& g, Actor& a, WearsOff when) {
  Effect* h = a.hold();
  if (!h) return false;
  const EffectRules& r = effect_rules(h->kind);
  if (r.wears != when) return false;
  if (--h->turns > 0) {
    tell(g, a, r.still);
    return true;
  }
  tell(g, a, r.end);
  g.report({EventKind::EffectEnded, kNobody, id_of(a), a.pos, 0, h->kind});
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
  return true;
}

void release_holds(Actor& a) {
  std::erase_if(a.effects, [](const Effect& e) { return effect_rules(e.kind).is_hold(); });
}

bool poison_tick(Game& g, Actor& a) {
  if (!a.has(Property::Poisoned) || !g.rng().coin()) return false;
  // (A monster's death by poison is the hero's kill: whoever poisoned it was most likely them.)
  const bool monster = a.as_monster() != nullptr;
  const std::string kill_line =
      monster && g.sight().visible_monster(a.pos)
          ? phrase("{A} {die|dies} from the poison!", g.wording().actor_name(a))
          : "";
  return g.damage(a, 1, {.hero_earns = true, .cause = "died of poison", .kill_line = kill_line}) &&
         monster;
}

void run_down(Game& g, Actor& a) {
  const auto timed = [](const Effect& e) { return !effect_rules(e.kind).is_hold(); };
  for (Effect& e : a.effects)
    if (timed(e)) --e.turns;
  for (const Effect& e : a.effects) {
    if (!timed(e) || e.turns > 0) continue;
    g.report({EventKind::EffectEnded, kNobody, id_of(a), a.pos, 0, e.kind});
    // The last effect of a kind to run out says so.
    const bool still = std::any_of(a.effects.begin(), a.effects.end(), [&](const Effect& o) {
      return o.kind == e.kind && o.turns > 0;
    });
    if (!still && !g.run().over) tell(g, a, effect_end_message(e.kind));
  }
  std::erase_if(a.effects, [&](const Effect& e) { return timed(e) && e.turns <= 0; });
}

}  // namespace dg::effects
