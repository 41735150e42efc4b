#pragma once
// Taking the stairs the hero stands on: down a level, up a level, or (from level 1, up) out
// of the dungeon, which wins with the Amulet and otherwise asks first. (Monsters take the
// stairs only at the hero's heels, as followers: core/actor/followers.hpp.)
#include "core/action/action.hpp"

namespace dg {

class StairsAction : public HeroAction {
 public:
  // `confirmed`: the player agreed to leave the dungeon without the Amulet.
  StairsAction(bool up, bool confirmed) : up_(up), confirmed_(confirmed) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  bool up_;
  bool confirmed_;
};

}  // namespace dg
