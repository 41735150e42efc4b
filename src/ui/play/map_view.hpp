#pragma once
// The map as the play and look screens draw it: which level cells are shown where (the
// camera on the hero, the zoom), what each cell looks like, and the level as text.
#include <string>

#include "core/geometry.hpp"
#include "ui/text/color.hpp"

namespace dg {

// The grounds that mark a monster on the map (and in the symbols' guide): the hero's pet and
// allies (as NetHack's hilite_pet), a captive in chains.
inline constexpr Rgb kPetBack{90, 30, 90};
inline constexpr Rgb kCaptiveBack{70, 70, 70};

class Appearance;
class Game;
class Terminal;
struct Content;
struct Look;

// What the map draws at p (view_cell decides what is there; remembered cells are dimmed);
// false for a cell the hero knows nothing of.
bool map_look(const Appearance& looks, const Game& game, Vec p, Look& out);

// The map as a screen shows it: which level cell is at the top-left, how many level cells
// across and down, and how many terminal cells wide and high each is drawn (the zoom).
struct MapView {
  Vec origin;    // the level cell at the view's top-left (negative: the level is centred)
  Vec cells;     // level cells shown
  int zoom = 1;  // terminal cells per level cell, each way
  int top = 0;   // the terminal row the map starts on
  // The level cell under terminal cell (col, row), if the map is there.
  bool cell_at(int col, int row, Vec& out) const;
  // Whether level cell p is inside the view.
  bool shows(Vec p) const {
    const Vec in = p - origin;
    return in.x >= 0 && in.y >= 0 && in.x < cells.x && in.y < cells.y;
  }
  // The terminal cell where level cell p is drawn (its block's top-left).
  Vec screen_of(Vec p) const { return {(p.x - origin.x) * zoom, top + (p.y - origin.y) * zoom}; }
};
// The view of a map `width` x `rows` terminal cells from row `top`, each level cell `zoom`
// cells big, the camera on the hero.
MapView map_view(const Game& game, int top, int width, int rows, int zoom);
// Draws what the hero knows of the level in `view`.
void draw_map(Terminal& term, const Appearance& looks, const Game& game, const MapView& view);
// The current level as the hero knows it, one text line per row (for the morgue record).
std::string level_as_text(const Content& content, const Game& game);

}  // namespace dg
