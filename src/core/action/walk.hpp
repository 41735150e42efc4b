#pragma once
// A step to a neighbouring cell, the same for the hero, a pet and a monster. What stands in
// the way decides what happens instead, each walker answering for itself (Actor::meet, bump):
// the hero's step attacks a monster there, opens a closed door, bashes a known locked one;
// a monster's only opens a door its breed can.
#include "core/action/action.hpp"
#include "core/geometry.hpp"

namespace dg {

class WalkAction : public Action {
 public:
  // `confirmed`: the walker already agreed to step onto a known trap or hazard.
  explicit WalkAction(Dir dir, bool confirmed = false) : dir_(dir), confirmed_(confirmed) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
  bool confirmed_;
};

}  // namespace dg
