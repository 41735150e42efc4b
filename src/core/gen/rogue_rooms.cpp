#include <algorithm>

#include "core/gen/carve.hpp"
#include "core/gen/generators.hpp"

namespace dg::gen {

namespace {
constexpr int kCols = 3, kRows = 3;

// A door in the wall of `r` facing direction (dx, dy).
Vec door_spot(Rng& rng, const Room& r, int dx, int dy) {
  if (dx > 0) return {r.x + r.w, rng.range(r.y, r.y + r.h - 1)};
  if (dx < 0) return {r.x - 1, rng.range(r.y, r.y + r.h - 1)};
  if (dy > 0) return {rng.range(r.x, r.x + r.w - 1), r.y + r.h};
  return {rng.range(r.x, r.x + r.w - 1), r.y - 1};
}

// Joins rooms a and b (grid neighbours, b right of or below a) the Rogue way: a door on
// each facing wall, a corridor out of each, and a jog between them halfway.
void join(Level& level, Rng& rng, const Room& a, const Room& b, bool horizontal) {
  const Vec da = door_spot(rng, a, horizontal ? 1 : 0, horizontal ? 0 : 1);
  const Vec db = door_spot(rng, b, horizontal ? -1 : 0, horizontal ? 0 : -1);
  level.tiles[da] = roll_door(rng);
  level.tiles[db] = roll_door(rng);
  const Vec out_a = da + (horizontal ? Vec{1, 0} : Vec{0, 1});
  const Vec out_b = db - (horizontal ? Vec{1, 0} : Vec{0, 1});
  if (horizontal) {
    const int mid = rng.range(std::min(out_a.x, out_b.x), std::max(out_a.x, out_b.x));
    dig_line(level, rng, out_a, {mid, out_a.y});
    dig_line(level, rng, {mid, out_a.y}, {mid, out_b.y});
    dig_line(level, rng, {mid, out_b.y}, out_b);
  } else {
    const int mid = rng.range(std::min(out_a.y, out_b.y), std::max(out_a.y, out_b.y));
    dig_line(level, rng, out_a, {out_a.x, mid});
    dig_line(level, rng, {out_a.x, mid}, {out_b.x, mid});
    dig_line(level, rng, {out_b.x, mid}, out_b);
  }
}
}  // namespace

Level rogue_rooms(Rng& rng, int depth) {
  Level level = Level::filled(80, 21, Tile::Rock);
  const int cell_w = level.width() / kCols;   // 26
  const int cell_h = level.height() / kRows;  // 7
  for (int gy = 0; gy < kRows; ++gy) {
    for (int gx = 0; gx < kCols; ++gx) {
      // Floor 2..13 wide and 2..5 high, at most 50 cells, inside the grid cell with room
      // for walls and a corridor lane around it.
      Room r;
      r.w = rng.range(2, std::min(13, cell_w - 4));
      r.h = rng.range(2, std::min(5, cell_h - 3));
      while (r.w * r.h > 50) --r.w;
      r.x = gx * cell_w + rng.range(2, cell_w - r.w - 2);
      r.y = gy * cell_h + rng.range(1, cell_h - r.h - 1);
      r.lit = rng.percent(lit_chance(depth));
      carve_room(level, r);
      level.rooms.push_back(r);
    }
  }
  // A random spanning tree over the grid (every room reachable), then a few extra links
  // so there are loops to run around.
  auto id = [](int gx, int gy) { return gy * kCols + gx; };
  std::vector<int> group(kCols * kRows);
  for (int i = 0; i < kCols * kRows; ++i) group[static_cast<std::size_t>(i)] = i;
  struct Edge {
    int a, b;
    bool horizontal;
  };
  std::vector<Edge> edges;
  for (int gy = 0; gy < kRows; ++gy)
    for (int gx = 0; gx < kCols; ++gx) {
      if (gx + 1 < kCols) edges.push_back({id(gx, gy), id(gx + 1, gy), true});
      if (gy + 1 < kRows) edges.push_back({id(gx, gy), id(gx, gy + 1), false});
    }
  rng.shuffle(edges);
  auto root = [&](int x) {
    while (group[static_cast<std::size_t>(x)] != x) x = group[static_cast<std::size_t>(x)];
    return x;
  };
  int extra = rng.range(1, 3);
  for (const Edge& e : edges) {
    const int ra = root(e.a), rb = root(e.b);
    if (ra == rb && extra-- <= 0) continue;
    group[static_cast<std::size_t>(ra)] = rb;
    join(level, rng, level.rooms[static_cast<std::size_t>(e.a)],
         level.rooms[static_cast<std::size_t>(e.b)], e.horizontal);
  }
  return level;
}

}  // namespace dg::gen
