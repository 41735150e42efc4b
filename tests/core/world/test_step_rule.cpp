// The one step rule (core/world/step_rule.hpp) and the movers that ask it, on hand-drawn maps.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/step_rule.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_step_rule {

using namespace dg;

namespace {
Game make(const char* map, std::uint64_t seed = 1) {
  auto g = Game::from_ascii(test::catalog(), map, seed, test::caveman());
  INFO((g.ok() ? std::string() : g.error()));
  REQUIRE(g.ok());
  return g.value();
}
}  // namespace

TEST_CASE("the step rule, tile by tile", "[core][move][door]") {
  const Vec here{5, 5}, east{6, 5}, north_east{6, 4};
  using T = Tile;
  using B = StepBlock;
  const TileTable& tiles = test::catalog().tiles;
  // Straight steps: only what is in the way counts.
  CHECK(step_block(tiles, T::Floor, T::Floor, here, east) == B::None);
  CHECK(step_block(tiles, T::Floor, T::DoorOpen, here, east) == B::None);
  CHECK(step_block(tiles, T::DoorOpen, T::Corridor, here, east) == B::None);
  CHECK(step_block(tiles, T::Floor, T::DoorClosed, here, east) == B::ClosedDoor);
  CHECK(step_block(tiles, T::Floor, T::DoorLocked, here, east) == B::LockedDoor);
  CHECK(step_block(tiles, T::Floor, T::Wall, here, east) == B::Impassable);
  CHECK(step_block(tiles, T::Floor, T::Rock, here, east) == B::Impassable);
  // Diagonals: no way into or out of a doorway that holds a door, open or shut.
  CHECK(step_block(tiles, T::Floor, T::Floor, here, north_east) == B::None);
  CHECK(step_block(tiles, T::Floor, T::DoorOpen, here, north_east) == B::DoorwayDiagonal);
  CHECK(step_block(tiles, T::DoorOpen, T::Floor, here, north_east) == B::DoorwayDiagonal);
  CHECK(step_block(tiles, T::Floor, T::DoorClosed, here, north_east) ==
        B::ClosedDoor);  // a bump opens
  CHECK(doorway_diagonal(T::Floor, T::DoorClosed, here, north_east));
  CHECK(doorway_diagonal(T::DoorLocked, T::Floor, here, north_east));
  // A broken door leaves an empty doorway: diagonals are fine (as in NetHack).
  CHECK(step_block(tiles, T::Floor, T::DoorBroken, here, north_east) == B::None);
  CHECK(step_block(tiles, T::DoorBroken, T::Corridor, here, north_east) == B::None);
  CHECK_FALSE(doorway_diagonal(T::Floor, T::DoorOpen, here, east));
}

TEST_CASE("the hero crosses a broken doorway diagonally, not an open one", "[core][move][door]") {
  const char* map = "#####\n#@..#\n##-##\n#...#\n#####\n";
  Game open = make(map);
  CHECK_FALSE(open.apply(Command::move(Dir::SE)).took_turn);
  CHECK(open.hero().pos == Vec{1, 1});

  Game broken = make(map);
  broken.mutable_level().tiles[{2, 2}] = Tile::DoorBroken;
  CHECK(broken.apply(Command::move(Dir::SE)).took_turn);
  CHECK(broken.hero().pos == Vec{2, 2});
  CHECK(broken.apply(Command::move(Dir::SE)).took_turn);
  CHECK(broken.hero().pos == Vec{3, 3});
}

TEST_CASE("a confused hero's stumble is judged by the step it takes", "[core][move][door]") {
  // The hero stands in an open doorway and asks to go straight south. A stumble that turns the
  // step diagonal is refused like any diagonal out of a doorway; it once went through, because
  // the rule looked at the direction asked for.
  int stumbled_diagonally = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Game g = make("#####\n#...#\n##@##\n#...#\n#####\n", seed);
    g.mutable_level().tiles[{2, 2}] = Tile::DoorOpen;
    g.mutable_player().effects.push_back(Effect{EffectKind::Confusion, 100});
    const Outcome out = g.apply(Command::move(Dir::S));
    const Vec p = g.hero().pos;
    INFO("seed " << seed << " ended at " << p.x << "," << p.y);
    CHECK((p == Vec{2, 2} || p == Vec{2, 3} || p == Vec{2, 1}));  // never a diagonal
    const auto& said = g.log().latest();
    if (!said.empty() && said.back().text == "You can't move diagonally through a doorway.") {
      ++stumbled_diagonally;
      CHECK_FALSE(out.took_turn);
    }
  }
  CHECK(stumbled_diagonally > 0);
}

}  // namespace test_step_rule
