// One creature model: the hero and a monster take the same actions through the same code.
// A potion drunk, a wand zapped, a scroll read, a dagger thrown and a thing picked up by each,
// on a hand-drawn map; and the actions only a hero can take refuse a monster once, in
// HeroAction, not each on its own.
#include <catch2/catch.hpp>
#include <string>

#include "core/action/pack.hpp"
#include "core/action/potion.hpp"
#include "core/action/pray.hpp"
#include "core/action/throw.hpp"
#include "core/action/zap.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_creatures {

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

TEST_CASE("the hero and a monster read the same scroll through ReadAction", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Monster& gob = test::put_monster(g, "goblin", {5, 1}, Mind::Asleep);
  gob.items.push_back(test::item("teleportation"));
  const int id = gob.id;
  const char scroll = test::give(g, "teleportation");
  Player& hero = g.mutable_player();

  REQUIRE(ReadAction(scroll).perform(g, hero).succeeded);
  CHECK(test::said(g, "Your position suddenly seems very uncertain."));
  CHECK(hero.slot(scroll) == nullptr);

  Monster& m = *g.mutable_level().monster_by_id(id);
  const Vec from = m.pos;
  REQUIRE(ReadAction('a').perform(g, m).succeeded);
  CHECK(m.items.empty());
  CHECK(m.pos != from);  // the hall has nine cells: one of the others
  CHECK(g.catalog().tile(g.level().at(m.pos)).walkable);
  // A spellbook is the hero's to study: a monster does not read one.
  m.items.push_back(test::item("book_force_bolt"));
  CHECK_FALSE(ReadAction('a').perform(g, m).succeeded);
  CHECK(m.items.size() == 1);
}

TEST_CASE("the hero and a monster throw the same dagger through ThrowAction", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Monster& gob = test::put_monster(g, "goblin", {5, 1}, Mind::Asleep);
  gob.hp = gob.max_hp = 200;
  Item daggers = test::item("dagger");
  daggers.count = 40;
  gob.items.push_back(daggers);
  const int id = gob.id;
  const char dagger = test::give(g, "dagger", 40);
  Player& hero = g.mutable_player();
  hero.hp = hero.max_hp = 500;

  // Each throw lands where it stops: beside or under the target, hit or missed.
  int hero_hits = 0;
  for (int i = 0; i < 20; ++i) {
    Monster& m = *g.mutable_level().monster_by_id(id);
    const int before = m.hp;
    REQUIRE(ThrowAction(dagger, Dir::E).perform(g, hero).succeeded);
    hero_hits += m.hp < before;
  }
  CHECK(hero_hits > 0);
  CHECK(hero.slot(dagger)->item.count == 20);
  CHECK(test::said(g, "The dagger hits the goblin."));
  CHECK(g.level().monster_by_id(id)->mind == Mind::Hunting);  // it noticed

  int monster_hits = 0;
  for (int i = 0; i < 20; ++i) {
    const int before = hero.hp;
    Monster& m = *g.mutable_level().monster_by_id(id);
    REQUIRE(ThrowAction('a', Dir::W).perform(g, m).succeeded);
    monster_hits += hero.hp < before;
  }
  CHECK(monster_hits > 0);
  CHECK(g.level().monster_by_id(id)->items.front().count == 20);
  CHECK(test::said(g, "The goblin throws a dagger!"));
  CHECK(test::said(g, "The dagger hits you."));
  int landed = 0;  // 20 of the hero's by the goblin, 20 of the goblin's by the hero
  for (const FloorItem& f : g.level().items) landed += f.item.count;
  CHECK(landed == 40);
}

TEST_CASE("the hero and a monster pick up through PickUpAction", "[core][creatures]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  Level& lv = g.mutable_level();
  place_item(lv, g.catalog(), {1, 1}, test::item("dart"));
  place_item(lv, g.catalog(), {5, 1}, test::item("wand_striking", 3));
  place_item(lv, g.catalog(), {5, 1}, test::item("healing"));
  Monster& gob = test::put_monster(g, "goblin", {5, 1}, Mind::Asleep);
  const int id = gob.id;

  REQUIRE(PickUpAction({}).perform(g, g.mutable_player()).succeeded);
  CHECK(test::said(g, "c - a dart."));  // after the kit's club (a) and armour (b)

  Monster& m = *g.mutable_level().monster_by_id(id);
  REQUIRE(PickUpAction({0, 1}).perform(g, m).succeeded);  // the whole pile, as its mind asks
  CHECK(m.items.size() == 2);
  CHECK(items_at(g.level(), {5, 1}).empty());
  // Seen, each thing taken is said (a wand not yet known by its look: "an oak wand").
  int wands = 0, potions = 0;
  for (const Message& line : g.log().all()) {
    wands += line.text.starts_with("The goblin picks up ") && line.text.ends_with(" wand.");
    potions += line.text.starts_with("The goblin picks up ") && line.text.ends_with(" potion.");
  }
  CHECK(wands == 1);
  CHECK(potions == 1);
  CHECK_FALSE(PickUpAction({}).perform(g, m).succeeded);  // nothing left there
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

}  // namespace test_creatures
