// Running (Shift+direction, G, capital vi-keys), the fire key with its quiver, and the count
// by touch: fewer keys for the same game.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/fire.hpp"
#include "ui/play/run.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_run_and_fire {

using namespace dg;

namespace {

// '=' marks corridor cells (the ASCII maps know no corridor): the cells are set after loading.
App app_on(const std::string& map) {
  std::string plain = map;
  for (char& c : plain)
    if (c == '=') c = '.';
  Game game = test::game_on(plain.c_str());
  test::lit_and_empty(game);
  int x = 0, y = 0;
  for (char c : map) {
    if (c == '\n') {
      ++y, x = 0;
      continue;
    }
    if (c == '=') game.mutable_level().tiles[{x, y}] = Tile::Corridor;
    ++x;
  }
  game.refresh_vision();
  test::remember_all(game);
  return App(test::content(), std::move(game));
}

// A hall to fire and count in.
constexpr const char* kHall =
    "##########\n"
    "#@.......#\n"
    "##########\n";

}  // namespace

TEST_CASE("Shift+arrow runs across a room to the wall; G and a capital vi-key run too",
          "[ui][screen][run]") {
  App app = app_on(
      "############\n"
      "#@.........#\n"
      "#..........#\n"
      "############\n");
  const int turn = app.game().turn();
  test::key(app, Input::special(Key::Right).shifted());
  CHECK(app.game().hero().pos == Vec{10, 1});
  CHECK(app.game().turn() == turn + 9);
  test::key(app, Input::character(U'G'));
  test::key(app, Input::character(U'h'));
  CHECK(app.game().hero().pos == Vec{1, 1});
  test::key(app, Input::character(U'L'));
  CHECK(app.game().hero().pos == Vec{10, 1});
  test::key(app, Input::character(U'G'));
  test::key(app, Input::character(U'i'));  // not a direction: never mind
  CHECK(app.game().hero().pos == Vec{10, 1});
  CHECK(app.notices().text() == "Never mind.");
}

TEST_CASE("a confused hero does not run: one step at a time", "[ui][screen][run]") {
  App app = app_on(
      "############\n"
      "#@.........#\n"
      "#..........#\n"
      "############\n");
  app.mutable_game().mutable_player().effects.push_back(Effect{EffectKind::Confusion, 50});
  const int turn = app.game().turn();
  test::key(app, Input::special(Key::Right).shifted());
  CHECK(app.game().turn() == turn + 1);
}

TEST_CASE("a run follows a corridor round its bends and stops where it forks or at a door",
          "[ui][screen][run]") {
  App app = app_on(
      "#############\n"
      "#@====      #\n"
      "#####=      #\n"
      "#   #=====  #\n"
      "#   #=   =  #\n"
      "#   #=   +  #\n"
      "#############\n");
  test::key(app, Input::character(U'L'));
  // East, round the bend south, and on to the fork at (5,3): east or south.
  CHECK(app.game().hero().pos == Vec{5, 3});
  CHECK(run_onward(app.game(), Dir::S) == Dir::None);
  test::key(app, Input::character(U'L'));  // the east branch: along, round the bend, to the door
  CHECK(app.game().hero().pos == Vec{9, 4});
}

TEST_CASE("a run stops on things lying there and for a monster that comes", "[ui][screen][run]") {
  App app = app_on(
      "##############\n"
      "#@.....$.....#\n"
      "##############\n");
  test::key(app, Input::character(U'L'));
  CHECK(app.game().hero().pos == Vec{7, 1});  // on the gold
  test::put_monster(app.mutable_game(), "jackal", {12, 1}, Mind::Hunting);
  app.mutable_game().refresh_vision();
  const int turn = app.game().turn();
  test::key(app, Input::character(U'L'));
  CHECK(app.game().turn() == turn);
  CHECK(app.notices().text().rfind("You stop: a jackal comes", 0) == 0);
}

