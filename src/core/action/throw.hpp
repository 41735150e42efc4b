#pragma once
// Throwing, by the hero or a monster, one action for both: a weapon flies as far as its thrower
// throws (Actor::throw_range) and hits the first creature in its way by the thrower's to-hit
// and the target's armour class; a potion shatters and acts on whoever it hits, as drinking it
// would, for half as long.
#include "core/action/pack.hpp"
#include "core/geometry.hpp"

namespace dg {

class ThrowAction : public CarriedAction {
 public:
  ThrowAction(char letter, Dir dir) : CarriedAction(letter), dir_(dir) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
};

}  // namespace dg
