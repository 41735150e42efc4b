#include <catch2/catch.hpp>

#include "core/action/walk.hpp"
#include "core/game.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_movement {

using namespace dg;

namespace {
Game room() {
  auto g = Game::from_ascii(test::catalog(), test::kRoom, 1, test::caveman());
  REQUIRE(g.ok());
  return g.value();
}
}  // namespace

TEST_CASE("the player moves in all eight directions", "[core][move]") {
  const auto [dir, expected] = GENERATE(table<Dir, Vec>({
      {Dir::N, {3, 1}},
      {Dir::NE, {4, 1}},
      {Dir::E, {4, 2}},
      {Dir::SE, {4, 3}},
      {Dir::S, {3, 3}},
      {Dir::SW, {2, 3}},
      {Dir::W, {2, 2}},
      {Dir::NW, {2, 1}},
  }));
  Game g = room();
  const Outcome out = g.apply(Command::move(dir));
  CHECK(out.took_turn);
  CHECK(g.hero().pos == expected);
  CHECK(g.turn() == 1);
}

TEST_CASE("walls block and cost no time", "[core][move]") {
  Game g = room();
  g.apply(Command::move(Dir::N));  // (3,1)
  const Outcome out = g.apply(Command::move(Dir::N));
  CHECK_FALSE(out.took_turn);
  CHECK(g.hero().pos == Vec{3, 1});
  CHECK(g.turn() == 1);
  REQUIRE(g.log().latest().size() == 1);
  CHECK(g.log().latest().front().text == "There is a wall in the way.");
}

TEST_CASE("bumping a closed door opens it; an open door lets you through", "[core][move][door]") {
  Game g = room();
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));  // (5,2), next to the closed door at (6,2)
  CHECK(g.apply(Command::move(Dir::E)).took_turn);
  CHECK(g.hero().pos == Vec{5, 2});  // opening takes the turn; you stay put
  CHECK(g.level().at({6, 2}) == Tile::DoorOpen);
  CHECK(g.log().latest().front().text == "The door opens.");

  Game h = room();
  h.apply(Command::move(Dir::S));  // (3,3), above the open door at (3,4)
  CHECK(h.apply(Command::move(Dir::S)).took_turn);
  CHECK(h.hero().pos == Vec{3, 4});
}

TEST_CASE("stepping on stairs and acid says so", "[core][move]") {
  Game g = room();
  g.apply(Command::move(Dir::NW));
  CHECK(g.hero().pos == Vec{2, 1});
  CHECK(g.log().latest().front().text == "There is a staircase up here.");
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  const Outcome asked = g.apply(Command::move(Dir::E));  // acid: a known hazard
  CHECK_FALSE(asked.took_turn);
  CHECK(asked.confirm == "Really step into the acid pool?");
  CHECK(g.hero().pos == Vec{4, 1});
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.hero().pos == Vec{5, 1});
  CHECK(g.log().latest().front().text == "You wade into the acid pool.");
}

TEST_CASE("waiting passes a turn without moving", "[core][move]") {
  Game g = room();
  CHECK(g.apply(Command::wait()).took_turn);
  CHECK(g.hero().pos == Vec{3, 2});
  CHECK(g.turn() == 1);
}

TEST_CASE("the same commands give the same game", "[core][determinism]") {
  Game a = room(), b = room();
  for (Dir d : {Dir::E, Dir::N, Dir::N, Dir::W, Dir::SE, Dir::S}) {
    a.apply(Command::move(d));
    b.apply(Command::move(d));
  }
  CHECK(a == b);
  b.apply(Command::wait());
  CHECK_FALSE(a == b);
}

TEST_CASE("a map without a player is refused with a message", "[core][map]") {
  auto g = Game::from_ascii(test::catalog(), "###\n#.#\n###\n");
  REQUIRE_FALSE(g.ok());
  CHECK(g.error() == "the map has no '@' to start the player on");
}

// One walk for every walker (core/action/walk.cpp): the same WalkAction, performed for the hero
// and for monsters, stops each at the same things; what each does there is its own.
TEST_CASE("one walk: a found trap, a closed door and a wall stop every walker",
          "[core][move][walk]") {
  // The hero at (1,1) above a found dart trap at (1,2); a kobold (it opens doors) and a jackal
  // (it does not) either side of a closed door at (4,2); a xorn in the wall at (6,2).
  Game g = test::game_on(
      "#########\n"
      "#@......#\n"
      "#...+.###\n"
      "#########\n");
  test::put_trap(g, "trap_dart", {1, 2}, false);
  const int kobold = test::put_monster(g, "kobold", {3, 2}).id;
  const int jackal = test::put_monster(g, "jackal", {5, 2}).id;
  const int xorn = test::put_monster(g, "xorn", {6, 2}).id;
  auto walk = [&](int id, Dir d) {
    return WalkAction(d).perform(g, *g.mutable_level().monster_by_id(id)).succeeded;
  };
  auto at = [&](int id) { return g.level().monster_by_id(id)->pos; };

  // The found trap: the hero is asked first; a monster's step is never agreed to, so it keeps off.
  CHECK(WalkAction(Dir::S).perform(g, g.mutable_player()).confirm ==
        "Really step onto the dart trap?");
  CHECK(g.hero().pos == Vec{1, 1});
  stage::put(*g.mutable_level().monster_by_id(kobold), {2, 1});
  CHECK_FALSE(walk(kobold, Dir::SW));
  CHECK(at(kobold) == Vec{2, 1});
  // Nor does a monster walk into the hero (the hero's step into a monster attacks it).
  CHECK_FALSE(walk(kobold, Dir::W));
  stage::put(*g.mutable_level().monster_by_id(kobold), {3, 2});

  // The closed door: a jackal's step fails; a kobold's opens it, and then the jackal walks in.
  CHECK_FALSE(walk(jackal, Dir::W));
  CHECK(g.level().at({4, 2}) == Tile::DoorClosed);
  CHECK(walk(kobold, Dir::E));
  CHECK(at(kobold) == Vec{3, 2});
  CHECK(g.level().at({4, 2}) == Tile::DoorOpen);
  CHECK(walk(jackal, Dir::W));
  CHECK(at(jackal) == Vec{4, 2});

  // A wall: the hero is told and loses no time, a jackal fails, a xorn walks on through it, but
  // not out through the level's rim.
  CHECK_FALSE(WalkAction(Dir::N).perform(g, g.mutable_player()).succeeded);
  CHECK(g.log().latest().back().text == "There is a wall in the way.");
  CHECK_FALSE(walk(jackal, Dir::S));
  CHECK(walk(xorn, Dir::E));
  CHECK(at(xorn) == Vec{7, 2});
  CHECK_FALSE(walk(xorn, Dir::E));
  CHECK(at(xorn) == Vec{7, 2});
}

}  // namespace test_movement
