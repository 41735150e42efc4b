#pragma once
// Wizard mode (debug mode): what is switched on, and the wizard's commands. They are not the
// hero's actions and take no turn: they change what the player sees or sets up a situation
// (a monster summoned, an item made, a level jumped to).
#include "core/command.hpp"

namespace dg {

class Game;
struct Outcome;

struct Wizard {
  bool enabled = false;
  bool see_all = false;
  bool through_walls = false;
  bool immortal = false;
  friend bool operator==(const Wizard&, const Wizard&) = default;
};

// Carries out a wizard's command (refused, and said why, outside wizard mode).
Outcome wizard_command(Game& game, const Command& c);

}  // namespace dg
