// The terrain tileset.toml adds (brush, deep water, a chasm): known to the engine only by its
// data, played on hand-drawn maps where each is written with its map_char (';', '}', ':').
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_terrain {

using namespace dg;

namespace {

Tile tile_named(const char* name) {
  const TileTable& tiles = test::catalog().tiles;
  for (std::size_t t = 0; t < tiles.size(); ++t)
    if (tiles[t].name == name) return static_cast<Tile>(t);
  FAIL("no tile named " << name);
  return Tile::Rock;
}

}  // namespace

TEST_CASE("brush hides what is behind it and is walked through freely", "[core][terrain]") {
  Game g = test::game_on(
      "#########\n"
      "#@.;;...#\n"
      "#########\n");
  REQUIRE(g.level().at({3, 1}) == tile_named("brush"));
  test::put_monster(g, "jackal", {6, 1}, Mind::Asleep);
  g.refresh_vision();
  CHECK(g.sight().visible_monster({6, 1}) == nullptr);  // two cells of brush between
  g.apply(Command::move(Dir::E));
  const Outcome step = g.apply(Command::move(Dir::E));
  CHECK(step.confirm.empty());  // nothing to ask: it does not hurt
  CHECK(g.hero().pos == Vec{3, 1});
  CHECK(g.sight().sees({4, 1}));  // the brush next to the hero is seen, not what is behind it
  CHECK(g.sight().visible_monster({6, 1}) == nullptr);
  g.apply(Command::move(Dir::E));
  CHECK(g.sight().visible_monster({6, 1}) != nullptr);  // in the last cell of it, the jackal shows
}

TEST_CASE("in deep water the hero lets go of what they carry, and it washes up out of it",
          "[core][terrain]") {
  Game g = test::game_on(
      "#########\n"
      "#@.}}}..#\n"
      "#########\n");
  const char dart = test::give(g, "dart", 3);
  g.apply(Command::move(Dir::E));
  const Outcome asked = g.apply(Command::move(Dir::E));
  CHECK(asked.confirm == "Really step into the deep water?");
  g.apply(Command::move(Dir::E).confirm());
  g.apply(Command::move(Dir::E).confirm());
  REQUIRE(g.hero().pos == Vec{4, 1});
  // Swimming, the wielded club and the worn armour are held; the darts slip away.
  CHECK(test::waits_for(g, "The water tears 3 darts from your grasp.", 30));
  CHECK(g.hero().slot(dart) == nullptr);
  CHECK(g.hero().wielded != 0);
  // Washed up on the nearest cell out of the water, by rings: west of the pool, (2, 1).
  REQUIRE(g.level().items.size() == 1);
  CHECK(g.level().items.front().pos == Vec{2, 1});
  CHECK(g.level().items.front().item.count == 3);
}

TEST_CASE("a chasm drops the hero to the level below", "[core][terrain]") {
  Game g = test::game_on(
      "#######\n"
      "#@.::.#\n"
      "#######\n");
  g.apply(Command::move(Dir::E));
  CHECK(g.apply(Command::move(Dir::E)).confirm == "Really step into the chasm?");
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.depth() == 2);
  CHECK(test::said(g, "You fall into the chasm!"));
  CHECK(g.hero().hp < g.hero().max_hp);
  CHECK(g.hero().hp >= g.hero().max_hp - 4);
}

TEST_CASE("the generators place the new terrain from its depth, never a chasm on the deepest",
          "[core][terrain][gen]") {
  const Tile brush = tile_named("brush"), water = tile_named("deep water"),
             chasm = tile_named("chasm");
  int brush_top = 0, water_top = 0, water_deep = 0, chasm_bottom = 0, chasm_mid = 0;
  auto count = [](const Level& lv, Tile t) {
    int n = 0;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x) n += lv.at({x, y}) == t;
    return n;
  };
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    for (int depth : {1, 2}) {
      const auto lv = gen::make_level(test::catalog(), seed, depth);
      REQUIRE(lv.ok());
      brush_top += count(lv.value(), brush);
      water_top += count(lv.value(), water);  // from level 3 down only
    }
    const auto mid = gen::make_level(test::catalog(), seed, 8);
    const auto bottom = gen::make_level(test::catalog(), seed, 12);
    REQUIRE(mid.ok());
    REQUIRE(bottom.ok());
    water_deep += count(mid.value(), water);
    chasm_mid += count(mid.value(), chasm);
    chasm_bottom += count(bottom.value(), chasm);
  }
  CHECK(brush_top > 0);
  CHECK(water_top == 0);
  CHECK(water_deep > 0);
  CHECK(chasm_mid > 0);
  CHECK(chasm_bottom == 0);  // the deepest level has no floor to fall through
}

}  // namespace test_terrain
