// Clicking or tapping a menu entry presses its key: the title, the trait screens, item menus
// and [yn] prompts all work with the pointer alone.
#include <catch2/catch.hpp>
#include <string>

#include "core/actor/character.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/input/menu_tap.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_menu_tap {

using namespace dg;

namespace {

// Where `text` is drawn (column, row), or (-1, -1).
std::pair<int, int> find(const Terminal& t, const std::string& text) {
  for (int y = 0; y < t.height(); ++y) {
    const std::string row = t.row_text(y);
    const auto x = row.find(text);
    if (x == std::string::npos) continue;
    // Columns count cells: the row is ASCII up to the match on these screens.
    return {static_cast<int>(x), y};
  }
  return {-1, -1};
}

// Clicks `offset` cells into where `text` is drawn.
bool click(App& app, Terminal& t, const std::string& text, int offset = 2) {
  app.draw(t);
  const auto [x, y] = find(t, text);
  REQUIRE(x >= 0);
  return app.handle_pointer(Input::pointer(Key::Click, x + offset, y), t);
}

}  // namespace

TEST_CASE("menu_key_at reads the entry under a cell", "[ui][tap]") {
  Terminal t(60, 4);
  t.print(1, 0, "a - a long sword (weapon in hand)", colors::kText);
  t.print(1, 1, "b + a potion", colors::kText);
  t.print(2, 2, "v - Valkyrie            w - Wizard", colors::kText);
  t.print(0, 3, "Really attack the newt? [yn]  (i - import)", colors::kText);
  CHECK(menu_key_at(t, 1, 0) == U'a');
  CHECK(menu_key_at(t, 30, 0) == U'a');         // anywhere on the entry's row
  CHECK(menu_key_at(t, 5, 1) == U'b');          // a picked entry
  CHECK(menu_key_at(t, 0, 0) == std::nullopt);  // left of the entry
  CHECK(menu_key_at(t, 10, 2) == U'v');
  CHECK(menu_key_at(t, 27, 2) == U'w');  // the second column
  CHECK(menu_key_at(t, 25, 3) == U'y');  // a letter of [yn]
  CHECK(menu_key_at(t, 26, 3) == U'n');
  CHECK(menu_key_at(t, 5, 3) == std::nullopt);  // the question's words
  CHECK(menu_key_at(t, 33, 3) == U'i');         // after a '('
  CHECK(menu_key_at(t, 99, 0) == std::nullopt);
  CHECK(menu_key_at(t, 0, -1) == std::nullopt);
}

TEST_CASE("a character is made by tapping alone", "[ui][tap]") {
  App app(
      test::content(),
      [](std::uint64_t s, const Character& who) { return Game::new_game(test::catalog(), s, who); },
      9);
  Terminal t(80, 24);
  CHECK(click(app, t, "n - choose my character"));
  app.draw(t);
  REQUIRE(find(t, "Pick a role").first >= 0);
  // The first tap on a role shows what it is; a second tap on it picks it.
  CHECK(click(app, t, "v - Valkyrie", 5));
  app.draw(t);
  CHECK(find(t, "A stealthy warrior of the north").first >= 0);
  CHECK(find(t, "Pick a role").first >= 0);
  CHECK(click(app, t, "v - Valkyrie", 5));
  app.draw(t);
  REQUIRE(find(t, "Pick the race of your Valkyrie").first >= 0);
  CHECK(click(app, t, "d - dwarf"));
  app.draw(t);
  CHECK(find(t, "Stout miners of the deep").first >= 0);
  CHECK_FALSE(app.playing());
  CHECK(click(app, t, "d - dwarf"));
  REQUIRE(app.playing());  // a dwarvish Valkyrie is female and lawful: nothing more to ask
  CHECK(app.game().hero().who ==
        test::catalog().characters.parse("valkyrie-dwarf-female-lawful").value());
  // A tap off any entry, and hovering, do nothing.
  App title(
      test::content(),
      [](std::uint64_t s, const Character& who) { return Game::new_game(test::catalog(), s, who); },
      9);
  title.draw(t);
  CHECK_FALSE(title.handle_pointer(Input::pointer(Key::Click, 0, 0), t));
  CHECK_FALSE(title.handle_pointer(Input::pointer(Key::Hover, 10, 15), t));
  CHECK_FALSE(title.playing());
  CHECK(click(title, t, "[ynq]", 1));  // the y of [ynq]
  CHECK(title.playing());
}

TEST_CASE("a tap on an item menu entry chooses that item", "[ui][tap]") {
  App app = test::room_app();
  Terminal t(80, 24);
  app.draw(t);
  app.handle(Input::special(Key::Escape));  // past the welcome's --More--, if any
  app.handle(Input::character(U'd'));       // drop what?
  app.draw(t);
  const auto [x, y] = find(t, "a - ");
  REQUIRE(x >= 0);
  const std::size_t before = app.game().hero().inventory.size();
  CHECK(app.handle_pointer(Input::pointer(Key::Click, x + 8, y), t));
  CHECK(app.game().hero().inventory.size() == before - 1);
  CHECK(app.game().turn() == 1);
}

TEST_CASE("a screen's choices are listed in reading order, a column beside them left out",
          "[ui][menu]") {
  Terminal t(60, 4);
  t.print(2, 0, "a - Archeologist    A fast explorer of ruins", colors::kText);
  t.print(2, 1, "b - Barbarian       Strong and tough", colors::kText);
  t.print(0, 2, "Really attack the kitten? [yn]", colors::kText);
  const std::vector<ScreenChoice> entries = screen_choices(t);
  REQUIRE(entries.size() == 4);
  CHECK(entries[0] == ScreenChoice{U'a', "Archeologist"});
  CHECK(entries[1] == ScreenChoice{U'b', "Barbarian"});
  CHECK(entries[2] == ScreenChoice{U'y', "yes"});
  CHECK(entries[3] == ScreenChoice{U'n', "no"});
}

TEST_CASE("a choice in brackets is listed without them", "[ui][menu]") {
  Terminal t(70, 2);
  t.print(0, 0, "(i - import a saved game from a file)", colors::kText);
  t.print(0, 1, "(r - watch a replay: a run downloaded (once))", colors::kText);
  const std::vector<ScreenChoice> entries = screen_choices(t);
  REQUIRE(entries.size() == 2);
  CHECK(entries[0] == ScreenChoice{U'i', "import a saved game from a file"});
  CHECK(entries[1] == ScreenChoice{U'r', "watch a replay: a run downloaded (once)"});
}

}  // namespace test_menu_tap
