#pragma once
// The lines of words around the map: the latest messages, and under the map the NetHack
// status lines and the key reminder.
#include <string>
#include <vector>

#include "ui/input/key_bindings.hpp"

namespace dg {

class Game;

// What the latest command brought, the messages joined with two spaces.
std::string message_line(const Game& game);
// "St:18/45 Dx:14 Co:17 In:9 Wi:9 Ch:9 Lawful".
std::string attribute_line(const Game& game);
// "Dlvl:1 $:0 HP:14(15) Pw:2(2) AC:3 Exp:1 T:1", then active effects.
std::string status_line(const Game& game);
// The lines under the map at `width` cells: the attribute and status lines, each wrapped
// rather than cut where the screen is narrow (a phone), then the key reminder (as many keys as
// fit).
std::vector<std::string> bottom_lines(const Game& game, int width,
                                      const KeyBindings& keys = default_key_bindings());

}  // namespace dg
