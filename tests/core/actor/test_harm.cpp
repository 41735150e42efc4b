// The one path of every creature's hurt and death (Game::damage): the hero and a monster are
// hurt by the same harm, through the same code, and each death ends the way it must.
#include <catch2/catch.hpp>

#include "content/tutorial.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_harm {

using namespace dg;

namespace {

bool said(const Game& g, const std::string& text) {
  for (const Message& m : g.log().all())
    if (m.text == text) return true;
  return false;
}

int count_events(const Game& g, EventKind kind) {
  int n = 0;
  for (const Event& e : g.events()) n += e.kind == kind;
  return n;
}

const Harm kRock{.cause = "killed by a falling rock",
                 .hit_line = "A rock falls on it.",
                 .kill_line = "The rock crushes it!"};

}  // namespace

TEST_CASE("the same harm hurts the hero and a monster alike, and says its words", "[core][harm]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  m.max_hp = m.hp = 10;
  const int hero_hp = g.hero().hp;
  REQUIRE(hero_hp > 3);
  CHECK_FALSE(g.damage(g.mutable_player(), 3, kRock));
  CHECK_FALSE(g.damage(m, 3, kRock));
  CHECK(g.hero().hp == hero_hp - 3);
  CHECK(m.hp == 7);
  CHECK(said(g, "A rock falls on it."));
  CHECK_FALSE(said(g, "The rock crushes it!"));
  CHECK_FALSE(g.run().over);
}

TEST_CASE("a monster's death by any harm: the kill said and reported, its things dropped",
          "[core][harm]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  m.gold = 12;
  const int id = m.id;
  const int experience = g.hero().experience;
  REQUIRE(g.damage(m, m.hp, kRock));
  CHECK(g.level().monster_by_id(id) == nullptr);
  CHECK(said(g, "The rock crushes it!"));
  CHECK_FALSE(said(g, "A rock falls on it."));
  REQUIRE(count_events(g, EventKind::Kill) == 1);
  CHECK(g.events().back().actor == kNobody);
  CHECK(g.events().back().target == id);
  CHECK(g.mutable_level().gold_at({4, 1}) != nullptr);
  CHECK(g.mutable_level().gold_at({4, 1})->amount == 12);
  CHECK(g.hero().experience == experience);  // nobody's kill earns nothing
  CHECK(g.hero().kills == 0);
}

TEST_CASE("the hero's kill earns experience; another's does not", "[core][harm]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& a = test::put_monster(g, "jackal", {3, 1}, Mind::Asleep);
  const int jackal = a.id;
  Harm by_hero = kRock;
  by_hero.by = kHero;
  by_hero.hero_earns = true;
  REQUIRE(g.damage(a, a.hp, by_hero));
  CHECK(g.hero().kills == 1);
  CHECK(g.hero().experience > 0);
  CHECK(g.events().back().actor == kHero);
  CHECK(g.events().back().target == jackal);
  Monster& b = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  Harm by_monster = kRock;
  by_monster.by = jackal;
  const int experience = g.hero().experience;
  REQUIRE(g.damage(b, b.hp + 5, by_monster));
  CHECK(g.hero().kills == 1);
  CHECK(g.hero().experience == experience);
  CHECK(g.events().back().actor == jackal);
}

TEST_CASE("the hero's death by the same harm ends the run with its cause", "[core][harm]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  REQUIRE(g.damage(g.mutable_player(), 1000, kRock));
  CHECK(g.run().over);
  CHECK(g.run().ending == Ending::Died);
  CHECK(g.run().death_cause == "killed by a falling rock");
  CHECK(g.hero().hp == 0);
  CHECK(count_events(g, EventKind::Died) == 1);
  // The hit is heard before the end.
  const auto& log = g.log().all();
  REQUIRE(log.size() >= 2);
  CHECK(log[log.size() - 2].text == "A rock falls on it.");
  CHECK(log.back().text == "You die...");
  // Nothing more hurts a dead hero.
  CHECK(g.damage(g.mutable_player(), 5, kRock));
  CHECK(count_events(g, EventKind::Died) == 1);
}

TEST_CASE("an immortal wizard is not killed by a harm", "[core][harm]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  g.mutable_wizard().immortal = true;
  CHECK_FALSE(g.damage(g.mutable_player(), 1000, kRock));
  CHECK_FALSE(g.run().over);
  CHECK(g.hero().hp == g.hero().max_hp);
  CHECK(said(g, "You feel death's touch pass you by."));
}

TEST_CASE("the tutorial's student is never hurt below 5 hit points", "[core][harm][tutorial]") {
  // Before: a newt bit a tutorial Wizard from 20 hit points to 1 while a lesson said to search.
  auto made = make_tutorial_game(test::catalog(), test::content().tutorial);
  REQUIRE(made.ok());
  Game& g = made.value();
  CHECK(g.wizard().least_hp == 5);
  const int most = g.hero().max_hp;
  REQUIRE(most > 5);
  g.damage(g.mutable_player(), most - 3, Harm{.cause = "a test"});
  CHECK(g.hero().hp == 5);
  CHECK_FALSE(g.run().over);
  // Outside the tutorial, no floor.
  auto plain = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(plain.ok());
  plain.value().mutable_player().hp = 10;
  plain.value().damage(plain.value().mutable_player(), 8, Harm{.cause = "a test"});
  CHECK(plain.value().hero().hp == 2);
}

}  // namespace test_harm
