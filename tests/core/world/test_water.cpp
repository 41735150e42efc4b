// Water on hand-drawn maps: wading through shallow water is slow and loud, and an eel lives in
// the water, hidden under deep water unless it is beside the hero.
#include <catch2/catch.hpp>

#include "core/actor/stealth.hpp"
#include "core/game.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_water {

using namespace dg;

TEST_CASE("a step into shallow water costs half a turn more, and the hero splashes",
          "[core][water]") {
  Game g = test::game_on(
      "##########\n"
      "#@.ww....#\n"
      "##########\n");
  test::lit_and_empty(g);
  const int quiet = stealth_range(g);
  CHECK(quiet == 14);  // lit, moving, leather armour
  const int t0 = g.turn();
  g.apply(Command::move(Dir::E));  // onto the floor
  const int on_floor = g.turn() - t0;
  g.apply(Command::move(Dir::E));  // into the water
  g.apply(Command::move(Dir::E));  // and on through it
  g.apply(Command::move(Dir::E));  // out onto the floor
  const int through = g.turn() - t0 - on_floor;
  CHECK(on_floor == 1);
  CHECK(through == 4);  // 1 + 1.5 + 1.5
  g.apply(Command::move(Dir::W));
  REQUIRE(g.hero().pos == Vec{4, 1});
  CHECK(stealth_range(g) == 28);  // noticed from twice as far
}

TEST_CASE("an eel under deep water is seen only from beside it, and never leaves the water",
          "[core][water]") {
  Game g = test::game_on(
      "############\n"
      "#@...}}}}..#\n"
      "#....}}}}..#\n"
      "############\n");
  test::lit_and_empty(g);
  const int eel = test::put_monster(g, "giant_eel", {7, 1}, Mind::Asleep).id;
  g.refresh_vision();
  CHECK(g.sight().sees({7, 1}));
  CHECK_FALSE(g.sight().visible_monster({7, 1}));  // under the water
  stage::put(*g.mutable_level().monster_by_id(eel), {5, 1});
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{4, 1});
  const Monster* m = g.level().monster_by_id(eel);
  REQUIRE(m);
  CHECK(chebyshev(m->pos, g.hero().pos) == 1);
  CHECK(g.sight().visible_monster(m->pos) == m);  // beside the hero, it shows
  for (int i = 0; i < 20 && !g.run().over; ++i) {
    test::wait_turns(g);
    if (const Monster* e = g.level().monster_by_id(eel))
      CHECK(g.level().at(e->pos) == static_cast<Tile>(find_tile(g.catalog().tiles, "deep_water")));
  }
}

}  // namespace test_water
