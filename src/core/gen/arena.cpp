#include "core/gen/generators.hpp"

namespace dg::gen {

Level arena(Rng& rng, int /*depth*/) {
  Level level = Level::filled(80, 21, Tile::Floor);
  for (int y = 0; y < level.height(); ++y)
    for (int x = 0; x < level.width(); ++x) {
      const bool border = x == 0 || y == 0 || x == level.width() - 1 || y == level.height() - 1;
      // Sparse single-cell pillars (never two touching diagonally only, so nothing seals).
      const bool pillar = !border && x % 2 == 0 && y % 2 == 0 && rng.percent(25);
      if (border || pillar) level.tiles[{x, y}] = Tile::Wall;
    }
  return level;
}

}  // namespace dg::gen
