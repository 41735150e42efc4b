#pragma once
// Pathfinding on the grid with 8-way unit-cost steps: a distance field from a source
// (Dijkstra; with unit costs a breadth-first flood is exactly Dijkstra) and A* between two
// cells (Chebyshev heuristic, which is exact-admissible for 8-way unit steps). Ties are broken
// by position, so every standard library gives the same path: native and wasm agree.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/geometry.hpp"

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
// `max_nodes` bounds the work. Grids up to 4096 cells a side and 2^20 cells in all (levels are
// 80 x 21); a larger one gets no path.
template <typename CanStep>
std::vector<Vec> astar(int width, int height, Vec from, Vec to, CanStep can_step,
                       int max_nodes = 1 << 20) {
  // Open nodes are packed into one integer, so the heap compares single words: f first
  // (ascending), then g (descending: the deeper node, fewer re-expansions), then y, then x. The
  // order is exactly the old four-field comparison's, so paths (and games) are unchanged.
  constexpr int kBits = 20;
  constexpr std::uint64_t kMax = (std::uint64_t{1} << kBits) - 1;
  auto pack = [](int f, int g, Vec p) {
    return static_cast<std::uint64_t>(f) << 44 | (kMax - static_cast<std::uint64_t>(g)) << 24 |
           static_cast<std::uint64_t>(p.y) << 12 | static_cast<std::uint64_t>(p.x);
  };
  auto h = [&](Vec p) {
    const int dx = p.x > to.x ? p.x - to.x : to.x - p.x;
    const int dy = p.y > to.y ? p.y - to.y : to.y - p.y;
    return dx > dy ? dx : dy;
  };
  std::vector<Vec> path;
  if (width > 4096 || height > 4096 || std::int64_t{width} * height >= std::int64_t{1} << kBits)
    return path;
  Array2D<int> g(width, height, -1);
  Array2D<std::int8_t> came(width, height, -1);  // index into kAllDirs of the step taken
  if (!g.contains(from) || !g.contains(to)) return path;
  std::vector<std::uint64_t> heap;
  heap.reserve(1024);
  const auto later = std::greater<std::uint64_t>();  // a min-heap
  g[from] = 0;
  heap.push_back(pack(h(from), 0, from));
  int expanded = 0;
  while (!heap.empty() && expanded < max_nodes) {
    std::pop_heap(heap.begin(), heap.end(), later);
    const std::uint64_t top = heap.back();
    heap.pop_back();
    const Vec p{static_cast<int>(top & 0xFFF), static_cast<int>(top >> 12 & 0xFFF)};
    const int ng0 = static_cast<int>(kMax - (top >> 24 & kMax));
    if (ng0 != g[p]) continue;  // a stale entry
    if (p == to) break;
    ++expanded;
    for (std::size_t i = 0; i < kAllDirs.size(); ++i) {
      const Vec q = p + offset(kAllDirs[i]);
      if (!g.contains(q) || !can_step(p, q)) continue;
      const int ng = ng0 + 1;
      if (g[q] != -1 && g[q] <= ng) continue;
      g[q] = ng;
      came[q] = static_cast<std::int8_t>(i);
      heap.push_back(pack(ng + h(q), ng, q));
      std::push_heap(heap.begin(), heap.end(), later);
    }
  }
  if (g[to] == -1) return path;
  for (Vec p = to; p != from; p = p - offset(kAllDirs[static_cast<std::size_t>(came[p])]))
    path.push_back(p);
  return {path.rbegin(), path.rend()};
}

}  // namespace dg
