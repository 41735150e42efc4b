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
  // Hit points a hurt never takes the hero below (0: none): the tutorial's, so a lesson never
  // leaves its student at 1 of 20 while it says to keep searching.
  int least_hp = 0;
  friend bool operator==(const Wizard&, const Wizard&) = default;
};

// Carries out a wizard's command (refused, and said why, outside wizard mode).
Outcome wizard_command(Game& game, const Command& c);

}  // namespace dg
