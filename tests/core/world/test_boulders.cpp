// Boulders and holes (r39, core/world/boulders.hpp): the hero pushes a boulder straight, onto
// bare floor or into a hole it fills, and is refused a push that would leave it where no push
// brings it to a hole again, a slant, or a boulder with something behind it.
#include <catch2/catch.hpp>
#include <string>

#include "core/world/boulders.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"

namespace test_boulders {

using namespace dg;

namespace {

std::string last_said(const Game& g) {
  return g.log().all().empty() ? "" : g.log().all().back().text;
}

Tile tile_named(const Game& g, const char* id) {
  const int t = find_tile(g.catalog().tiles, id);
  REQUIRE(t >= 0);
  return static_cast<Tile>(t);
}

}  // namespace

TEST_CASE("a pushed boulder rolls on, then fills the hole it rolls into", "[core][boulders]") {
  Game g = test::game_on(
      "########\n"
      "#......#\n"
      "#@0..v.#\n"
      "#......#\n"
      "########\n");
  const Tile boulder = tile_named(g, "boulder");
  REQUIRE(g.level().at({2, 2}) == boulder);
  const int turn = g.turn();
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{2, 2});
  CHECK(g.level().at({3, 2}) == boulder);
  CHECK(g.level().at({2, 2}) == Tile::Floor);
  CHECK(g.turn() > turn);
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  CHECK(g.level().at({5, 2}) == Tile::Floor);  // the hole, filled
  CHECK(last_said(g) == "The boulder rolls into the hole and fills it.");
  CHECK(g.hero().pos == Vec{4, 2});
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{5, 2});  // walked onto where the hole was
}

TEST_CASE("no push leaves a boulder where it could never reach a hole again", "[core][boulders]") {
  // Against the west wall the boulder could only go up and down that wall: the hole is not
  // on it, so the push is refused, and no time passes.
  Game g = test::game_on(
      "#######\n"
      "#....v#\n"
      "#.0@..#\n"
      "#.....#\n"
      "#######\n");
  const Tile boulder = tile_named(g, "boulder");
  const int turn = g.turn();
  g.apply(Command::move(Dir::W));
  CHECK(g.level().at({2, 2}) == boulder);
  CHECK(g.hero().pos == Vec{3, 2});
  CHECK(g.turn() == turn);
  CHECK(last_said(g) == "You stop: pushed there, the boulder could never reach a hole again.");
  const auto live = boulders::live_cells(g.catalog(), g.level());
  CHECK_FALSE(live[Vec{1, 2}]);  // the wall's cells
  CHECK_FALSE(live[Vec{1, 1}]);
  CHECK(live[Vec{4, 1}]);  // beside the hole, pushed east from (3,1)
  CHECK(live[Vec{2, 1}]);
  CHECK_FALSE(live[Vec{5, 3}]);  // the south-east corner
}

TEST_CASE("a boulder is pushed straight, and not onto something", "[core][boulders]") {
  Game g = test::game_on(
      "#######\n"
      "#.....#\n"
      "#..0..#\n"
      "#.@.v.#\n"
      "#######\n");
  const Tile boulder = tile_named(g, "boulder");
  g.apply(Command::move(Dir::NE));  // on a slant
  CHECK(g.level().at({3, 2}) == boulder);
  CHECK(last_said(g) == "You cannot push a boulder on a slant: push it straight.");
  stage::put(g.mutable_player(), {2, 2});
  g.refresh_vision();
  test::put_monster(g, "newt", {4, 2}, Mind::Asleep);
  g.apply(Command::move(Dir::E));
  CHECK(g.level().at({3, 2}) == boulder);
  CHECK(last_said(g) == "Something is behind the boulder: it will not move.");
}

}  // namespace test_boulders
