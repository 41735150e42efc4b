#pragma once
// Pathfinding on the grid with 8-way unit-cost steps: a distance field from a source
// (Dijkstra; with unit costs a breadth-first flood is exactly Dijkstra) and A* between two
// cells (Chebyshev heuristic, which is exact-admissible for 8-way unit steps). Ties are broken
// by position, so every standard library gives the same path: native and wasm agree.
#include <cstdint>
#include <vector>

#include "core/geometry.hpp"
#include "core/world/min_heap.hpp"

namespace dg {

constexpr int kUnreached = -1;

// Steps from `source` to every reachable cell (kUnreached elsewhere). `can_step(from, to)`
// says whether one step between neighbours is allowed (steps are treated as reversible).
template <typename CanStep>
void distance_field(int width, int height, Vec source, CanStep can_step, Array2D<int>& dist) {
  if (dist.width() != width || dist.height() != height)
    dist = Array2D<int>(width, height, kUnreached);
  else
    dist.fill(kUnreached);
  if (!dist.contains(source)) return;
  std::vector<Vec> frontier{source}, next;
  dist[source] = 0;
  for (int d = 1; !frontier.empty(); ++d) {
    next.clear();
    for (const Vec p : frontier)
      for (Dir dir : kAllDirs) {
        const Vec q = p + offset(dir);
        if (!dist.contains(q) || dist[q] != kUnreached || !can_step(p, q)) continue;
        dist[q] = d;
        next.push_back(q);
      }
    frontier.swap(next);
  }
}

// The cells of a shortest path from `from` to `to` (excluding `from`, including `to`), or an
// empty vector when there is none. `can_step(a, b)` says whether a step from a to its
// neighbour b is allowed; the last step onto `to` is checked with `to` treated as open
// (`can_step(a, to)` is still asked: pass a predicate that ignores occupants of `to`).
// `can_step` must be pure (it is not asked about cells already reached as near). `max_nodes`
// bounds the work. Grids up to 4096 cells a side and 2^20 cells in all (levels are
// 80 x 21); a larger one gets no path.
template <typename CanStep>
std::vector<Vec> astar(int width, int height, Vec from, Vec to, CanStep can_step,
                       int max_nodes = 1 << 20) {
  // Open nodes are packed into one integer, so the heap compares single words: f first
  // (ascending), then g (descending: the deeper node, fewer re-expansions), then y, then x.
  // Keys are unique (they hold the cell), so the pop order, and with it the path, is the same
  // whichever heap holds them.
  constexpr int kBits = 20;
  constexpr std::uint64_t kMax = (std::uint64_t{1} << kBits) - 1;
  auto pack = [](int f, int g, int x, int y) {
    return static_cast<std::uint64_t>(f) << 44 | (kMax - static_cast<std::uint64_t>(g)) << 24 |
           static_cast<std::uint64_t>(y) << 12 | static_cast<std::uint64_t>(x);
  };
  auto h = [to](int x, int y) {
    const int dx = x > to.x ? x - to.x : to.x - x;
    const int dy = y > to.y ? y - to.y : to.y - y;
    return dx > dy ? dx : dy;
  };
  auto on_grid = [width, height](Vec p) {
    return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
  };
  std::vector<Vec> path;
  if (width > 4096 || height > 4096 || std::int64_t{width} * height >= std::int64_t{1} << kBits)
    return path;
  if (!on_grid(from) || !on_grid(to)) return path;
  // Cells by index (y * width + x), coordinates as plain ints: no Vec in the inner loop.
  const std::size_t cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  std::vector<int> g(cells, -1);
  std::vector<std::int8_t> came(cells, -1);  // index into kAllDirs of the step taken
  MinHeap4 open;
  open.reserve(1024);
  g[static_cast<std::size_t>(from.y * width + from.x)] = 0;
  open.push(pack(h(from.x, from.y), 0, from.x, from.y));
  const int goal = to.y * width + to.x;
  int expanded = 0;
  while (!open.empty() && expanded < max_nodes) {
    const std::uint64_t top = open.pop();
    const int px = static_cast<int>(top & 0xFFF), py = static_cast<int>(top >> 12 & 0xFFF);
    const int pi = py * width + px;
    const int ng0 = static_cast<int>(kMax - (top >> 24 & kMax));
    if (ng0 != g[static_cast<std::size_t>(pi)]) continue;  // a stale entry
    if (pi == goal) break;
    ++expanded;
    const int ng = ng0 + 1;
    for (std::size_t i = 0; i < kAllDirs.size(); ++i) {
      const Vec o = offset(kAllDirs[i]);
      const int qx = px + o.x, qy = py + o.y;
      if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
      const auto qi = static_cast<std::size_t>(qy * width + qx);
      // Known at least as near already: no need to ask can_step (a pure predicate).
      if (g[qi] != -1 && g[qi] <= ng) continue;
      if (!can_step(Vec{px, py}, Vec{qx, qy})) continue;
      g[qi] = ng;
      came[qi] = static_cast<std::int8_t>(i);
      open.push(pack(ng + h(qx, qy), ng, qx, qy));
    }
  }
  if (g[static_cast<std::size_t>(goal)] == -1) return path;
  for (Vec p = to; p != from; p = p - offset(kAllDirs[static_cast<std::size_t>(
                                          came[static_cast<std::size_t>(p.y * width + p.x)])]))
    path.push_back(p);
  return {path.rbegin(), path.rend()};
}

}  // namespace dg
