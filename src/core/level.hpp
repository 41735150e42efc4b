#pragma once
// One dungeon level: its tiles and where its staircases are.
#include "core/geometry.hpp"
#include "core/tile.hpp"

namespace dg {

struct Level {
  Array2D<Tile> tiles;

  int width() const { return tiles.width(); }
  int height() const { return tiles.height(); }
  bool contains(Vec p) const { return tiles.contains(p); }
  // Outside the map counts as rock, so callers can probe neighbours without bounds checks.
  Tile at(Vec p) const { return contains(p) ? tiles[p] : Tile::Rock; }
  bool walkable(Vec p) const { return rules(at(p)).walkable; }

  friend bool operator==(const Level&, const Level&) = default;
};

}  // namespace dg
