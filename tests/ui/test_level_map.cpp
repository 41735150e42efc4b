// The level map (X) and travel (_): a cursor over the whole level as the hero knows it.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "ui/play/level_map_screen.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_level_map {

using namespace dg;
using namespace dg::test;

namespace {

Terminal drawn(const App& app, int cols = 80, int rows = 24) {
  Terminal t(cols, rows);
  app.draw(t);
  return t;
}

// The glyph under the highlighted cursor, and where it is.
Vec cursor_cell(const Terminal& t) {
  for (int y = 0; y < t.height(); ++y)
    for (int x = 0; x < t.width(); ++x)
      if (t.at(x, y).bg == colors::kHighlight) return {x, y};
  return {-1, -1};
}

}  // namespace

TEST_CASE("_ puts a cursor on the stairs down, and Enter walks there", "[ui][travel][map]") {
  App app = room_app();
  app.set_size(80, 24);
  press(app, "_");
  const Terminal t = drawn(app);
  CHECK(t.row_text(0) == "Level 1.");
  CHECK(t.row_text(1) == "A staircase down: 2 east, 1 south.");
  const Vec c = cursor_cell(t);
  REQUIRE(c.x >= 0);
  CHECK(t.at(c.x, c.y).glyph == U'>');
  CHECK(t.row_text(23).rfind("Enter: go there", 0) == 0);
  test::key(app, Input::special(Key::Enter));
  CHECK(app.game().hero().pos == Vec{5, 3});
  CHECK(app.screens().depth() == 1);  // back on the map
}

