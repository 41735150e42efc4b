#include "core/gen/reach.hpp"

#include <vector>

namespace dg::gen {

namespace {
bool passable(const TileTable& tiles, const Level& level, Vec p, Walk walk) {
  const TileRules& t = tiles[static_cast<std::size_t>(level.at(p))];
  if (walk == Walk::AvoidHazards && t.hazard) return false;
  return t.walkable || is_door(level.at(p)) || t.lock;
}
}  // namespace

Array2D<std::uint8_t> reachable(const TileTable& tiles, const Level& level, Vec from, Walk walk) {
  Array2D<std::uint8_t> seen(level.width(), level.height(), 0);
  if (!level.contains(from)) return seen;
  std::vector<Vec> stack{from};
  seen[from] = 1;
  while (!stack.empty()) {
    const Vec p = stack.back();
    stack.pop_back();
    for (Dir d : kAllDirs) {
      const Vec q = p + offset(d);
      if (level.contains(q) && !seen[q] && passable(tiles, level, q, walk)) {
        seen[q] = 1;
        stack.push_back(q);
      }
    }
  }
  return seen;
}

Vec farthest_cell(const Level& level, Vec from) {
  Array2D<int> dist(level.width(), level.height(), -1);
  std::vector<Vec> frontier{from}, next;
  dist[from] = 0;
  Vec far = from;
  while (!frontier.empty()) {
    next.clear();
    for (const Vec p : frontier)
      for (Dir d : kAllDirs) {
        const Vec q = p + offset(d);
        if (!level.contains(q) || dist[q] >= 0 || level.at(q) != Tile::Floor) continue;
        dist[q] = dist[p] + 1;
        far = q;
        next.push_back(q);
      }
    frontier.swap(next);
  }
  return far;
}

}  // namespace dg::gen
