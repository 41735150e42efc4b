// One creature model: the hero and a monster take the same actions through the same code.
// A potion drunk and a wand zapped by each, on a hand-drawn map; and the actions only a hero
// can take refuse a monster once, in HeroAction, not each on its own.
#include <catch2/catch.hpp>
#include <string>

#include "core/action/pack.hpp"
#include "core/action/potion.hpp"
#include "core/action/pray.hpp"
#include "core/action/zap.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

using namespace dg;

namespace {

constexpr const char* kHall =
    "###########\n"
    "#@........#\n"
    "###########\n";

}  // namespace

TEST_CASE("the hero and a monster drink the same potion through QuaffAction", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Monster& gob = test::put_monster(g, "goblin", {5, 1}, Mind::Asleep);
  gob.items.push_back(test::item("healing"));
  gob.max_hp = 40;
  gob.hp = 3;
  const int id = gob.id;
  const char potion = test::give(g, "healing");
  Player& hero = g.mutable_player();
  hero.max_hp = 40;
  hero.hp = 3;

  REQUIRE(QuaffAction(potion).perform(g, hero).succeeded);
  CHECK(hero.hp > 3);
  CHECK(hero.slot(potion) == nullptr);
  CHECK(test::said(g, "You feel better."));
  CHECK(g.knowledge().knows(test::catalog().find_item("healing")));  // drinking teaches

  Monster& m = *g.mutable_level().monster_by_id(id);
  REQUIRE(QuaffAction('a').perform(g, m).succeeded);
  CHECK(m.hp > 3);
  CHECK(m.items.empty());
  CHECK(test::said(g, "The goblin drinks a potion!"));
  CHECK(test::said(g, "The goblin looks healthier."));

  // Nothing carried under the letter: refused, and only the hero is told so.
  const std::size_t lines = g.log().all().size();
  CHECK_FALSE(QuaffAction('a').perform(g, m).succeeded);
  CHECK(g.log().all().size() == lines);
  CHECK_FALSE(QuaffAction('q').perform(g, hero).succeeded);
  CHECK(test::said(g, "You don't have that object."));
}

TEST_CASE("the hero and a monster zap the same wand through ZapAction", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Monster& gob = test::put_monster(g, "goblin", {6, 1}, Mind::Asleep);
  gob.items.push_back(test::item("wand_striking", 2));
  gob.hp = gob.max_hp = 200;
  const int id = gob.id;
  const char wand = test::give(g, "wand_striking", 1, 2);
  Player& hero = g.mutable_player();
  hero.hp = hero.max_hp = 200;

  REQUIRE(ZapAction(wand, Dir::E).perform(g, hero).succeeded);
  Monster& m = *g.mutable_level().monster_by_id(id);
  CHECK(m.hp < 200);  // striking never misses here: 2d8
  CHECK(m.mind == Mind::Hunting);
  CHECK(hero.slot(wand)->item.charges == 1);
  CHECK(g.knowledge().knows(test::catalog().find_item("wand_striking")));

  REQUIRE(ZapAction('a', Dir::W).perform(g, m).succeeded);
  CHECK(hero.hp < 200);
  CHECK(m.items.front().charges == 1);
  CHECK(test::said(g, "The goblin zaps a wand!"));
  CHECK(test::said(g, "Boing! Something strikes you."));
}

TEST_CASE("an action only a hero takes refuses a monster, and says nothing", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Monster& gob = test::put_monster(g, "goblin", {5, 1}, Mind::Asleep);
  gob.items.push_back(test::item("healing"));
  const std::size_t lines = g.log().all().size();
  CHECK_FALSE(DropAction('a').perform(g, gob).succeeded);
  CHECK_FALSE(PrayAction().perform(g, gob).succeeded);
  CHECK(gob.items.size() == 1);
  CHECK(g.log().all().size() == lines);
}

TEST_CASE("a monster keeps its place in memory while others come and go", "[core][creatures]") {
  Game g = test::game_on(
      "############\n"
      "#@.........#\n"
      "#..........#\n"
      "############\n");
  test::lit_and_empty(g);
  Monster& first = test::put_monster(g, "jackal", {10, 1}, Mind::Asleep);
  const int id = first.id;
  // Enough newcomers that a vector would have grown, and moved it, several times.
  for (int x = 2; x <= 10; ++x) test::put_monster(g, "newt", {x, 2}, Mind::Asleep);
  REQUIRE(g.level().monsters.size() == 10);
  CHECK(g.level().monster_by_id(id) == &first);
  // One of the others dies: the first is still where it was.
  Monster& newt = *g.mutable_level().monster_at({5, 2});
  REQUIRE(g.damage(newt, 1000, {}));
  CHECK(g.level().monsters.size() == 9);
  CHECK(g.level().monster_by_id(id) == &first);
  CHECK(first.pos == Vec{10, 1});
}

TEST_CASE("a monster killed by its own ray leaves the rest of the ray nobody's",
          "[core][creatures]") {
  // The goblin zaps fire west: the ray bounces off the wall, burns the goblin to death on its
  // way back, then the jackal beyond it. (A source read after its zapper died crashed here.)
  Game g = test::game_on(
      "#############\n"
      "#..........@#\n"
      "#############\n");
  test::lit_and_empty(g);
  g.mutable_player().hp = g.mutable_player().max_hp = 500;
  Monster& gob = test::put_monster(g, "goblin", {2, 1}, Mind::Asleep);
  gob.items.push_back(test::item("wand_fire", 3));
  gob.hp = gob.max_hp = 1;
  const int goblin = gob.id;
  const int jackal = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep).id;
  g.mutable_level().monster_by_id(jackal)->hp = 1;
  const int experience = g.hero().experience;

  REQUIRE(ZapAction('a', Dir::W).perform(g, gob).succeeded);
  CHECK(g.level().monster_by_id(goblin) == nullptr);
  CHECK(g.level().monster_by_id(jackal) == nullptr);
  CHECK(g.hero().experience == experience);  // neither kill is the hero's
}
