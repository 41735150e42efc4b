#pragma once
// Throwing, by the hero or a monster: a weapon flies and hits the first creature in its way; a
// potion shatters and acts on whoever it hits, as drinking it would, for half as long.
#include "core/action/pack.hpp"
#include "core/geometry.hpp"

namespace dg {

// How far a monster throws: no farther than a strong hero (2 + strength / 4).
constexpr int kMonsterThrowRange = 6;

class ThrowAction : public CarriedAction {
 public:
  ThrowAction(char letter, Dir dir) : CarriedAction(letter), dir_(dir) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
};

}  // namespace dg
