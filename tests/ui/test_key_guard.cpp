// The key guard: keys typed before the player could see a death, a new level or a --More--
// do not act on it (Input::time against KeyGuard::shown). Times are made-up milliseconds.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_key_guard {

using namespace dg;

namespace {

App app_on(const char* map, int hp = 16) {
  auto g = Game::from_ascii(test::catalog(), map, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()), [](std::uint64_t seed, const Character& who) {
    return Game::new_game(test::catalog(), seed, who);
  });
  app.mutable_game().mutable_player().hp = hp;
  return app;
}

std::string top_line(const App& app, int cols = 80) {
  Terminal t(cols, 24);
  app.draw(t);
  return t.row_text(0);
}

std::string shown(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t.to_string();
}

Input key(char32_t c, std::uint32_t ms) {
  return Input::character(c).at(ms);
}
Input enter(std::uint32_t ms) {
  return Input::special(Key::Enter).at(ms);
}

}  // namespace

TEST_CASE("keys typed before the death was shown neither pass its --More-- nor the death screen",
          "[ui][guard][death]") {
  App app = app_on("#####\n#@~.#\n#####\n", 1);
  app.handle(key(U'l', 100));
  app.handle(key(U'y', 110));  // into the acid: dead
  REQUIRE(app.game().run().over);
  app.handle(enter(115));  // typed in the same frame: dropped
  CHECK(top_line(app).find("You die... --More--") != std::string::npos);
  app.key_guard().shown(200);  // the frame showing the death is on screen
  app.handle(enter(150));      // typed before that, read after it: dropped
  CHECK(top_line(app).find("You die... --More--") != std::string::npos);
  app.handle(enter(260));  // read, then pressed
  CHECK(shown(app).find("Cause:   dissolved in an acid pool") != std::string::npos);
  app.handle(key(U'n', 265));  // before the death screen was drawn: dropped
  REQUIRE(app.playing());
  app.key_guard().shown(300);
  app.handle(key(U'n', 290));
  REQUIRE(app.playing());
  app.handle(key(U'n', 900));
  CHECK_FALSE(app.playing());
}

TEST_CASE("keys typed before a new level was shown do not move the hero there", "[ui][guard]") {
  App app = app_on("#####\n#@>.#\n#####\n");
  app.handle(key(U'l', 10));
  app.handle(key(U'>', 20));
  REQUIRE(app.game().depth() == 2);
  const Vec arrived = app.game().hero().pos;
  const int turn = app.game().turn();
  for (char32_t c : {U'h', U'j', U'k', U'l', U's'}) app.handle(key(c, 25));
  app.key_guard().shown(40);
  app.handle(key(U's', 30));
  CHECK(app.game().hero().pos == arrived);
  CHECK(app.game().turn() == turn);
  app.handle(key(U's', 50));  // seen, then typed: it acts
  CHECK(app.game().turn() == turn + 1);
}

TEST_CASE("keys typed before a --More-- was shown do not turn its page", "[ui][guard]") {
  App app = app_on("######\n#@.>.#\n######\n");
  app.set_size(40, 20);
  app.handle(Input::special(Key::Escape));  // the welcome is two pages at 40 columns: read
  Level& lv = app.mutable_game().mutable_level();
  lv.gold.push_back({{2, 1}, 12});
  lv.items.push_back({{2, 1}, Item{test::catalog().find_item("dagger"), 1, 0}});
  lv.items.push_back({{2, 1}, Item{test::catalog().find_item("club"), 1, 0}});
  app.handle(key(U'l', 10));  // "12 gold pieces.  There are several objects here." > 40
  REQUIRE(app.game().hero().pos == Vec{2, 1});
  CHECK(top_line(app, 40).find("--More--") != std::string::npos);
  app.handle(key(U'l', 12));
  app.handle(key(U' ', 14));
  app.key_guard().shown(20);
  CHECK(top_line(app, 40).find("--More--") != std::string::npos);
  CHECK(app.game().hero().pos == Vec{2, 1});
  app.handle(key(U' ', 30));  // read: the page turns
  CHECK(top_line(app, 40).find("--More--") == std::string::npos);
  app.handle(key(U'l', 40));
  CHECK(app.game().hero().pos == Vec{3, 1});
}

TEST_CASE("scripted keys, with no time, act one after another as before", "[ui][guard]") {
  App app = app_on("#####\n#@>.#\n#####\n");
  app.handle(Input::character(U'l'));
  app.handle(Input::character(U'>'));
  REQUIRE(app.game().depth() == 2);
  const int turn = app.game().turn();
  app.handle(Input::character(U's'));
  CHECK(app.game().turn() == turn + 1);
}

}  // namespace test_key_guard
