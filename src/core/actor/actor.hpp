#pragma once
// What the hero and every monster share: a place, hit points, turn energy, gold and
// conditions. Rules that work on "a creature" take an Actor, so the hero and a monster are
// hurt, poisoned and held by the same code (core/effect/apply.cpp).
#include <algorithm>
#include <utility>
#include <vector>

#include "core/actor/energy.hpp"
#include "core/effect/effect.hpp"
#include "core/geometry.hpp"

namespace dg {

struct Actor {
  Vec pos;
  int hp = 1;
  int max_hp = 1;
  int energy = 0;
  int speed = kNormalSpeed;          // base speed; effects (and the hero's burden) change it
  int gold = 0;                      // carried (a monster drops it where it falls)
  std::vector<Effect> effects;       // conditions: timed effects and at most one hold
  std::vector<Property> intrinsics;  // from birth (the hero's role and race), never timed
  std::vector<Property> extrinsics;  // from things worn (the hero's rings), while they are

  bool has(Property p) const {
    return modifiers(effects, p) > 0 ||
           std::find(intrinsics.begin(), intrinsics.end(), p) != intrinsics.end() ||
           std::find(extrinsics.begin(), extrinsics.end(), p) != extrinsics.end();
  }
  // The hold keeping it in place (a pit, a bear trap, paralysis), or null.
  const Effect* hold() const {
    for (const Effect& e : effects)
      if (effect_rules(e.kind).is_hold()) return &e;
    return nullptr;
  }
  Effect* hold() { return const_cast<Effect*>(std::as_const(*this).hold()); }
  friend bool operator==(const Actor&, const Actor&) = default;
};

}  // namespace dg