TEST_CASE("f fires darts without asking which; Q chooses the quiver", "[ui][screen][fire]") {
  App app = app_on(kHall);
  Game& game = app.mutable_game();
  const char darts = test::give(game, "dart", 5);
  const char daggers = test::give(game, "dagger", 2);
  CHECK(fire_letter(game, -1) == darts);  // nothing quivered: the first missiles
  test::key(app, Input::character(U'f'));
  test::key(app, Input::character(U'l'));
  CHECK(game.hero().slot(darts)->item.count == 4);
  CHECK(game.level().items.size() == 1);  // it lies where it fell
  // Q puts the daggers in the quiver; f throws them from then on.
  test::key(app, Input::character(U'Q'));
  test::key(app, Input::character(static_cast<char32_t>(daggers)));
  CHECK(app.notices().text().rfind("Quivered: 2 daggers", 0) == 0);
  test::key(app, Input::character(U'f'));
  test::key(app, Input::character(U'l'));
  CHECK(game.hero().slot(daggers)->item.count == 1);
  CHECK(game.hero().slot(darts)->item.count == 4);
}

TEST_CASE("f with nothing to fire asks what, and keeps the answer", "[ui][screen][fire]") {
  App app = app_on(kHall);
  Game& game = app.mutable_game();
  game.mutable_player().inventory.clear();
  game.mutable_player().wielded = 0;
  test::key(app, Input::character(U'f'));
  CHECK(app.notices().text() == "You have nothing to throw.");
  const char potion = test::give(game, "healing", 2);
  test::key(app, Input::character(U'f'));
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.to_string().find("Fire what?") != std::string::npos);
  test::key(app, Input::character(static_cast<char32_t>(potion)));
  test::key(app, Input::character(U'l'));
  CHECK(game.hero().slot(potion)->item.count == 1);
  CHECK(fire_letter(game, app.session().quiver()) == potion);
}

TEST_CASE("# counts by touch: 5, 10, 20, 50, then none", "[ui][screen][count]") {
  App app = app_on(kHall);
  const int turn = app.game().turn();
  test::key(app, Input::character(U'#'));
  CHECK(app.notices().text().rfind("Count: 5 ", 0) == 0);
  test::key(app, Input::character(U'#'));
  test::key(app, Input::character(U'#'));
  CHECK(app.notices().text().rfind("Count: 20 ", 0) == 0);
  test::key(app, Input::character(U's'));
  CHECK(app.game().turn() == turn + 20);
  for (int i = 0; i < 5; ++i) test::key(app, Input::character(U'#'));
  CHECK(app.notices().text() == "No count.");
  test::key(app, Input::character(U's'));
  CHECK(app.game().turn() == turn + 21);
}

TEST_CASE("a missile aimed at the pet or a captive asks first", "[ui][fire]") {
  // Before: a freed captive was shot with darts without a question.
  App app = test::lit_app("#########\n#@......#\n#########\n");
  Game& g = app.mutable_game();
  const char darts = test::give(g, "dart", 5);
  test::put_monster(g, "kitten", {4, 1}, Mind::Hunting).tame = true;
  test::put_monster(g, "jackal", {6, 1}, Mind::Asleep);
  g.refresh_vision();
  Terminal t(80, 24);
  test::key(app, Input::character(U't'));
  test::key(app, Input::character(static_cast<char32_t>(darts)));
  test::key(app, Input::character(U'l'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("Really attack your kitten? [yn]", 0) == 0);
  test::key(app, Input::character(U'n'));
  CHECK(app.game().turn() == 0);
  // Aimed where no friend stands, it flies at once.
  test::key(app, Input::character(U't'));
  test::key(app, Input::character(static_cast<char32_t>(darts)));
  test::key(app, Input::character(U'j'));
  CHECK(app.game().turn() == 1);
  // Striking nothing, it says where it came down (before: nothing at all).
  CHECK(app.game().log().all().back().text == "The dart lands on the floor.");
}

}  // namespace test_run_and_fire
