#include <vector>

#include "core/gen/carve.hpp"
#include "core/gen/generators.hpp"

namespace dg::gen {

namespace {

struct Area {
  int x, y, w, h;
};

constexpr int kMinW = 9, kMinH = 7;  // a leaf must hold a 2x2 room, walls and a margin
constexpr int kMaxDepth = 5;
constexpr int kSplitTries = 4;

struct Builder {
  Level& level;
  Rng& rng;
  int depth;

  // Builds the subtree for `a` and returns its connection point: a floor cell that
  // corridors from the sibling subtree aim for.
  Vec build(Area a, int level_depth) {
    if (level_depth < kMaxDepth) {
      for (int t = 0; t < kSplitTries; ++t) {
        // Split across the longer side more often, so areas stay roughly square.
        const bool vertical = a.w > a.h * 2 ? true : a.h > a.w ? false : rng.coin();
        const int size = vertical ? a.w : a.h;
        const int min = vertical ? kMinW : kMinH;
        if (size < 2 * min) continue;  // this cut does not fit: try the other way
        const int cut = rng.range(min, size - min);
        const Area first = vertical ? Area{a.x, a.y, cut, a.h} : Area{a.x, a.y, a.w, cut};
        const Area second =
            vertical ? Area{a.x + cut, a.y, a.w - cut, a.h} : Area{a.x, a.y + cut, a.w, a.h - cut};
        const Vec p = build(first, level_depth + 1);
        const Vec q = build(second, level_depth + 1);
        dig_l_corridor_avoiding_walls(level, rng, p, q, rng.coin());
        return rng.coin() ? p : q;
      }
    }
    return leaf(a);  // too small to split (or deep enough): this area becomes a room
  }

  Vec leaf(Area a) {
    Room r;
    r.w = rng.range(2, a.w - 4);
    r.h = rng.range(2, a.h - 4 > 2 ? a.h - 4 : 2);
    r.x = a.x + rng.range(2, a.w - r.w - 2);
    r.y = a.y + rng.range(2, a.h - r.h - 2 > 2 ? a.h - r.h - 2 : 2);
    r.lit = rng.percent(lit_chance(depth));
    carve_room(level, r);
    level.rooms.push_back(r);
    return {rng.range(r.x, r.x + r.w - 1), rng.range(r.y, r.y + r.h - 1)};
  }
};

}  // namespace

Level bsp(Rng& rng, int depth) {
  Level level = Level::filled(90, 30, Tile::Rock);
  Builder b{level, rng, depth};
  b.build({0, 0, level.width(), level.height()}, 0);
  return level;
}

}  // namespace dg::gen
