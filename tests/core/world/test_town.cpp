// Minetown (r39): the Mines' hand-made town, its shops built where its map's marks stand, a
// temple priest who blesses for gold, and folk at peace with the hero until struck.
#include <catch2/catch.hpp>
#include <string>

#include "core/actor/peaceful.hpp"
#include "core/world/shop.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"

namespace test_town {

using namespace dg;

namespace {

// Seed 606's Minetown, the hero on its up staircase.
Game in_town() {
  auto made = Game::new_game(test::catalog(), 606, test::caveman(), true, false);
  REQUIRE(made.ok());
  Game g = std::move(made.value());
  for (const BranchPlace& b : g.dungeon().branches)
    if (g.catalog().branches[static_cast<std::size_t>(b.branch)].id == "mines")
      g.apply(Command::jump(b.first + 1));
  REQUIRE(!g.level().pieces.empty());
  REQUIRE(g.catalog().set_pieces[static_cast<std::size_t>(g.level().pieces.back().kind)].id ==
          "minetown");
  return g;
}

Monster* first_of(Game& g, const char* id, bool peaceful) {
  for (Monster& m : g.mutable_level().monsters)
    if (g.catalog().breed_of(m).id == id && m.peaceful == peaceful) return &m;
  return nullptr;
}

}  // namespace

TEST_CASE("Minetown holds three shops with their keepers, a temple's priest and peaceful folk",
          "[core][town]") {
  Game g = in_town();
  int shops = 0;
  for (std::size_t i = 0; i < g.level().pieces.size(); ++i)
    if (shop::keeper(g, static_cast<int>(i))) ++shops;
  CHECK(shops == 3);
  CHECK(first_of(g, "temple_priest", true));
  int folk = 0;
  for (const Monster& m : g.level().monsters) folk += m.peaceful;
  CHECK(folk >= 8);  // five gnomes, three dwarves and the priest
}

TEST_CASE("the temple's priest gives a point of armour class for gold, three at most",
          "[core][town]") {
  Game g = in_town();
  Monster* priest = first_of(g, "temple_priest", true);
  REQUIRE(priest);
  g.mutable_level().monsters.remove(first_of(g, "gnome", true));  // (none in the way)
  const Vec beside = priest->pos + Vec{0, 1};
  stage::put(g.mutable_player(), beside);
  g.refresh_vision();
  Player& hero = g.mutable_player();
  hero.gold = 1000;
  const int ac = hero.armour_class(g.catalog());
  const int price = 400 * hero.level;  // the priest's data: blesses = 400
  Command pay = Command::of(Command::Kind::Pay);
  g.apply(pay);  // asked first: nothing given yet
  CHECK(g.hero().gold == 1000);
  pay.confirmed = true;
  g.apply(pay);
  CHECK(g.hero().gold == 1000 - price);
  CHECK(g.hero().blessings == 1);
  CHECK(g.hero().armour_class(g.catalog()) == ac - 1);
  g.mutable_player().gold = 0;
  g.apply(pay);
  CHECK(g.hero().blessings == 1);  // too little gold
  g.mutable_player().gold = 100000;
  for (int i = 0; i < 5; ++i) g.apply(pay);
  CHECK(g.hero().blessings == peaceful::kMostBlessings);
}

TEST_CASE("a peaceful gnome is asked about before it is struck, and then fights", "[core][town]") {
  Game g = in_town();
  Monster* gnome = first_of(g, "gnome", true);
  REQUIRE(gnome);
  const int id = gnome->id;
  const Vec at = gnome->pos;
  // The hero beside it, to its west (a free cell found around it).
  Vec from{-1, -1};
  for (Dir d : {Dir::W, Dir::E, Dir::N, Dir::S})
    if (from.x < 0 && g.catalog().tile(g.level().at(at - offset(d))).walkable &&
        !g.level().monster_at(at - offset(d)))
      from = at - offset(d);
  REQUIRE(from.x >= 0);
  stage::put(g.mutable_player(), from);
  g.refresh_vision();
  const Dir toward = direction_of(at - from);
  Command strike = Command::move(toward);
  g.apply(strike);
  REQUIRE(g.level().monster_by_id(id));
  CHECK(g.level().monster_by_id(id)->peaceful);  // only asked
  strike.confirmed = true;
  g.apply(strike);
  const Monster* after = g.level().monster_by_id(id);
  if (after) CHECK_FALSE(after->peaceful);  // struck: it fights (or died of the blow)
}

}  // namespace test_town
