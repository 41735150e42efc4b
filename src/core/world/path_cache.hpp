#pragma once
// The hunters' shared distance field to the hero. It depends only on the hero's cell and the
// level's tiles, so it is kept until one of those changes (a rested or searched turn reuses
// it). Not part of the game's value: two games differing only in this cache are the same game.
#include <vector>

#include "core/geometry.hpp"
#include "core/world/level.hpp"
#include "core/world/tile.hpp"

namespace dg {

class PathCache {
 public:
  // Steps from every cell of `level` (number `depth`) to the hero at `hero`, as a hunter
  // walks (doors count as open, hazards are avoided); checked once a turn.
  const Array2D<int>& to_hero(const TileTable& tiles, const Level& level, int depth, int turn,
                              Vec hero);

  friend bool operator==(const PathCache&, const PathCache&) { return true; }

 private:
  Array2D<int> to_hero_;
  int tick_ = -1;  // the turn it was last checked (every hunter asks; one check a turn)
  int depth_ = 0;
  Vec from_{-1, -1};
  std::vector<Tile> tiles_;  // the level's tiles the field was made for
};

}  // namespace dg
