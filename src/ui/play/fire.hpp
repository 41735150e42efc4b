#pragma once
// Firing (NetHack's f and Q): the quiver holds a kind of thing to throw, so a throw is one key
// and a direction instead of t, a letter and a direction. The quiver is the UI's: firing is
// an ordinary throw command, so saves and replays see nothing new.
#include <optional>

namespace dg {

class ScreenContext;
class Game;

// The letter of the carried thing the fire key would throw: the quivered kind when it is
// still carried and free to throw, else the first stack of darts or daggers not in hand.
std::optional<char> fire_letter(const Game& game, int quiver);
// f: fire the quiver (asking for a direction), or choose what to fire when nothing fits.
void fire(ScreenContext& app);
// Q: choose what the fire key throws.
void choose_quiver(ScreenContext& app);

}  // namespace dg
