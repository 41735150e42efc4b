// The Amulet's level (r26): the first arrival maps it and shows where the Amulet lies, so the
// last level's search is short and the run's end is the climb back with it; a later arrival
// only feels its presence; nothing else on the level is shown.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_amulet_call {

using namespace dg;

namespace {

constexpr const char* kCall =
    "The Amulet calls to you: you sense the shape of this level, and where it lies.";
constexpr const char* kPresence = "You feel the Amulet's presence somewhere on this level.";

const FloorItem* the_amulet(const Game& g) {
  for (const FloorItem& f : g.level().items)
    if (g.catalog().kind_of(f.item).cls == ItemClass::Amulet) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("the first arrival on the deepest level maps it and marks the Amulet", "[core][amulet]") {
  for (std::uint64_t seed : {3u, 11u, 42u}) {
    auto made = Game::new_game(test::catalog(), seed, {}, true);
    REQUIRE(made.ok());
    Game& g = made.value();
    g.apply(Command::jump(gen::kDungeonDepth - 1));
    const Level& above = g.level();
    int unseen_above = 0;  // the level before is not mapped by the call
    for (int y = 0; y < above.height(); ++y)
      for (int x = 0; x < above.width(); ++x)
        unseen_above += above.at({x, y}) != Tile::Rock && !above.memory[{x, y}].seen;
    CHECK(unseen_above > 0);
    CHECK_FALSE(test::said(g, kCall));

    g.apply(Command::jump(gen::kDungeonDepth));
    REQUIRE(g.depth() == gen::kDungeonDepth);
    CHECK(test::said(g, kCall));
    const Level& lv = g.level();
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (lv.at({x, y}) != Tile::Rock) REQUIRE(lv.memory[{x, y}].seen);
    const FloorItem* amulet = the_amulet(g);
    REQUIRE(amulet);
    CHECK(lv.memory[amulet->pos].item == amulet->item.kind);
    // Only the Amulet: no other thing lying out of sight is shown.
    for (const FloorItem& f : lv.items)
      if (f.pos != amulet->pos && !g.sight().sees(f.pos)) CHECK(lv.memory[f.pos].item < 0);
  }
}

TEST_CASE("coming back to the deepest level the Amulet is only felt, not shown again",
          "[core][amulet]") {
  auto made = Game::new_game(test::catalog(), 5, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::jump(gen::kDungeonDepth));
  REQUIRE(test::said(g, kCall));
  CHECK_FALSE(test::said(g, kPresence));
  g.apply(Command::jump(gen::kDungeonDepth - 1));
  g.apply(Command::jump(gen::kDungeonDepth));
  CHECK(test::said(g, kPresence));
}

}  // namespace test_amulet_call
