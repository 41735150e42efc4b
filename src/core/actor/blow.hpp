#pragma once
// One blow of a melee attack: the hero's weapon, or one of a monster's attacks
// (Actor::blows; core/action/attack.cpp strikes them).
#include <string>

#include "core/dice.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

struct Blow {
  std::string verb;  // "hit" (the hero), "bites"
  Dice damage;
  int damage_bonus = 0;              // strength
  int to_hit = 0;                    // against a d20, before the defender's armour class is added
  const Effects* effects = nullptr;  // what a hit may also do (poison...), `effect_chance` %
  int effect_chance = 0;
};

}  // namespace dg