TEST_CASE("on the map < and > jump to the stairs, @ to the hero, moves go one cell",
          "[ui][travel][map]") {
  App app = room_app();
  press(app, "_<");
  CHECK(screen(app).find("A staircase up: 1 west, 1 north.") != std::string::npos);
  press(app, "@l");
  CHECK(screen(app).find(": 1 east.") != std::string::npos);
  press(app, ".");
  CHECK(app.game().hero().pos == Vec{4, 2});
  press(app, "X<");
  test::key(app, Input::special(Key::Enter));
  CHECK(app.game().hero().pos == Vec{2, 1});
  // Escape closes the map and goes nowhere.
  press(app, "_");
  test::key(app, Input::special(Key::Escape));
  CHECK(app.game().hero().pos == Vec{2, 1});
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("the map does not walk into the unknown", "[ui][travel][map]") {
  // A corridor leading off into the dark: its far end is not known.
  App app(test::content(), game_on("###########\n"
                                   "#@.........\n"
                                   "###########\n"));
  auto& lv = app.mutable_game().mutable_level();
  lv.memory[{9, 1}].seen = false;
  press(app, "X");
  for (int i = 0; i < 8; ++i) press(app, "l");
  press(app, "_");
  CHECK(app.notices().text() == "You do not know the way there.");
  CHECK(app.game().hero().pos == Vec{1, 1});
}

TEST_CASE("a level wider than the screen is shown scaled; a tap picks, a second tap goes",
          "[ui][travel][map]") {
  // 60 cells wide on a 40-column phone: each map cell stands for two, and the stairs win
  // their block over the floor beside them.
  std::string row = "#" + std::string(58, '.') + "#\n";
  std::string map = std::string(60, '#') + "\n" + row + row + std::string(60, '#') + "\n";
  map[61 + 1] = '@';
  map[61 + 57] = '>';  // (57, 1): shares its block with (56, 1)
  App app(test::content(), game_on(map.c_str()));
  app.set_size(40, 20);
  test::key(app, Input::special(Key::Escape));  // past the welcome's --More--
  press(app, "X");
  Terminal t = drawn(app, 40, 20);
  CHECK(t.row_text(0) == "Level 1 (1 cell: 2x1).");
  // Nothing cut off on the narrow screen: the keys wrap onto two rows.
  CHECK(t.row_text(18) == "Enter: go there  < >: stairs  m: next");
  CHECK(t.row_text(19) == "thing  @: you  Escape: back");
  const Vec stairs = find_glyph(t, U'>');
  REQUIRE(stairs.x >= 0);
  CHECK(stairs.x == find_glyph(t, U'@').x + 28);  // (57 - 1) / 2 blocks apart
  // Tap the stairs: the cursor goes there; a second tap travels.
  app.handle_pointer(Input::pointer(Key::Click, stairs.x, stairs.y), t);
  t = drawn(app, 40, 20);
  CHECK(cursor_cell(t) == stairs);
  CHECK(app.game().hero().pos == Vec{1, 1});
  app.handle_pointer(Input::pointer(Key::Click, stairs.x, stairs.y), t);
  test::finish_walk(app);
  CHECK(app.game().hero().pos == Vec{57, 1});
}

TEST_CASE("block_pick prefers the stairs, then things, then floor", "[ui][travel][map]") {
  Game g = game_on(
      "######\n"
      "#@..>#\n"
      "######\n");
  CHECK(block_pick(g, {3, 1}, {2, 1}) == Vec{3, 1});  // block (2..3): floor only -> itself
  CHECK(block_pick(g, {2, 1}, {2, 1}) == Vec{2, 1});
  CHECK(block_pick(g, {5, 1}, {2, 1}) == Vec{4, 1});  // block (4..5): the stairs over a wall
  CHECK(block_pick(g, {0, 1}, {2, 1}) == Vec{1, 1});  // the hero over a wall
}

TEST_CASE("the level map says stairs down are not found yet only where there are some",
          "[ui][map]") {
  // Before: on level 12, which has no stairs down, "stairs down not found yet".
  App unseen(test::content(), test::game_on("##########\n"
                                            "#@.......#\n"
                                            "######.###\n"
                                            "#>.......#\n"
                                            "##########\n"));
  unseen.set_size(80, 24);
  press(unseen, "X");
  CHECK(drawn(unseen).row_text(0) == "Level 1, stairs down not found yet.");
  App none(test::content(), test::game_on("##########\n"
                                          "#@.......#\n"
                                          "##########\n"));
  none.set_size(80, 24);
  press(none, "X");
  CHECK(drawn(none).row_text(0) == "Level 1.");
}

TEST_CASE("m on the map goes round what is remembered nearest first, the same way each time",
          "[ui][travel][map]") {
  // Before: m went to the next thing in reading order from the cursor, so the order it went
  // round in depended on where the cursor started.
  Game g = game_on(
      "##########\n"
      "#@..$....#\n"
      "#.......>#\n"
      "#$.......#\n"
      "##########\n");
  test::lit_and_empty(g);
  g.refresh_vision();
  App app(test::content(), std::move(g));
  app.set_size(80, 24);
  press(app, "_");  // on the stairs down, the farthest
  auto said = [&] { return drawn(app).row_text(1); };
  CHECK(said().find(": 7 east, 1 south.") != std::string::npos);
  press(app, "@");  // the cursor back on the hero: m still starts from the nearest
  const char* round[] = {": 2 south.", ": 3 east.", ": 7 east, 1 south.", ": 2 south."};
  for (const char* where : round) {
    press(app, "m");
    INFO(said());
    CHECK(said().find(where) != std::string::npos);
  }
}

TEST_CASE("a level squeezed into fewer rows keeps its rooms' walls", "[ui][map]") {
  // Before: in a block of two rows the floor won over the wall, so the walls of every other
  // row vanished and the rooms looked broken.
  std::string map = std::string(30, '#') + "\n";
  for (int y = 0; y < 14; ++y) map += "#" + std::string(28, '.') + "#\n";
  map += std::string(30, '#') + "\n";
  map[31 + 1] = '@';
  App app(test::content(), game_on(map.c_str()));
  app.set_size(40, 12);
  test::key(app, Input::special(Key::Escape));
  press(app, "X");
  const Terminal t = drawn(app, 40, 12);
  REQUIRE(t.row_text(0).find("(1 cell: 1x2)") != std::string::npos);
  // The map's first and last rows are the room's walls, whole.
  int first = -1, last = -1;
  for (int y = 0; y < t.height(); ++y)
    if (t.row_text(y).find("──────────") != std::string::npos) (first < 0 ? first : last) = y;
  REQUIRE(first >= 0);
  REQUIRE(last > first);
  for (int y = first + 1; y < last; ++y) {
    INFO(t.row_text(y));
    CHECK(t.row_text(y).find('.') != std::string::npos);
  }
  // Travel to a block of wall and floor still goes to the floor.
  CHECK(block_pick(app.game(), {5, 0}, {1, 2}) == Vec{5, 1});
}

}  // namespace test_level_map
