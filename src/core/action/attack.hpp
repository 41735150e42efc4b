#pragma once
// A melee attack on an adjacent creature: the hero on a monster, a monster on the hero or on
// another monster (the rule is Game::attack, in game_combat.cpp).
#include "core/action/action.hpp"

namespace dg {

class AttackAction : public Action {
 public:
  explicit AttackAction(Actor& target) : target_(target) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Actor& target_;
};

}  // namespace dg
