// Light on hand-drawn maps: in a dark room the hero sees only what a light falls on (a brazier,
// a fire, a glowing monster) and what their own light reaches, and standing in light the hero is
// noticed from twice as far as in the dark.
#include <catch2/catch.hpp>

#include "core/actor/stealth.hpp"
#include "core/game.hpp"
#include "core/world/fire.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_light {

using namespace dg;

namespace {

// A dark hall with a brazier (`!`, light 5 in tileset.toml) at its east end.
constexpr const char* kDarkHall =
    "#####################\n"
    "#@..................#\n"
    "#..................!#\n"
    "#...................#\n"
    "#####################\n";

Game dark(const char* map) {
  Game g = test::game_on(map);
  g.mutable_level().lit.fill(0);
  g.mutable_level().monsters.clear();
  g.refresh_vision();
  return g;
}

}  // namespace

TEST_CASE("in a dark room the hero sees what a light falls on, and their own light's reach",
          "[core][light]") {
  Game g = dark(kDarkHall);
  const Vec brazier{19, 2};
  REQUIRE(g.level().at(brazier) == static_cast<Tile>(find_tile(g.catalog().tiles, "brazier")));
  CHECK(g.sight().sees({3, 1}));        // within the hero's own light (3)
  CHECK_FALSE(g.sight().sees({8, 2}));  // dark, eleven cells from the brazier
  CHECK(g.sight().sees({15, 2}));       // four cells from it: lit
  CHECK(g.sight().sees(brazier));       // and it
  CHECK_FALSE(g.sight().lit({8, 2}));
  CHECK(g.sight().lit({15, 1}));
  CHECK(g.sight().glow({15, 1}).from == Glow::From::Tile);
  test::put_monster(g, "jackal", {16, 3}, Mind::Asleep);
  test::put_monster(g, "jackal", {7, 3}, Mind::Asleep);
  g.refresh_vision();
  CHECK(g.sight().visible_monster({16, 3}));       // in the brazier's light
  CHECK_FALSE(g.sight().visible_monster({7, 3}));  // in the dark
}

TEST_CASE("fire lights the cells around it", "[core][light]") {
  Game g = dark(
      "#####################\n"
      "#@.........;........#\n"
      "#...................#\n"
      "#####################\n");
  CHECK_FALSE(g.sight().sees({9, 1}));
  REQUIRE(blaze::ignite(g, {11, 1}));
  g.refresh_vision();
  CHECK(g.sight().sees({11, 1}));
  CHECK(g.sight().sees({9, 1}));  // fire's light is 2 (tileset.toml)
  CHECK(g.sight().glow({9, 1}).from == Glow::From::Fire);
  CHECK_FALSE(g.sight().sees({8, 1}));
}

TEST_CASE("stealth changes with light and with keeping still", "[core][light][stealth]") {
  Game g = dark(kDarkHall);
  CHECK(stealth_range(g) == 7);  // dark, moving: half of 14
  for (int i = 0; i < 13; ++i) g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{14, 1});
  REQUIRE(g.sight().lit(g.hero().pos));
  CHECK(stealth_range(g) == 14);  // in the brazier's light
  test::wait_turns(g);
  CHECK(stealth_range(g) == 7);  // keeping still in it
}

TEST_CASE("a lamp the hero carries lights the dark around them, and shows them", "[core][light]") {
  Game g = dark(
      "#####################\n"
      "#@..................#\n"
      "#...................#\n"
      "#####################\n");
  CHECK_FALSE(g.sight().sees({5, 1}));  // four steps: beyond the hero's own light (3)
  CHECK_FALSE(g.sight().lit(g.hero().pos));
  CHECK(stealth_range(g) == 7);
  const char lamp = test::give(g, "oil_lamp");
  g.refresh_vision();
  CHECK(g.sight().sees({5, 1}));  // the oil lamp's light is 5 (items.toml)
  CHECK(g.sight().sees({6, 2}));
  CHECK_FALSE(g.sight().sees({8, 1}));
  CHECK(g.sight().glow({5, 1}).from == Glow::From::Item);
  CHECK(g.sight().lit(g.hero().pos));
  CHECK(stealth_range(g) == 14);  // seen lit, as in a brazier's light
  g.apply(Command::use_item(Use::Drop, lamp));
  for (int i = 0; i < 8; ++i) g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{9, 1});
  CHECK_FALSE(g.sight().lit(g.hero().pos));  // dropped, it gives no light: dark again
  CHECK(stealth_range(g) == 7);
  CHECK_FALSE(g.sight().sees({13, 1}));
}

}  // namespace test_light
