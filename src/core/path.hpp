#pragma once
// Pathfinding on the grid with 8-way unit-cost steps: a distance field from a source
// (Dijkstra; with unit costs a breadth-first flood is exactly Dijkstra) and A* between two
// cells (Chebyshev heuristic, which is exact-admissible for 8-way unit steps). Ties are broken
// by position, so every standard library gives the same path: native and wasm agree.
#include <cstdint>
#include <queue>
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
// `max_nodes` bounds the work.
template <typename CanStep>
std::vector<Vec> astar(int width, int height, Vec from, Vec to, CanStep can_step,
                       int max_nodes = 1 << 20) {
  struct Node {
    int f, g, y, x;
    bool operator>(const Node& o) const {
      if (f != o.f) return f > o.f;
      if (g != o.g) return g < o.g;  // prefer the deeper node: fewer re-expansions
      if (y != o.y) return y > o.y;
      return x > o.x;
    }
  };
  auto h = [&](Vec p) {
    const int dx = p.x > to.x ? p.x - to.x : to.x - p.x;
    const int dy = p.y > to.y ? p.y - to.y : to.y - p.y;
    return dx > dy ? dx : dy;
  };
  std::vector<Vec> path;
  Array2D<int> g(width, height, -1);
  Array2D<std::int8_t> came(width, height, -1);  // index into kAllDirs of the step taken
  if (!g.contains(from) || !g.contains(to)) return path;
  std::priority_queue<Node, std::vector<Node>, std::greater<Node>> open;
  g[from] = 0;
  open.push({h(from), 0, from.y, from.x});
  int expanded = 0;
  while (!open.empty() && expanded < max_nodes) {
    const Node n = open.top();
    open.pop();
    const Vec p{n.x, n.y};
    if (n.g != g[p]) continue;  // a stale entry
    if (p == to) break;
    ++expanded;
    for (std::size_t i = 0; i < kAllDirs.size(); ++i) {
      const Vec q = p + offset(kAllDirs[i]);
      if (!g.contains(q) || !can_step(p, q)) continue;
      const int ng = n.g + 1;
      if (g[q] != -1 && g[q] <= ng) continue;
      g[q] = ng;
      came[q] = static_cast<std::int8_t>(i);
      open.push({ng + h(q), ng, q.y, q.x});
    }
  }
  if (g[to] == -1) return path;
  for (Vec p = to; p != from; p = p - offset(kAllDirs[static_cast<std::size_t>(came[p])]))
    path.push_back(p);
  return {path.rbegin(), path.rend()};
}

}  // namespace dg
