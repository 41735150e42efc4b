// When a walk stops, and that it never strikes (issue 60): explore, travel, rest and a count
// never attack, go round a monster that never attacks (a floating eye, a mould), stop before
// one standing in the only way and say where it is; a walk refused says why every time, and
// pressed again with the same monster known and coming no nearer it asks whether to go on.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "core/walk/walks.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/speech.hpp"
#include "ui/text/terminal.hpp"
#include "ui/widgets/text_pager.hpp"

namespace test_walk_stops {

using namespace dg;

namespace {

// `map` as a game whose hero has seen nothing yet but what they see from where they stand
// (`lit`: the whole level lit; else dark, seen a cell around the hero).
App unseen_app(const std::string& map, bool lit = true) {
  auto made = Game::from_ascii(test::catalog(), map, 1, test::caveman());
  REQUIRE(made.ok());
  Level& lv = made.value().mutable_level();
  lv.monsters.clear();
  for (int x = 0; x < lv.width(); ++x)
    for (int y = 0; y < lv.height(); ++y) {
      lv.lit[{x, y}] = lit ? 1 : 0;
      lv.memory[{x, y}] = Memory{};
    }
  made.value().refresh_vision();
  return App(test::content(), std::move(made.value()));
}

// The hero's blows so far, from the game's own words (the log keeps every message).
int blows_at(const Game& g, const std::string& name) {
  int n = 0;
  for (const Message& m : g.log().all())
    for (const char* verb : {"You hit the ", "You miss the ", "You kill the ", "You smite the "})
      if (m.text.find(std::string(verb) + name) != std::string::npos) ++n;
  return n;
}

}  // namespace

TEST_CASE("explore stops before a floating eye in the only way, says where, and never strikes it",
          "[ui][walk]") {
  // A corridor one cell wide, an eye in it: the way on goes through it.
  App app = unseen_app(
      "#################################\n"
      "#@..............................#\n"
      "#################################\n",
      false);
  Game& game = app.mutable_game();
  const int eye = test::put_monster(game, "floating_eye", {9, 1}, Mind::Wandering).id;
  game.refresh_vision();
  for (int press = 0; press < 4; ++press) {
    test::key(app, Input::character(U'o'));
    INFO("at " << game.hero().pos.x << ": " << app.notices().text());
    CHECK(app.notices().text().rfind("You stop: a floating eye is in the way", 0) == 0);
  }
  CHECK(blows_at(game, "floating eye") == 0);
  REQUIRE(game.level().monster_by_id(eye));
  CHECK(game.hero().pos.x < 8);  // never beside it: one key from a blow
  // Travel past it, the same.
  app.mutable_game().mutable_level().memory[{20, 1}] = Memory{Tile::Floor, true};
  test::key(app, Input::character(U'_'));
  CHECK(blows_at(game, "floating eye") == 0);
}

TEST_CASE("explore goes round a floating eye where there is room", "[ui][walk]") {
  App app = unseen_app(
      "##################\n"
      "#@...............#\n"
      "#................#\n"
      "#................#\n"
      "#................#\n"
      "#................#\n"
      "########.#########\n"
      "#................#\n"
      "##################\n");
  Game& game = app.mutable_game();
  const int eye = test::put_monster(game, "floating_eye", {5, 3}, Mind::Wandering).id;
  const int mold = test::put_monster(game, "brown_mold", {8, 5}, Mind::Wandering).id;
  game.refresh_vision();
  std::string said;
  for (int press = 0; press < 12 && !game.level().memory[{16, 7}].seen; ++press) {
    test::key(app, Input::character(U'o'));
    said += app.notices().text() + "|";
    if (app.screens().depth() > 1) app.handle(Input::character(U'y'));  // go on past it
    test::finish_walk(app);
  }
  INFO(said);
  CHECK(game.level().memory[{16, 7}].seen);  // explored past both
  CHECK(blows_at(game, "floating eye") == 0);
  CHECK(blows_at(game, "brown mold") == 0);
  CHECK(game.level().monster_by_id(eye));
  CHECK(game.level().monster_by_id(mold));
  CHECK(game.hero().hold() == nullptr);  // never frozen by a gaze
}

TEST_CASE("a walk refused for a monster says why every time, then asks to go on with it",
          "[ui][walk]") {
  App app = unseen_app(
      "########################################\n"
      "#@.....................................#\n"
      "#......................................#\n"
      "########################################\n");
  Game& game = app.mutable_game();
  // An archer that keeps its distance: it never comes, and never goes.
  Monster& k = test::put_monster(game, "kobold", {12, 1}, Mind::Hunting);
  const int id = k.id;
  game.refresh_vision();
  game.mutable_player().hp = game.hero().max_hp - 5;
  Speech speech;
  Terminal t(80, 24);
  auto speak = [&] {
    app.draw(t);
    return speech.update(app, t);
  };
  speak();
  test::key(app, Input::character(U'v'));
  const std::string first = app.notices().text();
  CHECK(first == "You stop: a kobold comes, 11 east.");
  CHECK(speak().find(first) != std::string::npos);
  // The same again, the kobold no nearer (held where it is): asked whether to go on.
  game.mutable_level().monster_by_id(id)->pos = {12, 1};
  test::key(app, Input::character(U'v'));
  REQUIRE(app.screens().depth() == 2);
  CHECK(test::screen(app).find("Continue with the kobold in view? [yn]") != std::string::npos);
  CHECK(speak().find("Continue with the kobold in view? [yn]") != std::string::npos);
  app.handle(Input::character(U'n'));
  CHECK(app.screens().depth() == 1);
  CHECK(game.turn() == 0);  // nothing happened
  // Refused again (no): asked again; yes rests on with it in view while it comes no nearer.
  test::key(app, Input::character(U'v'));
  REQUIRE(app.screens().depth() == 2);
  const int turn = game.turn();
  app.handle(Input::character(U'y'));
  test::finish_walk(app);
  CHECK(game.turn() > turn);
  // It came nearer: a walk stops for it again, saying so.
  if (const Monster* m = game.level().monster_by_id(id);
      m && chebyshev(m->pos, game.hero().pos) > 1)
    CHECK(app.notices().text().find("; stopped: a kobold comes, ") != std::string::npos);
  CHECK(blows_at(game, "kobold") == 0);
}

TEST_CASE("a walk refused for a monster beside the hero says which way, and never asks",
          "[ui][walk]") {
  App app = unseen_app(
      "############\n"
      "#@.........#\n"
      "############\n");
  Game& game = app.mutable_game();
  test::put_monster(game, "newt", {2, 1}, Mind::Hunting);
  game.refresh_vision();
  game.mutable_player().hp = game.hero().max_hp - 3;
  Speech speech;
  Terminal t(80, 24);
  app.draw(t);
  speech.update(app, t);
  for (int press = 0; press < 3; ++press) {
    test::key(app, Input::character(U'v'));
    CHECK(app.screens().depth() == 1);
    CHECK(app.notices().text() == "You stop: a newt is beside you (east).");
    app.draw(t);
    // Said each time, though the words are the same (before: the second press was silent).
    CHECK(speech.update(app, t).find("You stop: a newt is beside you (east).") !=
          std::string::npos);
  }
  CHECK(game.turn() == 0);
}

// Issue 60's check: explore over 100 seeds, each kind of monster that never attacks placed in
// its route and beside it, never strikes one.
TEST_CASE("explore over 100 seeds never strikes a monster that never attacks", "[ui][walk][long]") {
  std::vector<int> harmless;
  const Catalog& cat = test::catalog();
  for (int b = 0; b < static_cast<int>(cat.breeds.size()); ++b)
    if (cat.breeds[static_cast<std::size_t>(b)].never_attacks()) harmless.push_back(b);
  REQUIRE(harmless.size() >= 2);  // the floating eye and the brown mould
  int placed = 0, stopped_for = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    auto made = Game::new_game(cat, seed, test::caveman(), false, false);
    REQUIRE(made.ok());
    App app(test::content(), std::move(made.value()));
    Game& game = app.mutable_game();
    // The way explore would go: each kind on it, and beside it, a few steps on.
    const auto goal = explore_goal(game, true);
    if (!goal) continue;
    const std::vector<Vec> route = travel_path(game, *goal);
    if (route.empty()) continue;
    std::size_t step = 1;
    for (const int breed : harmless) {
      for (const bool on_route : {true, false}) {
        const std::size_t at = std::min(step, route.size() - 1);
        step += 2;
        Vec p = route[at];
        if (!on_route)
          for (Dir d : kAllDirs)
            if (free_for_monster(cat, game.level(), route[at] + offset(d)) &&
                std::find(route.begin(), route.end(), route[at] + offset(d)) == route.end()) {
              p = route[at] + offset(d);
              break;
            }
        if (!free_for_monster(cat, game.level(), p)) continue;
        Rng rng(seed);
        spawn_monster(cat, game.mutable_level(), rng, breed, 1, p).mind = Mind::Wandering;
        ++placed;
      }
    }
    game.refresh_vision();
    for (int press = 0; press < 40 && !game.run().over; ++press) {
      if (app.screens().depth() > 1) {  // a question (go on past it?), a --More--
        const std::string shown = test::screen(app);
        if (shown.find("in view? [yn]") != std::string::npos) ++stopped_for;
        test::key(app, shown.find("[yn]") != std::string::npos ? Input::character(U'y')
                                                               : Input::special(Key::Escape));
        continue;
      }
      test::key(app, Input::character(U'o'));
      if (app.notices().text().find(" is in the way") != std::string::npos) ++stopped_for;
    }
    for (const int breed : harmless)
      CHECK(blows_at(game, cat.breeds[static_cast<std::size_t>(breed)].name) == 0);
  }
  CHECK(placed > 250);
  CHECK(stopped_for > 0);
}

