// Any caster aims at any creature (r31), on hand-drawn maps where nobody can walk to the fight:
// a monster shoots the pet in its line, a freed archer shoots its prey, and a pet's ray is held
// back when the hero stands where it would go.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_aim {

using namespace dg;

namespace {

// The hero up a dead end; below, a creature at (1,3) faces, across two cells of deep water
// (which arrows and breath cross and no walker does), one at (4,3) walled in on every side.
constexpr const char* kAcrossWater =
    "#######\n"
    "#@#####\n"
    "#.#####\n"
    "#.}}.##\n"
    "#######\n";

// The hero, the prey beside them, two cells of deep water, and a pet walled in: a ray from the
// pet at the prey flies on into the hero.
constexpr const char* kHeroBehind =
    "########\n"
    "#@..}}.#\n"
    "########\n";

void light(Game& g) {
  Level& lv = g.mutable_level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) lv.lit[{x, y}] = 1;
  g.refresh_vision();
}

Monster& sturdy(Monster& m) {
  m.hp = m.max_hp = 300;
  return m;
}

// Waits up to `turns` turns until the monster `id` has lost hit points; whether it did.
bool hurt_within(Game& g, int id, int turns) {
  for (int i = 0; i < turns && !g.run().over; ++i) {
    test::wait_turns(g);
    const Monster* m = g.level().monster_by_id(id);
    if (!m || m->hp < m->max_hp) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a monster shoots a pet in its line though the hero is out of it", "[core][aim]") {
  Game g = test::game_on(kAcrossWater);
  g.mutable_player().hp = g.mutable_player().max_hp = 300;
  Monster& kitten = sturdy(test::put_monster(g, "kitten", {1, 3}));
  kitten.tame = true;
  kitten.stays = true;  // told to wait, as it would walk back to the hero
  const int pet = kitten.id;
  sturdy(test::put_monster(g, "hill_orc", {4, 3}));
  light(g);
  // Under r30 the orc aimed only at the hero, who is never in its line here.
  CHECK(hurt_within(g, pet, 80));
  CHECK(g.hero().hp == 300);
}

TEST_CASE("a freed archer shoots its prey in line", "[core][aim]") {
  Game g = test::game_on(kAcrossWater);
  const int prey = sturdy(test::put_monster(g, "brown_mold", {1, 3})).id;
  Monster& orc = sturdy(test::put_monster(g, "hill_orc", {4, 3}));
  orc.tame = true;
  light(g);
  REQUIRE(g.sight().sees({1, 3}));  // a pet goes after what the hero sees
  CHECK(hurt_within(g, prey, 80));
  CHECK(test::said(g, "The arrow hits the brown mold."));
}

TEST_CASE("a pet's ray is held back while the hero stands beyond its prey", "[core][aim]") {
  // The same place, first with an archer, whose arrow stops at the first creature it meets.
  Game archer = test::game_on(kHeroBehind);
  const int prey = sturdy(test::put_monster(archer, "brown_mold", {2, 1})).id;
  sturdy(test::put_monster(archer, "hill_orc", {6, 1})).tame = true;
  light(archer);
  CHECK(hurt_within(archer, prey, 80));

  // A winter wolf cub breathes frost down a line: it would go on into the hero.
  Game breather = test::game_on(kHeroBehind);
  const int hp = breather.hero().hp;
  const int spared = sturdy(test::put_monster(breather, "brown_mold", {2, 1})).id;
  sturdy(test::put_monster(breather, "winter_wolf_cub", {6, 1})).tame = true;
  light(breather);
  CHECK_FALSE(hurt_within(breather, spared, 80));
  CHECK(breather.hero().hp == hp);
  CHECK_FALSE(test::said(breather, "The frost hits you!"));

  // With the hero out of the way (the prey walled in where the hero stood), it breathes.
  Game open = test::game_on(
      "########\n"
      "##@#####\n"
      "#..}}.##\n"
      "########\n");
  const int target = sturdy(test::put_monster(open, "brown_mold", {1, 2})).id;
  sturdy(test::put_monster(open, "winter_wolf_cub", {5, 2})).tame = true;
  light(open);
  CHECK(hurt_within(open, target, 80));
  CHECK(test::said(open, "The frost hits the brown mold!"));
}

}  // namespace test_aim
