#pragma once
// Where the play screen puts things on a terminal: the message line on top, the map (left of
// the sidebar), and, when the screen has rows to spare under a level that fits, a pane of
// recent messages under the map (DCSS's and Brogue's message window), then the status lines.
#include <algorithm>
#include <string>
#include <vector>

#include "ui/input/key_bindings.hpp"
#include "ui/play/map_view.hpp"

namespace dg {

class Game;
class Terminal;

// Rows taken by the message line (top).
inline constexpr int kTopRows = 1;
// The map's rows on a terminal `height` rows high whose bottom shows `bottom` lines.
inline int map_rows_for(int height, int bottom) {
  return std::max(0, height - kTopRows - bottom);
}

struct PlayLayout {
  std::vector<std::string> bottom;  // bottom_lines()
  int map_width = 0;
  int map_rows = 0;
  int pane_top = 0;
  int pane_rows = 0;  // 0: no pane
};
// The layout on `cols` x `rows` (`zoom`: the map's zoom; a zoomed level needs more rows, and
// leaves fewer to the pane).
PlayLayout play_layout(const Game& game, int cols, int rows, int zoom = 1,
                       const KeyBindings& keys = default_key_bindings());
// The map's view in that layout.
MapView map_view(const Game& game, const PlayLayout& layout, int zoom);
// Whether the pane shows the latest messages whole, so the top line need not.
bool pane_holds_latest(const Game& game, const PlayLayout& l);
// The newest messages that fit, one per line (wrapped), oldest at the top: those of the
// latest command in full colour, older ones dimmed.
void draw_pane(Terminal& term, const Game& game, const PlayLayout& l);

}  // namespace dg
