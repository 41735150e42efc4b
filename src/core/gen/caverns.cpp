#include <vector>

#include "core/gen/generators.hpp"

namespace dg::gen {

namespace {
// Labels 4-connected open regions; returns the label grid and each region's size.
int largest_region(const Array2D<std::uint8_t>& open, Array2D<int>& label) {
  label = Array2D<int>(open.width(), open.height(), -1);
  int best = -1, best_size = 0, next = 0;
  std::vector<Vec> stack;
  for (int y = 0; y < open.height(); ++y)
    for (int x = 0; x < open.width(); ++x) {
      if (!open[{x, y}] || label[{x, y}] >= 0) continue;
      int size = 0;
      stack.push_back({x, y});
      label[{x, y}] = next;
      while (!stack.empty()) {
        const Vec p = stack.back();
        stack.pop_back();
        ++size;
        for (Dir d : {Dir::N, Dir::E, Dir::S, Dir::W}) {
          const Vec q = p + offset(d);
          if (open.contains(q) && open[q] && label[q] < 0) {
            label[q] = next;
            stack.push_back(q);
          }
        }
      }
      if (size > best_size) best = next, best_size = size;
      ++next;
    }
  return best;
}
}  // namespace

Level caverns(Rng& rng, int /*depth*/) {
  constexpr int kW = 90, kH = 30;
  // 1 = open. Start with 55% open inside a solid border, then 5 rounds of the 4-5 rule: a
  // cell becomes rock when at least 5 of the 9 cells around it (itself included) are rock.
  Array2D<std::uint8_t> open(kW, kH, 0);
  for (int y = 1; y < kH - 1; ++y)
    for (int x = 1; x < kW - 1; ++x) open[{x, y}] = rng.percent(55) ? 1 : 0;
  for (int round = 0; round < 5; ++round) {
    Array2D<std::uint8_t> next(kW, kH, 0);
    for (int y = 1; y < kH - 1; ++y)
      for (int x = 1; x < kW - 1; ++x) {
        int rock = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) rock += open[{x + dx, y + dy}] ? 0 : 1;
        next[{x, y}] = rock >= 5 ? 0 : 1;
      }
    open = next;
  }
  Array2D<int> label;
  const int keep = largest_region(open, label);
  Level level = Level::filled(kW, kH, Tile::Rock);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x)
      if (keep >= 0 && label[{x, y}] == keep) level.tiles[{x, y}] = Tile::Floor;
  // Cave walls: rock next to the cave, so the edge of sight is drawn.
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      if (level.tiles[{x, y}] != Tile::Rock) continue;
      for (Dir d : kAllDirs)
        if (level.at(Vec{x, y} + offset(d)) == Tile::Floor) {
          level.tiles[{x, y}] = Tile::Wall;
          break;
        }
    }
  return level;
}

}  // namespace dg::gen
