#pragma once
// A melee attack on an adjacent creature: the hero on a monster, a monster on the hero or on
// another monster. One rule, melee_attack(), serves every pairing.
#include <string>
#include <vector>

#include "core/action/action.hpp"
#include "core/dice.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

// One blow of a melee attack: the hero's weapon, or one of a monster's attacks.
struct Blow {
  std::string verb;  // "hit" (the hero), "bites"
  Dice damage;
  int damage_bonus = 0;              // strength
  int to_hit = 0;                    // against a d20, before the defender's armour class is added
  const Effects* effects = nullptr;  // what a hit may also do (poison...), `effect_chance` %
  int effect_chance = 0;
};

// The blows `attacker` strikes with in one attack.
std::vector<Blow> blows(const Game& game, const Actor& attacker);
// `attacker` strikes `defender` with each of its blows: hits, misses, damage, side effects,
// and the kill. Public so that tests, and later a pet, can start a fight.
void melee_attack(Game& game, Actor& attacker, Actor& defender);

class AttackAction : public Action {
 public:
  explicit AttackAction(Actor& target) : target_(target) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Actor& target_;
};

}  // namespace dg
