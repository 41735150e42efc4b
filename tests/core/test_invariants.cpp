// The invariants the bot checks after every turn: quiet on a sound game, and each one caught
// when a game is broken on purpose.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "core/actor/breed.hpp"
#include "core/game.hpp"
#include "core/invariants.hpp"
#include "core/rng.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_invariants {

using namespace dg;

namespace {

Game room() {
  auto g = Game::from_ascii(test::catalog(), test::kRoom, 1, test::caveman());
  REQUIRE(g.ok());
  return std::move(g.value());
}

bool mentions(const std::vector<std::string>& problems, const std::string& what) {
  for (const auto& p : problems)
    if (p.find(what) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("a sound game breaks no invariant, and survives a save round trip",
          "[core][invariants]") {
  Game g = room();
  CHECK(broken_invariants(g).empty());
  for (int i = 0; i < 5; ++i) g.apply(Command::move(Dir::E));
  g.apply(Command::of(Command::Kind::Search));
  CHECK(broken_invariants(g).empty());
  // A save is the seed and the commands: only a game made from a seed round-trips.
  auto fresh = Game::new_game(test::catalog(), 77);
  REQUIRE(fresh.ok());
  CHECK(broken_invariants(fresh.value()).empty());
  for (Dir d : {Dir::E, Dir::S, Dir::W, Dir::N, Dir::E}) fresh.value().apply(Command::move(d));
  CHECK(save_round_trip_problem(fresh.value()).empty());
}

TEST_CASE("creatures in walls, off the map or sharing a cell are caught", "[core][invariants]") {
  Game g = room();
  Level& level = g.mutable_level();
  Rng rng(5);
  spawn_monster(test::catalog(), level, rng, test::catalog().find_breed("newt"), 1, {1, 1});
  REQUIRE(level.monsters.size() == 1);
  CHECK(broken_invariants(g).empty());
  level.monsters[0].pos = {0, 1};
  CHECK(mentions(broken_invariants(g), "newt #1 at (0,1) is inside wall"));
  level.monsters[0].pos = {40, 1};
  CHECK(mentions(broken_invariants(g), "is off the map"));
  level.monsters[0].pos = g.hero().pos;
  CHECK(mentions(broken_invariants(g), "shares its cell"));
  level.monsters[0].pos = {1, 1};
  level.monsters[0].hp = level.monsters[0].max_hp + 1;
  CHECK(mentions(broken_invariants(g), "HP"));
  g.mutable_player().pos = {0, 0};
  CHECK(mentions(broken_invariants(g), "the hero is inside wall at (0,0)"));
}

TEST_CASE("hit points, power and the pack are kept consistent", "[core][invariants]") {
  Game g = room();
  Player& h = g.mutable_player();
  h.hp = h.max_hp + 3;
  CHECK(mentions(broken_invariants(g), "the hero has 19/16 HP"));
  h.hp = h.max_hp;
  h.pw = -1;
  CHECK(mentions(broken_invariants(g), "Pw"));
  h.pw = 0;
  REQUIRE(h.inventory.size() >= 2);
  h.inventory[1].letter = h.inventory[0].letter;
  CHECK(mentions(broken_invariants(g), "is used twice"));
  h.inventory[1].letter = 'b';
  h.wielded = 'b';  // leather armour is no weapon
  CHECK(mentions(broken_invariants(g), "the wielded letter 'b' is not a weapon carried"));
  h.wielded = 'a';
  h.inventory[0].item.count = 0;
  CHECK(mentions(broken_invariants(g), "holds 0"));
}

TEST_CASE("stairs that cannot reach each other are caught", "[core][invariants]") {
  auto g = Game::from_ascii(test::catalog(),
                            "#######\n"
                            "#<.#.>#\n"
                            "#.@#..#\n"
                            "#######\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  CHECK(mentions(broken_invariants(g.value()), "no way from the up stairs (1,1)"));
  auto door = Game::from_ascii(test::catalog(),
                               "#######\n"
                               "#<.+.>#\n"
                               "#.@#..#\n"
                               "#######\n",
                               1, test::caveman());
  REQUIRE(door.ok());
  CHECK(broken_invariants(door.value()).empty());  // a closed door is a way through
}

TEST_CASE("a game changed behind the rules' back fails the save round trip", "[core][invariants]") {
  auto made = Game::new_game(test::catalog(), 78);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::move(Dir::E));
  g.mutable_player().gold += 5;  // not something any command did
  // The save records the tampered hash; replaying the commands cannot reach it.
  CHECK(save_round_trip_problem(g).find("does not replay") != std::string::npos);
}

TEST_CASE("a monster on the stairs steps aside for the hero arriving there", "[core][invariants]") {
  // Found by the command fuzzer: a wizard jumping to the level they were on landed on its up
  // staircase, where a dwarf stood. (A trap door then the stairs back up does the same.)
  auto made = Game::new_game(test::catalog(), 42, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::jump(2));
  REQUIRE(g.depth() == 2);
  const Vec stairs = g.level().stairs_up;
  REQUIRE(g.hero().pos == stairs);
  auto aside = nearest_free_for_monster(test::catalog(), g.level(), stairs, stairs);
  REQUIRE(aside);
  g.mutable_player().pos = *aside;  // the hero walks off; a monster takes the stairs
  Rng rng(1);
  Monster& m = spawn_monster(test::catalog(), g.mutable_level(), rng,
                             test::catalog().find_breed("dwarf"), 2, stairs);
  const int id = m.id;
  g.apply(Command::jump(2));
  CHECK(g.hero().pos == stairs);
  const Monster* dwarf = g.mutable_level().monster_by_id(id);
  REQUIRE(dwarf != nullptr);
  CHECK(dwarf->pos != stairs);
  CHECK(std::max(std::abs(dwarf->pos.x - stairs.x), std::abs(dwarf->pos.y - stairs.y)) <= 2);
  CHECK(broken_invariants(g, true).empty());
}

}  // namespace test_invariants
