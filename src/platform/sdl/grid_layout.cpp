#include "platform/sdl/grid_layout.hpp"

#include <algorithm>
#include <cmath>

namespace dg {

int choose_font_px(int out_w, int out_h, double dpr, int ref_px, int ref_cell_w, int ref_cell_h) {
  if (dpr <= 0) dpr = 1;
  // The largest font at which `cols` x `rows` cells fit the output.
  auto fitting = [&](int cols, int rows) {
    const double by_width = static_cast<double>(out_w) * ref_px / (cols * ref_cell_w);
    const double by_height = static_cast<double>(out_h) * ref_px / (rows * ref_cell_h);
    return static_cast<int>(std::floor(std::min(by_width, by_height)));
  };
  const int lo = static_cast<int>(std::lround(kMinFontCssPx * dpr));
  const int hi = static_cast<int>(std::lround(kMaxFontCssPx * dpr));
  // A screen so large that even the wide grid is bigger than the usual largest font: fill it
  // (at 1920x1080 the map and its sidebar left about 40 % of the window black).
  if (const int wide = fitting(kWideCols, kTallRows); wide > hi)
    return std::min(wide, static_cast<int>(std::lround(kMaxLargeFontCssPx * dpr)));
  return std::clamp(fitting(kWantCols, kWantRows), lo, hi);
}

GridLayout fit_grid(int out_w, int out_h, int font_px, int cell_w, int cell_h) {
  GridLayout g;
  g.font_px = font_px;
  if (cell_w <= 0 || cell_h <= 0) return g;
  g.cols = std::max(1, out_w / cell_w);
  g.rows = std::max(1, out_h / cell_h);
  g.origin_x = std::max(0, (out_w - g.cols * cell_w) / 2);
  g.origin_y = std::max(0, (out_h - g.rows * cell_h) / 2);
  return g;
}

}  // namespace dg
