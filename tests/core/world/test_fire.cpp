// Fire on hand-drawn maps: it runs through brush and stops at water and stone, burns a door
// into a doorway and the scrolls lying in it, sets alight whoever stands in it (water puts them
// out), and monsters keep out of it unless fire cannot hurt them; methane explodes on it.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/fire.hpp"
#include "core/world/gas.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_fire {

using namespace dg;

namespace {

Tile tile(const char* id) {
  const int t = find_tile(test::catalog().tiles, id);
  REQUIRE(t >= 0);
  return static_cast<Tile>(t);
}

bool burning_effect(const Actor& a) {
  for (const Effect& e : a.effects)
    if (e.kind == EffectKind::Burning) return true;
  return false;
}

// Ticks until nothing burns (at most `turns`), the hero waiting.
void burn_out(Game& g, int turns = 80) {
  for (int i = 0; i < turns && g.level().burning > 0 && !g.run().over; ++i) test::wait_turns(g);
}

}  // namespace

TEST_CASE("fire runs through brush and stops at water and at stone", "[core][fire]") {
  Game g = test::game_on(
      "#################\n"
      "#;;;;}};;;#;;..@#\n"
      "#;;;;}};;;#;;...#\n"
      "#################\n");
  REQUIRE(blaze::ignite(g, {1, 1}));
  CHECK(blaze::burning(g, {1, 1}));
  CHECK_FALSE(blaze::ignite(g, {1, 1}));   // already alight
  CHECK_FALSE(blaze::ignite(g, {5, 1}));   // water does not burn
  CHECK_FALSE(blaze::ignite(g, {10, 1}));  // nor does stone
  burn_out(g);
  CHECK(g.level().burning == 0);
  int ash = 0;
  for (int y = 1; y <= 2; ++y)
    for (int x = 1; x <= 4; ++x) ash += g.level().at({x, y}) == tile("ash");
  CHECK(ash >= 3);  // it spread (each cell catches by chance, so not always every one)
  for (int y = 1; y <= 2; ++y) {
    for (int x : {7, 8, 9, 11, 12}) CHECK(g.level().at({x, y}) == tile("brush"));
    for (int x : {5, 6}) CHECK(g.level().at({x, y}) == tile("deep_water"));
    CHECK(g.level().at({10, y}) == Tile::Wall);
  }
}

TEST_CASE("a burning door burns into an empty doorway", "[core][fire]") {
  Game g = test::game_on(
      "#####\n"
      "#@..#\n"
      "##+##\n"
      "#...#\n"
      "#####\n");
  REQUIRE(g.level().at({2, 2}) == Tile::DoorClosed);
  REQUIRE(blaze::ignite(g, {2, 2}));
  burn_out(g);
  CHECK(g.level().at({2, 2}) == Tile::DoorBroken);
}

TEST_CASE("what burns on a burning cell is gone; the rest is left", "[core][fire]") {
  Game g = test::game_on(
      "#########\n"
      "#@..;;..#\n"
      "#########\n");
  test::lit_and_empty(g);
  Level& lv = g.mutable_level();
  lv.items.push_back({{4, 1}, test::item("fire")});     // a scroll
  lv.items.push_back({{4, 1}, test::item("healing")});  // a potion
  lv.items.push_back({{4, 1}, test::item("dagger")});
  g.refresh_vision();
  REQUIRE(blaze::ignite(g, {4, 1}));
  test::wait_turns(g);
  REQUIRE(g.level().items.size() == 1);
  CHECK(g.level().items[0].item.kind == test::item("dagger").kind);
  bool burnt = false, boiled = false;
  for (const Message& m : g.log().all()) {
    burnt = burnt || m.text.ends_with(" burns up!");
    boiled = boiled || m.text.ends_with(" boils away!");
  }
  CHECK(burnt);
  CHECK(boiled);
}

TEST_CASE("a creature in fire catches fire and burns until it burns out or water puts it out",
          "[core][fire]") {
  Game g = test::game_on(
      "##########\n"
      "#@;ww....#\n"
      "##########\n");
  test::lit_and_empty(g);
  REQUIRE(blaze::ignite(g, {2, 1}));
  g.refresh_vision();
  const Outcome asked = g.apply(Command::move(Dir::E));
  CHECK(asked.confirm == "Really step into the fire?");
  CHECK(g.hero().pos == Vec{1, 1});
  const int hp = g.hero().hp;
  g.apply(Command::move(Dir::E).confirm());
  REQUIRE(g.hero().pos == Vec{2, 1});
  CHECK(test::said(g, "You catch fire!"));
  CHECK(burning_effect(g.hero()));
  g.apply(Command::move(Dir::E));  // into shallow water
  CHECK(g.hero().hp < hp);
  CHECK(test::said(g, "You put out the flames in the water."));
  CHECK_FALSE(burning_effect(g.hero()));
}

