#include "core/fov.hpp"

#include <vector>

#include "core/level.hpp"

namespace dg {

namespace {

// A slope num/den with den > 0. Ints suffice: |num| <= 2 * depth + 1 and den = 2 * depth.
struct Slope {
  int num;
  int den;
};

int floor_div(int a, int b) {  // b > 0
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
int ceil_div(int a, int b) {
  return -floor_div(-a, b);
}

struct Row {
  int depth;
  Slope start;
  Slope end;
};

// One quadrant: cells origin + depth * along + col * across. Cells are addressed by their
// index in the width-wide grid so the inner loop is a multiply-add, not a bounds check per
// lookup; cells off the map count as walls (and are never marked), as before.
template <bool kLimited, typename Opaque>
void scan_quadrant(int width, int height, Vec origin, Vec along, Vec across, int max_depth,
                   std::int64_t radius_sq, Opaque opaque, std::uint8_t* visible,
                   std::vector<Row>& rows) {
  const int step = across.y * width + across.x;
  rows.assign(1, Row{1, {-1, 1}, {1, 1}});
  while (!rows.empty()) {
    Row row = rows.back();
    rows.pop_back();
    if (row.depth > max_depth) continue;
    const int d = row.depth;
    const Vec base{origin.x + along.x * d, origin.y + along.y * d};
    // The cols of this row inside the map (the row runs along x or along y).
    const bool row_on_map =
        across.x != 0 ? base.y >= 0 && base.y < height : base.x >= 0 && base.x < width;
    const int lo = across.x != 0 ? -base.x * across.x : -base.y * across.y;
    const int hi =
        across.x != 0 ? (width - 1 - base.x) * across.x : (height - 1 - base.y) * across.y;
    const int first = lo < hi ? lo : hi, last = lo < hi ? hi : lo;
    const int base_index = base.y * width + base.x;
    const int min_col = floor_div(2 * d * row.start.num + row.start.den, 2 * row.start.den);
    const int max_col = ceil_div(2 * d * row.end.num - row.end.den, 2 * row.end.den);
    int prev = -1;  // -1 none, 0 floor, 1 wall
    for (int col = min_col; col <= max_col; ++col) {
      const bool inside = row_on_map && col >= first && col <= last;
      const int i = base_index + col * step;
      const int wall = !inside || opaque(i) ? 1 : 0;
      if (inside && (wall || (col * row.start.den >= d * row.start.num &&
                              col * row.end.den <= d * row.end.num))) {
        if (!kLimited || std::int64_t{col} * col + std::int64_t{d} * d <= radius_sq) visible[i] = 1;
      }
      const Slope here{2 * col - 1, 2 * d};
      if (prev == 1 && !wall) row.start = here;
      if (prev == 0 && wall) rows.push_back({d + 1, row.start, here});
      prev = wall;
    }
    if (prev == 0) rows.push_back({d + 1, row.start, row.end});
  }
}

// Opaque(int index) says whether the cell at that index of the width x height grid blocks sight.
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
  std::uint8_t* cells = &visible[Vec{0, 0}];
  std::vector<Row> rows;
  rows.reserve(64);
  // North, east, south, west: the depth direction and the direction across it.
  constexpr Vec kAlong[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
  constexpr Vec kAcross[4] = {{1, 0}, {0, 1}, {1, 0}, {0, 1}};
  for (int q = 0; q < 4; ++q) {
    if (radius < 0)  // no radius test in the inner loop at all
      scan_quadrant<false>(width, height, origin, kAlong[q], kAcross[q], max_depth, radius_sq,
                           opaque, cells, rows);
    else
      scan_quadrant<true>(width, height, origin, kAlong[q], kAcross[q], max_depth, radius_sq,
                          opaque, cells, rows);
  }
}

}  // namespace

void field_of_view(const Level& level, Vec origin, int radius, Array2D<std::uint8_t>& visible) {
  const Tile* tiles = level.tiles.cells().data();
  cast(
      level.width(), level.height(), origin, radius,
      [tiles](int i) { return rules(tiles[i]).blocks_sight; }, visible);
}

void field_of_view(const Array2D<std::uint8_t>& opaque, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible) {
  const std::uint8_t* cells = opaque.cells().data();
  cast(
      opaque.width(), opaque.height(), origin, radius, [cells](int i) { return cells[i] != 0; },
      visible);
}

}  // namespace dg
