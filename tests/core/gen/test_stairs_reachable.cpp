// The stairs of every level can be reached from where the hero arrives, by the moves a player
// has: steps (never diagonally through a doorway with a door, NetHack's rule), opening doors
// and bashing locked ones. Checked here by a search written apart from the generator's own
// (core/gen/reach.cpp), over 1,000 seeds times the 12 levels the game makes for them.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "core/gen/dungeon_gen.hpp"
#include "test_content.hpp"

namespace test_stairs_reachable {

using namespace dg;

namespace {

// A door stops diagonal steps in and out of its doorway; a broken one does not.
bool doored(Tile t) {
  return t == Tile::DoorOpen || t == Tile::DoorClosed || t == Tile::DoorLocked;
}

// The cells that can be reached from `from`: a step into a walkable tile, a closed door
// (opened) or a locked one (bashed: a broken door, crossed diagonally too, is not counted on);
// through acid or a pit only when `hazards` (a player may, when asked; the generator promises
// a way between the stairs without).
Array2D<std::uint8_t> reach(const Catalog& cat, const Level& lv, Vec from, bool hazards) {
  Array2D<std::uint8_t> seen(lv.width(), lv.height(), 0);
  std::vector<Vec> frontier{from};
  seen[from] = 1;
  while (!frontier.empty()) {
    const Vec p = frontier.back();
    frontier.pop_back();
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const Vec q{p.x + dx, p.y + dy};
        if ((dx == 0 && dy == 0) || !lv.contains(q) || seen[q]) continue;
        const Tile t = lv.at(q);
        const TileRules& rules = cat.tile(t);
        // A vault's door opens to its key (core/world/set_pieces): a way in, as the generator
        // counts it.
        const bool enterable =
            (rules.walkable && (hazards || !rules.hazard)) || doored(t) || rules.lock;
        if (!enterable) continue;
        if (dx != 0 && dy != 0 && (doored(t) || doored(lv.at(p)))) continue;
        seen[q] = 1;
        frontier.push_back(q);
      }
  }
  return seen;
}

}  // namespace

TEST_CASE("every level's stairs can be reached from every cell, over 1000 seeds",
          "[core][gen][stairs][long]") {
  // The stairs down from the stairs up without a hazard; and the stairs down (on the deepest
  // level, up) from wherever a fall, a teleport or a wizard's jump may put the hero: every
  // cell a player can stand on. Before: the generator's own check let a diagonal step through
  // a doorway count, and seed 9009's level 9 left a Monk who fell in where no step led out.
  const Catalog& cat = test::catalog();
  int unsafe = 0, stranded = 0;
  std::string first;
  for (std::uint64_t seed = 1; seed <= 1000; ++seed)
    for (int depth = 1; depth <= gen::kDungeonDepth; ++depth) {
      auto made = gen::make_level(cat, seed, depth);
      REQUIRE(made.ok());
      const Level& lv = made.value();
      const bool deepest = depth == gen::kDungeonDepth;
      const Vec goal = deepest ? lv.stairs_up : lv.stairs_down;
      const std::string here = "seed " + std::to_string(seed) + " depth " + std::to_string(depth);
      if (!deepest && !reach(cat, lv, lv.stairs_up, false)[goal]) {
        ++unsafe;
        if (first.empty()) first = here + ": no safe way between the stairs";
      }
      // Every step is undone by its reverse, so what the goal reaches reaches the goal.
      const auto from_goal = reach(cat, lv, goal, true);
      for (int y = 0; y < lv.height(); ++y)
        for (int x = 0; x < lv.width(); ++x)
          if (cat.tile(lv.at({x, y})).walkable && !from_goal[{x, y}]) {
            ++stranded;
            if (first.empty())
              first = here + ": (" + std::to_string(x) + "," + std::to_string(y) + ") is cut off";
          }
    }
  INFO("first: " << first);
  CHECK(unsafe == 0);
  CHECK(stranded == 0);
}

TEST_CASE("seed 9009's level 9 lets a hero out of every cell", "[core][gen][stairs]") {
  auto made = gen::make_level(test::catalog(), 9009, 9);
  REQUIRE(made.ok());
  const Level& lv = made.value();
  const auto from_goal = reach(test::catalog(), lv, lv.stairs_down, true);
  int cut_off = 0;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      cut_off += test::catalog().tile(lv.at({x, y})).walkable && !from_goal[{x, y}] ? 1 : 0;
  CHECK(cut_off == 0);
}

}  // namespace test_stairs_reachable
