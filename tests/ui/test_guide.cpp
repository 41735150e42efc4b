// The guide (? in play): a short menu of pages, each in the player's own keys, and two
// legends that draw symbols as the map does: every kind, and what is in view now.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/play/guide_screen.hpp"
#include "ui/play/legend_screen.hpp"
#include "ui/play/map_view.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_guide {

using namespace dg;

namespace {

std::string shown(const App& app, int cols = 80, int rows = 24) {
  Terminal t(cols, rows);
  app.draw(t);
  return test::rows_joined(t);
}

// The cell where `glyph` is drawn at the start of a legend row whose text starts `name`.
Cell legend_cell(const App& app, const std::string& name) {
  Terminal t(80, 24);
  app.draw(t);
  // The row whose words, after the glyph's cell (a glyph may be several bytes: a grave's †),
  // begin with `name`, ending there or at ':' or a space.
  for (int y = 0; y < t.height(); ++y) {
    const std::string row = t.row_text(y);
    const auto at = row.find(name);
    const auto end = at + name.size();
    if (at != std::string::npos && at <= 8 &&
        (end == row.size() || row[end] == ':' || row[end] == ' '))
      return t.at(2, y);
  }
  return {};
}

}  // namespace

TEST_CASE("? opens the guide: a menu of short pages", "[ui][guide]") {
  App app = test::room_app();
  app.set_size(80, 24);
  test::key(app, Input::special(Key::Escape));  // the welcome, read
  test::key(app, Input::character(U'?'));
  const std::string menu = shown(app);
  for (const char* entry :
       {"a - How to play, in five lines", "b - Every key", "c - What the map's symbols are",
        "d - What is in view now", "e - Things, and learning what they are",
        "f - Magic and power (Pw)", "g - How to win", "h - Options"})
    CHECK(menu.find(entry) != std::string::npos);
  test::key(app, Input::character(U'a'));
  const std::string how = shown(app);
  INFO(how);
  CHECK(how.find("How to play") != std::string::npos);
  CHECK(how.find("3. o explores the level for you and picks up what is worth carrying; X shows "
                 "the level map.") != std::string::npos);
  test::key(app, Input::special(Key::Escape));
  test::key(app, Input::character(U'g'));
  CHECK(shown(app).find("The Amulet of the Deep lies on dungeon level 12, the deepest.") !=
        std::string::npos);
  test::key(app, Input::special(Key::Escape));
  test::key(app, Input::special(Key::Escape));
  CHECK(app.screens().depth() == 1);  // back in play
  CHECK(app.game().turn() == 0);      // reading took no time
}

TEST_CASE("the guide names the player's own keys", "[ui][guide]") {
  KeyBindings keys = default_key_bindings();
  keys.unbind("explore");
  REQUIRE(keys.bind("explore", *parse_key_name("E")));
  keys.unbind("zap");
  const auto page = guide_page("how", keys);
  REQUIRE(page.size() == 9);  // five lines, a blank between each
  CHECK(page[4] ==
        "3. E explores the level for you and picks up what is worth carrying; X shows "
        "the level map.");
  const auto things = guide_page("things", keys);
  CHECK(things[4].find("zap it (#zap)") != std::string::npos);  // no key: its command's name
}

TEST_CASE("the legends draw symbols as the map does, with their names", "[ui][guide]") {
  App app = test::room_app();
  app.set_size(80, 24);
  test::put_monster(app.mutable_game(), "newt", {4, 3}, Mind::Asleep);
  app.mutable_game().refresh_vision();
  test::key(app, Input::special(Key::Escape));
  test::key(app, Input::character(U'?'));
  test::key(app, Input::character(U'd'));
  const std::string now = shown(app);
  INFO(now);
  CHECK(now.find("In view now") != std::string::npos);
  CHECK(legend_cell(app, "you").glyph == U'@');
  CHECK(legend_cell(app, "a newt").glyph == U':');
  CHECK(legend_cell(app, "a staircase down").glyph == U'>');
  test::key(app, Input::special(Key::Escape));
  test::key(app, Input::character(U'c'));
  INFO(shown(app));
  CHECK(legend_cell(app, "closed door").glyph == U'+');
  CHECK(legend_cell(app, "brush").glyph == U';');  // terrain the data adds is listed too
  // The things go on past the first page: a page at a time until each shows.
  const auto paged_to = [&app](const std::string& name) {
    for (int page = 0; page < 4 && legend_cell(app, name).glyph == Cell{}.glyph; ++page)
      test::key(app, Input::character(U' '));
    INFO(shown(app));
    return legend_cell(app, name);
  };
  CHECK(paged_to("grave").glyph == U'†');
  CHECK(paged_to("fire").glyph == U'^');
  CHECK(paged_to("on this ground: smoke").bg == Color{0x4a, 0x4a, 0x4a});  // tileset.toml's smoke
  CHECK(paged_to("gold").glyph == U'$');
  CHECK(paged_to("a potion (unknown ones go by their look)").glyph == U'!');
}

TEST_CASE("the symbols' guide shows walls as they are drawn, in lines, not #", "[ui][guide]") {
  // Before: "# wall", while every wall on the map is drawn in box lines and # is a corridor.
  App app(test::content(), test::game_on("#####\n#@..#\n#####\n"));
  bool found = false;
  for (const LegendEntry& e : map_legend(app))
    if (e.name.rfind("wall", 0) == 0) {
      found = true;
      CHECK(e.look.glyph == U'─');
      CHECK(e.name == "wall (drawn in lines that join: ─ │ ┌ ┐ └ ┘)");
    }
  CHECK(found);
}

TEST_CASE("the symbols' guide shows how a pet, an ally and a captive are marked", "[ui][guide]") {
  App app(test::content(), test::game_on("#####\n#@..#\n#####\n"));
  int marked = 0;
  for (const LegendEntry& e : map_legend(app)) {
    if (e.name.rfind("on this ground: your pet or an ally", 0) == 0) {
      CHECK(e.look.bg == kPetBack);
      ++marked;
    }
    if (e.name.rfind("on this ground: a captive in chains", 0) == 0) {
      CHECK(e.look.bg == kCaptiveBack);
      ++marked;
    }
  }
  CHECK(marked == 2);
}

}  // namespace test_guide