TEST_CASE("a monster steps out of fire and keeps out of it; one fire cannot hurt does not",
          "[core][fire]") {
  Game g = test::game_on(
      "###########\n"
      "#@.....;;.#\n"
      "#......;;.#\n"
      "###########\n");
  test::lit_and_empty(g);
  const int jackal = test::put_monster(g, "jackal", {8, 1}).id;
  for (int x = 7; x <= 8; ++x)
    for (int y = 1; y <= 2; ++y) blaze::ignite(g, {x, y});
  test::wait_turns(g);
  const Monster* j = g.level().monster_by_id(jackal);
  if (j) CHECK_FALSE(blaze::burning(g, j->pos));  // it got out (or the fire killed it)
  // A hunter on the far side does not come through the fire.
  Game h = test::game_on(
      "###########\n"
      "#@....;...#\n"
      "#.....;...#\n"
      "###########\n");
  test::lit_and_empty(h);
  const int beyond = test::put_monster(h, "jackal", {8, 1}).id;
  const int pup = test::put_monster(h, "hell_hound_pup", {8, 2}).id;
  h.mutable_level().monster_by_id(pup)->hp = 200,
  h.mutable_level().monster_by_id(pup)->max_hp = 200;
  blaze::ignite(h, {6, 1}), blaze::ignite(h, {6, 2});
  bool pup_in_fire = false;
  for (int i = 0; i < 3; ++i) {
    h.mutable_level().fire[{6, 1}] = 4, h.mutable_level().fire[{6, 2}] = 4;  // kept burning
    test::wait_turns(h);
    const Monster* b = h.level().monster_by_id(beyond);
    REQUIRE(b);
    CHECK(b->pos.x > 6);
    if (const Monster* p = h.level().monster_by_id(pup)) {
      pup_in_fire = pup_in_fire || blaze::burning(h, p->pos) || p->pos.x < 6;
      CHECK_FALSE(burning_effect(*p));  // fire cannot hurt a hell hound
    }
  }
  CHECK(pup_in_fire);  // the hell hound came on through it
}

TEST_CASE("methane explodes through its cloud when fire touches it", "[core][fire]") {
  Game g = test::game_on(
      "##########\n"
      "#@.......#\n"
      "#........#\n"
      "##########\n");
  test::lit_and_empty(g);
  const Catalog& cat = g.catalog();
  const int methane = gas::find(cat.gases, "methane");
  REQUIRE(methane >= 0);
  Level& lv = g.mutable_level();
  gas::release(lv, cat.gases, cat.tiles, {5, 1}, methane, 1000);
  REQUIRE(lv.gassy == 4);  // 250 a cell
  Vec in_cloud{-1, -1};
  for (int x = 3; x <= 8; ++x)
    if (Vec p{x, 2}; lv.gas_at(p).volume > 0) in_cloud = p;
  REQUIRE(in_cloud.x >= 0);
  const int newt = test::put_monster(g, "newt", in_cloud).id;
  lv.monster_by_id(newt)->hp = 30, lv.monster_by_id(newt)->max_hp = 30;
  g.refresh_vision();
  REQUIRE(blaze::ignite(g, {5, 1}));
  CHECK(test::said(g, "The methane explodes!"));
  CHECK(g.level().gassy == 0);  // the whole cloud went up at once
  const Monster* n = g.level().monster_by_id(newt);
  CHECK((!n || n->hp < 30));
}

TEST_CASE("a fire bolt sets alight the brush it crosses", "[core][fire]") {
  Game g = test::game_on(
      "#################\n"
      "#@..;;;.........#\n"
      "#################\n");
  test::lit_and_empty(g);
  const char wand = test::give(g, "wand_fire", 1, 5);
  g.apply(Command::use_item(Use::Zap, wand, Dir::E));
  CHECK(g.level().burning >= 3);
  for (int x = 4; x <= 6; ++x) CHECK(blaze::burning(g, {x, 1}));
}

TEST_CASE("a thrown flask of oil bursts into flame where it breaks", "[core][fire]") {
  Game g = test::game_on(
      "###########\n"
      "#@........#\n"
      "###########\n");
  test::lit_and_empty(g);
  const int newt = test::put_monster(g, "newt", {5, 1}, Mind::Asleep).id;
  g.mutable_level().monster_by_id(newt)->hp = 40;
  const char oil = test::give(g, "oil");
  g.apply(Command::use_item(Use::Throw, oil, Dir::E));
  CHECK(blaze::burning(g, {5, 1}));  // bare floor, burning oil
  CHECK(blaze::burning(g, {4, 1}));
  CHECK_FALSE(blaze::burning(g, {3, 1}));
  burn_out(g);
  CHECK(g.level().at({5, 1}) == Tile::Floor);  // and left as it was
  const Monster* n = g.level().monster_by_id(newt);
  CHECK((!n || n->hp < 40));  // the newt in it caught fire
}

}  // namespace test_fire
