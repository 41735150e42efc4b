// Which monsters stop a rest or a walk (core/actor/threat.hpp): what can hurt the hero soon,
// not whatever is in view. Before, a nymph fleeing 30 cells off, a hunter 40 cells off or a
// shaman across acid stopped every rest and walk.
#include <catch2/catch.hpp>

#include "core/actor/threat.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_threat {

using namespace dg;

namespace {

constexpr const char* kHall =
    "##################################################\n"
    "#@...............................................#\n"
    "#................................................#\n"
    "#..........~~~~~.................................#\n"
    "#..........~...~.................................#\n"
    "#..........~...~.................................#\n"
    "#..........~...~.................................#\n"
    "#..........~~~~~.................................#\n"
    "##################################################\n";

struct Hall {
  Game game;
  int id = 0;
  // The one monster, `mind`, at `at`: whether it is the threat.
  bool threatens(Mind mind, Vec at) {
    Monster& m = *game.mutable_level().monster_by_id(id);
    m.mind = mind;
    m.pos = at;
    game.refresh_vision();
    REQUIRE(game.sight().perceives(m));
    return nearest_threat(game) == &m;
  }
};

Hall hall(const char* map, const char* breed) {
  auto g = Game::from_ascii(test::catalog(), map, 1, test::caveman());
  REQUIRE(g.ok());
  Hall h{std::move(g.value())};
  test::lit_and_empty(h.game);
  h.id = test::put_monster(h.game, breed, {30, 1}).id;
  return h;
}

}  // namespace

TEST_CASE("a hunter that can walk to the hero within 12 steps threatens; farther, not yet",
          "[core][threat]") {
  Hall h = hall(kHall, "jackal");
  CHECK(h.threatens(Mind::Hunting, {13, 1}));  // 12 steps
  CHECK_FALSE(h.threatens(Mind::Hunting, {14, 1}));
  CHECK_FALSE(h.threatens(Mind::Hunting, {45, 2}));
}

TEST_CASE("a fleeing monster threatens only from beside the hero", "[core][threat]") {
  Hall h = hall(kHall, "jackal");
  CHECK_FALSE(h.threatens(Mind::Fleeing, {31, 1}));
  CHECK_FALSE(h.threatens(Mind::Fleeing, {4, 2}));
  CHECK(h.threatens(Mind::Fleeing, {2, 2}));
}

TEST_CASE("a sleeper threatens only from beside the hero, a wanderer within 6 steps",
          "[core][threat]") {
  Hall h = hall(kHall, "jackal");
  CHECK_FALSE(h.threatens(Mind::Asleep, {4, 1}));
  CHECK(h.threatens(Mind::Asleep, {2, 1}));
  CHECK(h.threatens(Mind::Wandering, {7, 2}));  // 6 steps
  CHECK_FALSE(h.threatens(Mind::Wandering, {8, 2}));
}

TEST_CASE("a hunter with no way to the hero does not threaten", "[core][threat]") {
  // Ringed by acid, which monsters keep out of: the shaman's stand-off.
  Hall h = hall(kHall, "jackal");
  CHECK(h.threatens(Mind::Hunting, {13, 5}) == false);
  // The ring open on its west side: now it can come, 12 steps.
  h.game.mutable_level().tiles[{11, 5}] = Tile::Floor;
  CHECK(h.threatens(Mind::Hunting, {13, 5}));
}

TEST_CASE("the nearest threat is the one named", "[core][threat]") {
  Hall h = hall(kHall, "jackal");
  const int far = h.id;
  Monster& near = test::put_monster(h.game, "newt", {5, 2});
  const int near_id = near.id;
  h.game.refresh_vision();
  REQUIRE(nearest_threat(h.game));
  CHECK(nearest_threat(h.game)->id == near_id);
  h.game.mutable_level().monster_by_id(far)->pos = {3, 1};
  CHECK(nearest_threat(h.game)->id == far);
}

}  // namespace test_threat
