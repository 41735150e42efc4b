#include "core/world/fov.hpp"

#include <cstring>
#include <vector>

#include "core/world/level.hpp"

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
                   std::vector<Row>& rows, int& deepest) {
  const int step = across.y * width + across.x;
  rows.assign(1, Row{1, {-1, 1}, {1, 1}});
  while (!rows.empty()) {
    Row row = rows.back();
    rows.pop_back();
    if (row.depth > max_depth) continue;
    const int d = row.depth;
    deepest = d > deepest ? d : deepest;  // marks stay within `deepest` steps of the origin
    const Vec base{origin.x + along.x * d, origin.y + along.y * d};
    // A row off the map is all wall: nothing to mark, nothing beyond it.
    if (across.x != 0 ? base.y < 0 || base.y >= height : base.x < 0 || base.x >= width) continue;
    // The cols of this row inside the map (the row runs along x or along y).
    const int lo = across.x != 0 ? -base.x * across.x : -base.y * across.y;
    const int hi =
        across.x != 0 ? (width - 1 - base.x) * across.x : (height - 1 - base.y) * across.y;
    const int first = lo < hi ? lo : hi, last = lo < hi ? hi : lo;
    const int base_index = base.y * width + base.x;
    const int min_col = floor_div(2 * d * row.start.num + row.start.den, 2 * row.start.den);
    const int max_col = ceil_div(2 * d * row.end.num - row.end.den, 2 * row.end.den);
    // Cols outside the map are walls: only the ones inside are looked at, and a wall just
    // left of them (prev = 1) or just right of them (the last push) is accounted for.
    const int from = min_col > first ? min_col : first, to = max_col < last ? max_col : last;
    int prev = min_col < first ? 1 : -1;  // -1 none, 0 floor, 1 wall
    // A floor cell is marked when its centre lies between the slopes (the symmetry rule):
    // col * start.den >= d * start.num and col * end.den <= d * end.num, as bounds on col.
    // Once start moves to a wall's edge at col c, every col >= c passes, so sym_lo = c.
    int sym_lo = ceil_div(d * row.start.num, row.start.den);
    const int sym_hi = floor_div(d * row.end.num, row.end.den);
    const std::int64_t room = radius_sq - std::int64_t{d} * d;  // col² must fit in it
    for (int col = from; col <= to; ++col) {
      const int i = base_index + col * step;
      const int wall = opaque(i) ? 1 : 0;
      if ((wall || (col >= sym_lo && col <= sym_hi)) &&
          (!kLimited || std::int64_t{col} * col <= room))
        visible[i] = 1;
      if (prev == 1 && !wall) {
        row.start = Slope{2 * col - 1, 2 * d};
        sym_lo = col;
      }
      if (prev == 0 && wall) rows.push_back({d + 1, row.start, Slope{2 * col - 1, 2 * d}});
      prev = wall;
    }
    if (prev == 0)  // ends on floor: the rest of the row (a wall off the map, if any) ends it
      rows.push_back({d + 1, row.start, max_col > last ? Slope{2 * last + 1, 2 * d} : row.end});
  }
}

// Opaque(int index) says whether the cell at that index of the width x height grid blocks sight.
// `touched` holds every cell the grid may have marked (all of it when unknown); only those are
// cleared, and it comes back holding what this call may have marked. Clearing just that box,
// not the whole grid, is what makes a small field cheap (a 200x200 grid is 40 KB to clear).
template <typename Opaque>
void cast(int width, int height, Vec origin, int radius, Opaque opaque,
          Array2D<std::uint8_t>& visible, FovBox& touched) {
  if (visible.width() != width || visible.height() != height) {
    visible = Array2D<std::uint8_t>(width, height, 0);
  } else if (touched.x0 <= touched.x1) {
    const int x0 = touched.x0 > 0 ? touched.x0 : 0;
    const int x1 = touched.x1 < width - 1 ? touched.x1 : width - 1;
    const int y0 = touched.y0 > 0 ? touched.y0 : 0;
    const int y1 = touched.y1 < height - 1 ? touched.y1 : height - 1;
    if (x0 <= x1)
      for (int y = y0; y <= y1; ++y)
        std::memset(&visible[Vec{x0, y}], 0, static_cast<std::size_t>(x1 - x0 + 1));
  }
  touched = FovBox{};  // empty
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
  int deepest = 0;  // the farthest row scanned: every mark is that close in x and in y
  for (int q = 0; q < 4; ++q) {
    if (radius < 0)  // no radius test in the inner loop at all
      scan_quadrant<false>(width, height, origin, kAlong[q], kAcross[q], max_depth, radius_sq,
                           opaque, cells, rows, deepest);
    else
      scan_quadrant<true>(width, height, origin, kAlong[q], kAcross[q], max_depth, radius_sq,
                          opaque, cells, rows, deepest);
  }
  touched = {origin.x - deepest, origin.x + deepest, origin.y - deepest, origin.y + deepest};
}

auto level_opacity(const Level& level, const TileTable& rules) {
  const Tile* tiles = level.tiles.cells().data();
  const TileRules* table = rules.data();
  // Smoke blocks sight too (a gas's `opaque`); a level with no gas now has nothing to read.
  const GasCell* gas = level.gassy > 0 ? level.gas.cells().data() : nullptr;
  return [tiles, table, gas](int i) {
    return table[static_cast<std::size_t>(tiles[i])].blocks_sight || (gas && gas[i].opaque);
  };
}

auto grid_opacity(const Array2D<std::uint8_t>& opaque) {
  const std::uint8_t* cells = opaque.cells().data();
  return [cells](int i) { return cells[i] != 0; };
}

}  // namespace

void field_of_view(const Level& level, const TileTable& tiles, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible) {
  FovBox all = FovBox::whole(visible.width(), visible.height());
  cast(level.width(), level.height(), origin, radius, level_opacity(level, tiles), visible, all);
}

void field_of_view(const Array2D<std::uint8_t>& opaque, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible) {
  FovBox all = FovBox::whole(visible.width(), visible.height());
  cast(opaque.width(), opaque.height(), origin, radius, grid_opacity(opaque), visible, all);
}

void FieldOfView::compute(const Level& level, const TileTable& tiles, Vec origin, int radius) {
  cast(level.width(), level.height(), origin, radius, level_opacity(level, tiles), visible_,
       touched_);
}

void FieldOfView::compute(const Array2D<std::uint8_t>& opaque, Vec origin, int radius) {
  cast(opaque.width(), opaque.height(), origin, radius, grid_opacity(opaque), visible_, touched_);
}

}  // namespace dg