TEST_CASE("a rest says its whole in one line, and its searches are folded where they are read",
          "[ui][walk]") {
  App app = unseen_app(
      "############\n"
      "#@.........#\n"
      "############\n");
  Game& game = app.mutable_game();
  game.mutable_player().hp = 2;
  Speech speech;
  Terminal t(80, 24);
  app.draw(t);
  speech.update(app, t);
  test::key(app, Input::character(U'v'));
  const int turns = game.turn();
  REQUIRE(turns > 5);
  CHECK(app.notices().text() == "Rested " + std::to_string(turns) + " turns: hit points 2 → " +
                                    std::to_string(game.hero().max_hp) + " of " +
                                    std::to_string(game.hero().max_hp) + ".");
  // Before: "You search but find nothing." once a turn, 23 to 35 times a rest.
  const std::string folded = "You search but find nothing. (×" + std::to_string(turns) + ")";
  app.draw(t);
  const std::string spoken = speech.update(app, t);
  CHECK(spoken.find(folded) != std::string::npos);
  CHECK(spoken.find("nothing. You search") == std::string::npos);
  const std::vector<std::string> history = message_history(game);
  REQUIRE_FALSE(history.empty());
  CHECK(history.back() == "T0-" + std::to_string(turns - 1) + "  " + folded);
}

}  // namespace test_walk_stops
