#pragma once
// A step to a neighbouring cell, for the hero or a monster. What stands in the way decides
// what happens instead: a monster there is attacked, a closed door opened, a locked one
// bashed (the hero) - each returned as the alternative action.
#include "core/action/action.hpp"
#include "core/geometry.hpp"

namespace dg {

class WalkAction : public Action {
 public:
  // `confirmed`: the hero already agreed to step onto a known hazard.
  explicit WalkAction(Dir dir, bool confirmed = false) : dir_(dir), confirmed_(confirmed) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
  bool confirmed_;
};

}  // namespace dg
