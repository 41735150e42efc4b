#include <catch2/catch.hpp>

#include "core/game.hpp"
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

}  // namespace test_movement
