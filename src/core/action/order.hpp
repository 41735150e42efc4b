#pragma once
// Orders to the hero's followers (the pet and freed captives), as DCSS's "tell allies": wait
// here, or follow. One word for all of them: a waiting follower holds its ground, bites what
// comes beside it, and stays behind on the stairs; called, it follows again.
#include "core/action/action.hpp"

namespace dg {

// Tells every tame monster on the level to wait, or, when all of them wait already, to follow.
// A turn; nothing (no time) when there is no one to tell.
class OrderAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
