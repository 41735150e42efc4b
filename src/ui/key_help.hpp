#pragma once
// The key help screen's lines and the play screen's reminder line, both generated from the
// key table (ui/keymap.hpp), so they can never list a key the game does not bind.
#include <string>
#include <vector>

namespace dg {

// Every binding of the play screen, one per line under its section, then the two rules worth
// knowing beside the keys (hazards ask first; the goal).
std::vector<std::string> help_lines();
// The short reminder at the bottom of the play screen, in the table's reminder order.
std::string reminder_line();

}  // namespace dg
