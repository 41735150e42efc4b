// Travel and explore walk by the same step rule as the hero (core/world/step_rule.hpp).
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/travel.hpp"

using namespace dg;

TEST_CASE("travel crosses a broken doorway diagonally, never one with a door", "[ui][travel]") {
  // (1,1) -> (2,2) -> (3,3) is the only way: two diagonal steps through the doorway at (2,2).
  const char* map = "#####\n#@###\n##.##\n###.#\n#####\n";
  for (Tile door : {Tile::DoorBroken, Tile::DoorOpen}) {
    auto made = Game::from_ascii(test::catalog(), map, 1, test::caveman());
    REQUIRE(made.ok());
    Game g = made.value();
    g.mutable_level().tiles[{2, 2}] = door;
    g.refresh_vision();
    REQUIRE(g.level().memory[{3, 3}].seen);
    const std::vector<Vec> path = travel_path(g, {3, 3});
    if (door == Tile::DoorBroken) {
      CHECK(path == std::vector<Vec>{{2, 2}, {3, 3}});
    } else {
      CHECK(path.empty());
    }
  }
}
