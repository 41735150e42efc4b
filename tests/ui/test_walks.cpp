// Walks in the core, a few steps a frame on screen: explore, travel, rest and run are the
// hero's multi-turn behaviour (core/walk), taken App::kWalkStepsPerFrame steps each time the
// platform calls advance(); any key or tap stops one; the option makes them instant.
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "core/walk/walks.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_walks {

using namespace dg;

namespace {

// A long dark corridor east: explore has 30 cells to walk, and sees only as it goes.
App corridor_app() {
  std::string map = "################################\n#@";
  map += std::string(29, '.');
  map += "#\n################################\n";
  auto made = Game::from_ascii(test::catalog(), map, 1, test::caveman());
  REQUIRE(made.ok());
  Level& lv = made.value().mutable_level();
  for (int x = 0; x < lv.width(); ++x)
    for (int y = 0; y < lv.height(); ++y) {
      lv.lit[{x, y}] = 0;
      lv.memory[{x, y}] = Memory{};  // nothing seen yet but what the hero sees from here
    }
  made.value().refresh_vision();
  return App(test::content(), std::move(made.value()));
}

}  // namespace

TEST_CASE("explore walks a few steps a frame, and ends saying so", "[ui][walk]") {
  App app = corridor_app();
  app.handle(Input::character(U'o'));
  REQUIRE(app.walking());
  CHECK(app.game().hero().pos == Vec{7, 1});  // the first frame's 6 steps, at once
  std::vector<int> xs{app.game().hero().pos.x};
  while (app.walking()) {
    app.advance();
    xs.push_back(app.game().hero().pos.x);
  }
  // Six steps east a frame, until the far wall is seen: the hero was seen to walk.
  REQUIRE(xs.size() >= 5);
  for (std::size_t i = 1; i + 1 < xs.size(); ++i) CHECK(xs[i] - xs[i - 1] == 6);
  CHECK(xs.back() - xs[xs.size() - 2] <= 6);
  CHECK(xs.back() >= 25);
  CHECK(app.game().level().memory[{31, 1}].seen);
  CHECK(app.game().turn() == xs.back() - 1);  // a turn a step, none lost
  CHECK(app.notices().text() == "Done exploring: nothing more to see that you can reach.");
}

TEST_CASE("any key or tap stops a walk, and does nothing else", "[ui][walk]") {
  for (const Input& stop :
       {Input::character(U'j'), Input::special(Key::Escape), Input::pointer(Key::Click, 3, 3)}) {
    App app = corridor_app();
    app.handle(Input::character(U'o'));
    app.advance();
    REQUIRE(app.walking());
    const Vec at = app.game().hero().pos;
    const int turn = app.game().turn();
    CHECK(at == Vec{13, 1});
    CHECK(app.handle(stop));
    CHECK_FALSE(app.walking());
    CHECK(app.game().hero().pos == at);  // the key only stopped it
    CHECK(app.game().turn() == turn);
    CHECK_FALSE(app.advance());  // nothing more happens by itself
    CHECK(app.game().hero().pos == at);
  }
  // A hover is not a tap: the walk goes on.
  App app = corridor_app();
  app.handle(Input::character(U'o'));
  app.handle(Input::pointer(Key::Hover, 3, 3));
  CHECK(app.walking());
}

TEST_CASE("with instant walks on, a walk ends within its key", "[ui][walk][options]") {
  App app = corridor_app();
  Preferences p = app.settings().preferences();
  p.instant_walks = true;
  app.set_preferences(p);
  app.handle(Input::character(U'o'));
  CHECK_FALSE(app.walking());
  CHECK(app.game().hero().pos.x >= 25);
  CHECK(app.game().level().memory[{31, 1}].seen);
  CHECK(app.notices().text() == "Done exploring: nothing more to see that you can reach.");
  // Kept with the other options.
  std::vector<std::string> ignored;
  auto back = decode_preferences(encode_preferences(p), ignored);
  REQUIRE(back.ok());
  CHECK(back.value().instant_walks);
  CHECK(ignored.empty());
}

