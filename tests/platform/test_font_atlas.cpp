#include <SDL.h>

#include <catch2/catch.hpp>

#include "platform/sdl/assets.hpp"
#include "platform/sdl/font_atlas.hpp"

using namespace dg;

namespace {

// Alpha of the atlas pixel at (x, y).
int alpha(const FontAtlas& a, int x, int y) {
  const SDL_Surface* s = a.surface();
  const auto* row = static_cast<const Uint8*>(s->pixels) + y * s->pitch;
  Uint32 px = reinterpret_cast<const Uint32*>(row)[x];
  return static_cast<int>(px >> 24);  // ARGB8888
}

int lit_pixels(const FontAtlas& a, AtlasRect r) {
  int n = 0;
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x) n += alpha(a, x, y) > 128;
  return n;
}

}  // namespace

TEST_CASE("the atlas rasterises each glyph once into its own cell", "[platform][atlas]") {
  FontAtlas atlas;
  std::string error;
  REQUIRE(atlas.load(game_font(), 20, error));
  CHECK(atlas.cell_width() > 0);
  CHECK(atlas.cell_height() > atlas.cell_width());
  const int before = atlas.glyph_count();
  const AtlasRect a = atlas.slot(U'a');
  const AtlasRect a_again = atlas.slot(U'a');
  const AtlasRect at = atlas.slot(U'@');
  CHECK(atlas.glyph_count() == before + 2);  // the second 'a' came from the cache
  CHECK(a.x == a_again.x);
  CHECK(a.y == a_again.y);
  CHECK((a.x != at.x || a.y != at.y));
  CHECK(lit_pixels(atlas, a) > 10);
  CHECK(lit_pixels(atlas, at) > lit_pixels(atlas, a));
  CHECK(atlas.take_dirty().size() >= 2);
  CHECK(atlas.take_dirty().empty());
}

TEST_CASE("a glyph the font lacks gets a visible placeholder", "[platform][atlas]") {
  FontAtlas atlas;
  std::string error;
  REQUIRE(atlas.load(game_font(), 20, error));
  const char32_t missing = 0xE123;  // private use area: no font has it
  REQUIRE_FALSE(atlas.provides(missing));
  CHECK(lit_pixels(atlas, atlas.slot(missing)) > 20);
  CHECK(lit_pixels(atlas, atlas.slot(U' ')) == 0);  // a real blank stays blank
}

TEST_CASE("box-drawing lines reach the cell edges so they join up", "[platform][atlas]") {
  FontAtlas atlas;
  std::string error;
  for (int px : {14, 20, 27, 36}) {
    INFO("pixel size " << px);
    REQUIRE(atlas.load(game_font(), px, error));
    const AtlasRect h = atlas.slot(U'─');
    const AtlasRect v = atlas.slot(U'│');
    int left = 0, right = 0, top = 0, bottom = 0;
    for (int y = h.y; y < h.y + h.h; ++y) {
      left = std::max(left, alpha(atlas, h.x, y));
      right = std::max(right, alpha(atlas, h.x + h.w - 1, y));
    }
    for (int x = v.x; x < v.x + v.w; ++x) {
      top = std::max(top, alpha(atlas, x, v.y));
      bottom = std::max(bottom, alpha(atlas, x, v.y + v.h - 1));
    }
    CHECK(left > 128);
    CHECK(right > 128);
    CHECK(top > 128);
    CHECK(bottom > 128);
  }
}

TEST_CASE("the atlas grows when it runs out of cells", "[platform][atlas]") {
  FontAtlas atlas;
  std::string error;
  REQUIRE(atlas.load(game_font(), 12, error));
  atlas.take_resized();
  const AtlasRect first = atlas.slot(U'A');
  for (char32_t c = 0x2500; c < 0x2500 + 300; ++c) atlas.slot(c);  // box drawing and blocks
  CHECK(atlas.take_resized());
  CHECK(atlas.glyph_count() >= 301);
  // Glyphs drawn before the growth keep their place and pixels.
  const AtlasRect again = atlas.slot(U'A');
  CHECK(again.x == first.x);
  CHECK(again.y == first.y);
  CHECK(lit_pixels(atlas, again) > 10);
}

TEST_CASE("measuring the font gives the cell an atlas at that size has", "[platform][atlas]") {
  std::string error;
  for (int px : {12, 20, 100}) {
    FontAtlas atlas;
    REQUIRE(atlas.load(game_font(), px, error));
    int w = 0, h = 0;
    REQUIRE(FontAtlas::measure(game_font(), px, w, h, error));
    CHECK(w == atlas.cell_width());
    CHECK(h == atlas.cell_height());
  }
  int w = 0, h = 0;
  const std::string not_a_font = "certainly not TrueType";
  CHECK_FALSE(FontAtlas::measure(not_a_font, 20, w, h, error));
  CHECK(error.find("cannot open the game font") != std::string::npos);
}

TEST_CASE("an underscore stays inside its cell at every size", "[platform][atlas]") {
  // DejaVu's underscore hangs a pixel or two below the font's height; clipped to the cell it
  // vanished, and `_` (travel) was blank on the help screen.
  FontAtlas atlas;
  std::string error;
  for (int px : {12, 14, 16, 20, 24, 27, 32, 36, 48}) {
    INFO("pixel size " << px);
    REQUIRE(atlas.load(game_font(), px, error));
    const AtlasRect u = atlas.slot(U'_');
    int ink = 0;      // the cell's alpha summed: a whole 1-pixel line across the cell is 255 * w
    int lowest = -1;  // the lowest inked row, counted from the cell's top
    for (int y = u.y; y < u.y + u.h; ++y)
      for (int x = u.x; x < u.x + u.w; ++x) {
        ink += alpha(atlas, x, y);
        if (alpha(atlas, x, y) > 32) lowest = y - u.y;
      }
    CHECK(ink >= 255 * u.w / 2);  // at least half a line's worth of ink: visible
    CHECK(lowest > u.h / 2);      // still an underscore: below the middle
  }
}
