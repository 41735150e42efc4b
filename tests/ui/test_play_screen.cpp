#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "ui/app.hpp"
#include "ui/terminal.hpp"

using namespace dg;

namespace {
App room_app() {
  auto g = Game::from_ascii(test::kRoom);
  REQUIRE(g.ok());
  return App(std::move(g.value()));
}
}  // namespace

TEST_CASE("the play screen shows messages, the map and the status lines", "[ui][screen]") {
  App app = room_app();
  Terminal t(20, 10);
  app.draw(t);
  // 7 map rows fit between the message line and the status lines; the 5-row map is centred
  // in them (one blank row above) and the 7-column map in the 20 columns (6 to the left).
  CHECK(t.to_string() ==
        "Welcome to Deepglyph\n"
        "\n"
        "      #######\n"
        "      #.<..~#\n"
        "      #..@..+\n"
        "      #....>#\n"
        "      ###'###\n"
        "\n"
        "Dlvl:1 T:0\n"
        "move: arrows hjklyub");
}

TEST_CASE("a key moves the @ and the status line counts the turn", "[ui][screen]") {
  App app = room_app();
  Terminal t(20, 10);
  CHECK(app.handle(Input::character(U'l')));
  app.draw(t);
  CHECK(t.row_text(4) == "      #...@.+");
  CHECK(t.row_text(8) == "Dlvl:1 T:1");
  CHECK(t.row_text(0).empty());  // nothing new was said
}

TEST_CASE("bumping a wall shows why on the message line", "[ui][screen]") {
  App app = room_app();
  Terminal t(40, 10);
  app.handle(Input::character(U'k'));
  app.handle(Input::character(U'k'));
  app.draw(t);
  CHECK(t.row_text(0) == "There is a wall in the way.");
  CHECK(t.row_text(8) == "Dlvl:1 T:1");
}

TEST_CASE("an unknown key gets a clear message and changes nothing", "[ui][screen]") {
  App app = room_app();
  const Game before = app.game();
  Terminal t(40, 10);
  CHECK(app.handle(Input::character(U'Z')));
  app.draw(t);
  CHECK(t.row_text(0) == "Unknown command 'Z'.");
  CHECK(app.game() == before);
}

TEST_CASE("the @, walls and acid have their own colours", "[ui][screen]") {
  App app = room_app();
  Terminal t(20, 10);
  app.draw(t);
  const Cell at = t.at(9, 4), wall = t.at(6, 4), acid = t.at(11, 3), floor = t.at(8, 4);
  REQUIRE(at.glyph == U'@');
  REQUIRE(acid.glyph == U'~');
  CHECK(at.fg != wall.fg);
  CHECK(acid.fg != wall.fg);
  CHECK(floor.fg != at.fg);
}

TEST_CASE("on a terminal smaller than the level the camera follows the @", "[ui][screen]") {
  App app = room_app();
  Terminal t(3, 6);  // 3 map rows, 3 columns
  app.draw(t);
  CHECK(t.row_text(1) == "<..");
  CHECK(t.row_text(2) == ".@.");
  CHECK(t.row_text(3) == "...");
}
