#include "core/fov.hpp"

#include <vector>

#include "core/level.hpp"

namespace dg {

namespace {

// A slope num/den with den > 0.
struct Slope {
  std::int64_t num;
  std::int64_t den;
};

std::int64_t floor_div(std::int64_t a, std::int64_t b) {  // b > 0
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return -floor_div(-a, b);
}

struct Row {
  int depth;
  Slope start;
  Slope end;
};

// The scan works in one quadrant's coordinates (depth away from the origin, col across);
// Opaque(Vec) and Reveal(Vec) take map coordinates.
template <typename Opaque, typename Reveal>
void scan_quadrant(Vec origin, int quadrant, int max_depth, std::int64_t radius_sq, Opaque opaque,
                   Reveal reveal) {
  auto to_map = [&](int depth, int col) -> Vec {
    switch (quadrant) {
      case 0: return {origin.x + col, origin.y - depth};   // north
      case 1: return {origin.x + depth, origin.y + col};   // east
      case 2: return {origin.x + col, origin.y + depth};   // south
      default: return {origin.x - depth, origin.y + col};  // west
    }
  };
  std::vector<Row> rows{{1, {-1, 1}, {1, 1}}};
  while (!rows.empty()) {
    Row row = rows.back();
    rows.pop_back();
    if (row.depth > max_depth) continue;
    const std::int64_t d = row.depth;
    const std::int64_t min_col =
        floor_div(2 * d * row.start.num + row.start.den, 2 * row.start.den);
    const std::int64_t max_col = ceil_div(2 * d * row.end.num - row.end.den, 2 * row.end.den);
    int prev = -1;  // -1 none, 0 floor, 1 wall
    for (std::int64_t col = min_col; col <= max_col; ++col) {
      const Vec p = to_map(row.depth, static_cast<int>(col));
      const int wall = opaque(p) ? 1 : 0;
      const bool symmetric =
          col * row.start.den >= d * row.start.num && col * row.end.den <= d * row.end.num;
      if ((wall || symmetric) && col * col + d * d <= radius_sq) reveal(p);
      const Slope here{2 * col - 1, 2 * d};
      if (prev == 1 && !wall) row.start = here;
      if (prev == 0 && wall) rows.push_back({row.depth + 1, row.start, here});
      prev = wall;
    }
    if (prev == 0) rows.push_back({row.depth + 1, row.start, row.end});
  }
}

template <typename Opaque>
void cast(int width, int height, Vec origin, int radius, Opaque opaque,
          Array2D<std::uint8_t>& visible) {
  if (visible.width() != width || visible.height() != height) {
    visible = Array2D<std::uint8_t>(width, height, 0);
  } else {
    visible.fill(0);
  }
  if (!visible.contains(origin)) return;
  visible[origin] = 1;
  const int max_depth = radius < 0 ? (width > height ? width : height) : radius;
  const std::int64_t radius_sq =
      radius < 0 ? (std::int64_t{1} << 40) : static_cast<std::int64_t>(radius) * radius + radius;
  auto reveal = [&](Vec p) {
    if (visible.contains(p)) visible[p] = 1;
  };
  for (int q = 0; q < 4; ++q) scan_quadrant(origin, q, max_depth, radius_sq, opaque, reveal);
}

}  // namespace

void field_of_view(const Level& level, Vec origin, int radius, Array2D<std::uint8_t>& visible) {
  cast(
      level.width(), level.height(), origin, radius,
      [&](Vec p) { return !level.contains(p) || level.blocks_sight(p); }, visible);
}

void field_of_view(const Array2D<std::uint8_t>& opaque, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible) {
  cast(
      opaque.width(), opaque.height(), origin, radius,
      [&](Vec p) { return !opaque.contains(p) || opaque[p] != 0; }, visible);
}

}  // namespace dg
