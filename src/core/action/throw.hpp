#pragma once
// Throwing: a weapon flies and hits what is in the way; a potion shatters and acts on what it
// hits, as drinking it would, for half as long.
#include "core/action/pack.hpp"
#include "core/geometry.hpp"

namespace dg {

class ThrowAction : public ItemAction {
 public:
  ThrowAction(char letter, Dir dir) : ItemAction(letter), dir_(dir) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  Dir dir_;
};

}  // namespace dg
