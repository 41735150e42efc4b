// The climb back with the Amulet (r38): taking it begins the climb, said once; it drains a
// point of power every 10 turns; each climb up a staircase with it brings deep monsters up the
// same stairs a few turns later; and each level the hero comes back to with it has gained
// monsters from deeper, once. Without the Amulet none of it happens.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/gen/dungeon_gen.hpp"
#include "core/world/climb.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_climb {

using namespace dg;

namespace {

constexpr const char* kBegins =
    "The dungeon shudders as you take the Amulet: things stir above, something deep starts up "
    "after you, and the Amulet drinks your power.";
constexpr const char* kStirred =
    "The air is wrong here: things from deeper down have come up before you.";

// A hall with both staircases: the hero beside the stairs down.
constexpr const char* kHall =
    "###############\n"
    "#<..........@>#\n"
    "#.............#\n"
    "###############\n";

int count_said(const Game& g, const std::string& text) {
  int n = 0;
  for (const Message& m : g.log().all()) n += m.text == text;
  return n;
}

bool pursuers_said(const Game& g) {
  for (const Message& m : g.log().all())
    if (m.text.find("the stairs after you!") != std::string::npos ||
        m.text == "You hear something climb the stairs behind you.")
      return true;
  return false;
}

}  // namespace

TEST_CASE("taking the Amulet begins the climb, said once, and the Amulet drains power",
          "[core][climb]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  g.mutable_player().max_pw = 30;
  g.mutable_player().pw = 30;
  test::wait_turns(g, 5);
  CHECK_FALSE(g.dungeon().climb.begun);  // without it, nothing
  CHECK(g.hero().pw == 30);
  test::give(g, "amulet");
  test::wait_turns(g, 1);
  CHECK(g.dungeon().climb.begun);
  CHECK(test::said(g, kBegins));
  test::wait_turns(g, 40);
  CHECK(count_said(g, kBegins) == 1);
  // Four points in 40 turns, less what a caveman's power comes back by (a point at most).
  CHECK(g.hero().pw <= 27);
}

TEST_CASE("with the Amulet, deep monsters come up the stairs after the hero", "[core][climb]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  g.mutable_wizard().immortal = true;  // the pursuers are strong: the test watches them come
  test::give(g, "amulet");
  g.apply(Command::move(Dir::E));
  REQUIRE(g.level().at(g.hero().pos) == Tile::StairsDown);
  g.apply(Command::of(Command::Kind::Descend));
  REQUIRE(g.depth() == 2);
  g.apply(Command::of(Command::Kind::Ascend));
  REQUIRE(g.depth() == 1);
  const std::size_t before = g.level().monsters.size();
  CHECK_FALSE(pursuers_said(g));
  for (int i = 0; i < 16 && !pursuers_said(g); ++i) test::wait_turns(g);  // 8-15 turns
  CHECK(pursuers_said(g));
  REQUIRE(g.level().monsters.size() > before);
  // They are fighters of level 3 (the one under the level left, 2), and
  // hunt the hero.
  for (const Monster& m : g.level().monsters) {
    const Breed& b = g.catalog().breed_of(m);
    CHECK(b.min_depth <= 3);
    CHECK(b.max_depth >= 3);
    CHECK(m.mind == Mind::Hunting);
  }
}

TEST_CASE("a level the hero comes back to with the Amulet has deeper monsters, once",
          "[core][climb]") {
  auto made = Game::new_game(test::catalog(), 31, test::caveman(), true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.mutable_wizard().immortal = true;
  g.apply(Command::jump(3));
  g.apply(Command::jump(4));
  std::set<int> were;  // who was on level 3 when the hero left it
  for (const Monster& m : g.dungeon().at(3)->monsters) were.insert(m.id);
  test::give(g, "amulet");
  test::wait_turns(g, 1);
  REQUIRE(g.dungeon().climb.begun);
  g.apply(Command::jump(3));
  CHECK(test::said(g, kStirred));
  // What came is of level 5 (two deeper than 3).
  int came = 0;
  for (const Monster& m : g.level().monsters) {
    if (were.count(m.id)) continue;
    ++came;
    const Breed& b = g.catalog().breed_of(m);
    CHECK(b.min_depth <= 5);
    CHECK(b.max_depth >= 5);
  }
  CHECK(came >= 1);  // a group, one or more
  g.apply(Command::jump(4));
  g.apply(Command::jump(3));
  CHECK(count_said(g, kStirred) == 1);
}

TEST_CASE("without the Amulet the climb up is quiet", "[core][climb]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  g.apply(Command::move(Dir::E));
  g.apply(Command::of(Command::Kind::Descend));
  g.apply(Command::of(Command::Kind::Ascend));
  REQUIRE(g.depth() == 1);
  test::wait_turns(g, 17);  // past the 8-15 turns pursuers take
  CHECK_FALSE(pursuers_said(g));
  CHECK(g.level().monsters.empty());
}

}  // namespace test_climb
