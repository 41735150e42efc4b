#pragma once
// The key help screen's lines and the play screen's reminder line, both generated from the
// key table (ui/input/keymap.hpp), so they can never list a key the game does not bind.
#include <string>
#include <vector>

#include "ui/input/key_bindings.hpp"

namespace dg {

// Every binding of the play screen, one per line under its section, then the two rules worth
// knowing beside the keys (hazards ask first; the goal).
// Short rows share a line where `width` (0: any) holds 80 cells, for a screen that shows it
// whole; on a narrower one each row has its own line.
// With the player's bindings a rebound command shows its keys.
std::vector<std::string> help_lines(int width = 0,
                                    const KeyBindings& keys = default_key_bindings());
// `text` with each "{command}" replaced by the first key bound to it ("{look}" -> "x"), or
// "#command" when it has none: words that teach a key name the player's own.
std::string with_keys(std::string text, const KeyBindings& keys);
// The short reminder at the bottom of the play screen, in the table's reminder order: as many
// keys as fit whole in `width` cells (0: all of them).
std::string reminder_line(int width = 0, const KeyBindings& keys = default_key_bindings());

}  // namespace dg
