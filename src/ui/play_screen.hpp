#pragma once
// The main view: message line on top, the map in the middle (camera on the player), two
// status lines in the NetHack style and a key reminder at the bottom.
#include <algorithm>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "ui/message_pager.hpp"
#include "ui/screen.hpp"

namespace dg {

class Appearance;
class Game;
struct Content;
struct Look;

// What the map draws at p (view_cell decides what is there; remembered cells are dimmed);
// false for a cell the hero knows nothing of.
bool map_look(const Appearance& looks, const Game& game, Vec p, Look& out);

// What the latest command brought, the messages joined with two spaces.
std::string message_line(const Game& game);
// "St:18/45 Dx:14 Co:17 In:9 Wi:9 Ch:9 Lawful".
std::string attribute_line(const Game& game);
// "Dlvl:1 $:0 HP:14(15) Pw:2(2) AC:3 Exp:1 T:1", then active effects.
std::string status_line(const Game& game);
// The lines under the map at `width` cells: the attribute and status lines, each wrapped
// rather than cut where the screen is narrow (a phone), then the key reminder (as many keys as
// fit).
std::vector<std::string> bottom_lines(const Game& game, int width);
// Where the play screen puts things on a terminal `cols` x `rows`: the map (left of the
// sidebar, under the message line), and, when the screen has rows to spare under a level
// that fits, a pane of recent messages under the map (DCSS's and Brogue's message window).
struct PlayLayout {
  std::vector<std::string> bottom;  // bottom_lines()
  int map_width = 0;
  int map_rows = 0;
  int pane_top = 0;
  int pane_rows = 0;  // 0: no pane
};
// (`zoom`: the map's zoom; a zoomed level needs more rows, and leaves fewer to the pane.)
PlayLayout play_layout(const Game& game, int cols, int rows, int zoom = 1);
// The map as a screen shows it: which level cell is at the top-left, how many level cells
// across and down, and how many terminal cells wide and high each is drawn (the zoom).
struct MapView {
  Vec origin;    // the level cell at the view's top-left (negative: the level is centred)
  Vec cells;     // level cells shown
  int zoom = 1;  // terminal cells per level cell, each way
  int top = 0;   // the terminal row the map starts on
  // The level cell under terminal cell (col, row), if the map is there.
  bool cell_at(int col, int row, Vec& out) const;
  // The terminal cell where level cell p is drawn (its block's top-left).
  Vec screen_of(Vec p) const { return {(p.x - origin.x) * zoom, top + (p.y - origin.y) * zoom}; }
};
MapView map_view(const Game& game, const PlayLayout& layout, int zoom);

// Whether the latest messages must be paged on the top line with --More-- (false when the
// message pane shows them whole, or nothing is said).
bool messages_need_paging(const Game& game, int cols, int rows, int zoom = 1);
// The current level as the hero knows it, one text line per row (for the morgue record).
std::string level_as_text(const Content& content, const Game& game);

class PlayScreen : public Screen {
 public:
  // What the top line pages when no notice is up: the latest messages, unless the pane shows
  // them whole (at the terminal's size as the platform laid it out).
  static std::string top_line_messages(const App& app, int width);
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
  bool wants_pointer() const override { return true; }

  // Rows taken by the message line (top); the status lines and key reminder take the bottom
  // (bottom_lines(): three rows, more on a narrow screen).
  static constexpr int kTopRows = 1;
  // The map's rows on a terminal `height` rows high whose bottom shows `bottom` lines.
  static int map_rows(int height, int bottom) { return std::max(0, height - kTopRows - bottom); }

 private:
  // Hover describes the cell, a click walks there (or steps/attacks when next to the hero),
  // a long press looks.
  bool handle_pointer(const Input& in, App& app);
  mutable Vec view_{0, 0};  // the map view's size in terminal cells when last drawn
  mutable MapView map_;     // the map as last drawn (for pointer cells)
  // The message line's pages. Updated when drawing and again when an input arrives (keys
  // queued between two frames page exactly as keys pressed one per frame).
  mutable MessagePager more_;
};

}  // namespace dg
