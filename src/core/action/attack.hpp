#pragma once
// A melee attack on an adjacent creature: the hero on a monster, a monster on the hero or on
// another monster. One rule, melee_attack(), serves every pairing.
#include <string>
#include <vector>

#include "core/action/action.hpp"

namespace dg {

// A blow that lands on a monster that had not noticed anyone (asleep or wandering) does this
// many times its damage: a sneak attack, whoever strikes ("You strike the unaware goblin!").
constexpr int kSneakFactor = 3;

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
