#pragma once
// Doors: opening (the hero, or a monster that can open them), closing and bashing a locked
// one open (the hero).
#include "core/action/action.hpp"
#include "core/geometry.hpp"

namespace dg {

class OpenDoorAction : public Action {
 public:
  explicit OpenDoorAction(Dir dir) : dir_(dir) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
};

class CloseDoorAction : public HeroAction {
 public:
  explicit CloseDoorAction(Dir dir) : dir_(dir) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  Dir dir_;
};

// A tool the hero carries that opens the tile at `at` (a vault key, at the vault's door; its
// `unlocks`): the tile becomes what the tool says, the tool is used up and its words said.
// False, and nothing done, when the hero carries none for it.
bool unlock_with_tool(Game& game, Player& hero, Vec at);

// A strength roll against a locked door at `door`: the stronger, the likelier it gives.
class BashAction : public HeroAction {
 public:
  explicit BashAction(Vec door) : door_(door) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  Vec door_;
};

}  // namespace dg