TEST_CASE("a walk stops for a monster coming, with the reason, mid-walk", "[ui][walk]") {
  App app = corridor_app();
  app.handle(Input::character(U'o'));
  REQUIRE(app.walking());
  // A jackal appears ahead while the hero walks.
  test::put_monster(app.mutable_game(), "jackal", {10, 1}, Mind::Hunting);
  app.mutable_game().refresh_vision();
  app.advance();
  CHECK_FALSE(app.walking());
  CHECK(app.game().hero().pos == Vec{7, 1});
  CHECK(app.notices().text() == "You stop: a jackal comes, 3 east.");
}

TEST_CASE("what the hero left stays left, through a save: explore does not take it again",
          "[ui][walk][save]") {
  MemorySaveSlot slot;
  App app(test::content(), test::wizard_factory(), 21);
  app.session().set_save_slot(&slot);
  test::press(app, "y");
  REQUIRE(app.playing());
  // The hero drops what they wield; explore would take it up again but for the level's memory.
  const Vec at = app.game().hero().pos;
  const char wielded = app.game().hero().wielded;
  REQUIRE(wielded != 0);
  app.apply(Command::use_item(Use::Drop, wielded));
  REQUIRE(app.game().level().left_at(at));
  CHECK(wanted_here(app.game(), true).empty());
  REQUIRE(app.session().save());
  App next(test::content(), test::wizard_factory(), 99);
  next.session().set_save_slot(&slot);
  REQUIRE(next.session().resume() == Session::Resume::Resumed);
  CHECK(next.game().level().left_at(at));
  CHECK(next.game() == app.game());
  // A pick-up marks its cell too: what it did not take was left there on purpose.
  Game fresh = test::game_on("#######\n#@....#\n#######\n");
  fresh.mutable_level().items.push_back({{1, 1}, Item{test::catalog().find_item("dagger"), 1, 0}});
  fresh.mutable_level().items.push_back({{1, 1}, Item{test::catalog().find_item("healing"), 1, 0}});
  CHECK(wanted_here(fresh, true).size() == 1);  // the potion
  fresh.apply(Command::pick_up(0));             // the dagger only
  CHECK(fresh.level().left_at({1, 1}));
  CHECK(wanted_here(fresh, true).empty());
}

TEST_CASE("the options screen turns instant walks on and off", "[ui][walk][options]") {
  App app = corridor_app();
  app.handle(Input::character(U'='));
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.to_string().find("f - Explore, travel and rest: step by step (a key or tap stops)") !=
        std::string::npos);
  app.handle(Input::character(U'f'));
  app.draw(t);
  CHECK(t.to_string().find("f - Explore, travel and rest: at once") != std::string::npos);
  CHECK(app.settings().instant_walks());
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'o'));
  CHECK_FALSE(app.walking());
  CHECK(app.game().level().memory[{31, 1}].seen);
}

TEST_CASE("> on the stairs with the pet in sight waits for it, so it comes along",
          "[ui][walk][pet]") {
  // Before: "Your kitten stays behind on level 1" whenever it was not beside the hero.
  App app = test::lit_app(
      "##########\n"
      "#@.......#\n"
      "#........#\n"
      "##########\n");
  Game& g = app.mutable_game();
  g.mutable_level().tiles[g.hero().pos] = Tile::StairsDown;
  g.mutable_level().stairs_down = g.hero().pos;
  Monster& kitten = test::put_monster(g, "kitten", {6, 2}, Mind::Hunting);
  kitten.tame = true;
  const int id = kitten.id;
  g.refresh_vision();
  test::key(app, Input::character(U'>'));  // (and the frames of the wait it began)
  REQUIRE(app.game().depth() == 2);
  CHECK(app.game().level().monster_by_id(id) != nullptr);  // it came along
  CHECK(app.game().turn() <= 9);                           // a few turns' wait at most

  // With the pet told to wait, or none in sight, > takes the stairs at once.
  App app2 = test::lit_app("#####\n#@..#\n#####\n");
  app2.mutable_game().mutable_level().tiles[app2.game().hero().pos] = Tile::StairsDown;
  app2.mutable_game().mutable_level().stairs_down = app2.game().hero().pos;
  test::key(app2, Input::character(U'>'));
  CHECK_FALSE(app2.walking());
  CHECK(app2.game().depth() == 2);
}

}  // namespace test_walks
