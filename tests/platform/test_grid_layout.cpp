#include <catch2/catch.hpp>

#include "platform/sdl/grid_layout.hpp"

using namespace dg;

// DejaVu Sans Mono measures 60 x 117 pixels per cell at 100 px.
TEST_CASE("the font scales with the device pixel ratio", "[platform][layout]") {
  const int at1 = choose_font_px(1280, 720, 1.0, 100, 60, 117);
  const int at15 = choose_font_px(1920, 1080, 1.5, 100, 60, 117);
  const int at2 = choose_font_px(2560, 1440, 2.0, 100, 60, 117);
  CHECK(at1 == 24);  // 1280x720 fits 80x24 cells at 25 px: capped at 24 CSS px
  CHECK(at15 == 36);
  CHECK(at2 == 48);
}

TEST_CASE("small windows keep a readable minimum and mid-size ones fit 80x24",
          "[platform][layout]") {
  CHECK(choose_font_px(320, 480, 1.0, 100, 60, 117) == kMinFontCssPx);
  CHECK(choose_font_px(320, 480, 1.25, 100, 60, 117) == 15);
  const int px = choose_font_px(900, 600, 1.0, 100, 60, 117);
  CHECK(px == 18);  // 80 * 0.6 * 18 = 864 <= 900; 24 * 1.17 * 18 = 505 <= 600
}

TEST_CASE("a large screen is filled: the map, its sidebar and the pane grow with it",
          "[platform][layout]") {
  // Before: 1920x1080 at a pixel ratio of 1 stayed at 24 px, 137x38 cells for a map of 80x21.
  CHECK(choose_font_px(1920, 1080, 1.0, 100, 60, 117) == 30);  // 106 x 30 cells of 18 x 35
  CHECK(choose_font_px(2560, 1440, 1.0, 100, 60, 117) == 40);
  CHECK(choose_font_px(3840, 2160, 1.0, 100, 60, 117) == kMaxLargeFontCssPx);
  CHECK(choose_font_px(1366, 768, 1.0, 100, 60, 117) == 24);  // a laptop: as before
}

TEST_CASE("the grid fills the output and is centred", "[platform][layout]") {
  const GridLayout g = fit_grid(1000, 500, 20, 12, 23);
  CHECK(g.cols == 83);
  CHECK(g.rows == 21);
  CHECK(g.origin_x == (1000 - 83 * 12) / 2);
  CHECK(g.origin_y == (500 - 21 * 23) / 2);
  CHECK(fit_grid(5, 5, 20, 12, 23).cols == 1);  // never an empty grid
}
