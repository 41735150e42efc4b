// The hero's own healing (core/game_update.cpp): a turn in every 22 - constitution (at least
// every 4) gives hit points back, one at a time at first, two from experience level 5, three
// from level 10 (r26: a deep level's rest should end before its next wanderer comes).
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_healing {

using namespace dg;

namespace {

// The hero alone in a short corridor, nothing to come: only the healing changes hit points.
Game quiet_corridor() {
  Game g = test::game_on(
      "#####\n"
      "#@..#\n"
      "#####\n");
  g.mutable_level().monsters.clear();
  g.set_wanderers(false);
  return g;
}

}  // namespace

TEST_CASE("the hero heals more at a time with experience", "[core][healing]") {
  struct Case {
    int level, each;
  };
  for (const Case c : {Case{1, 1}, Case{4, 1}, Case{5, 2}, Case{9, 2}, Case{10, 3}}) {
    Game g = quiet_corridor();
    Player& h = g.mutable_player();
    h.attr[Attr::Co] = 14;  // a heal every 8 turns
    h.level = c.level;
    h.max_hp = 100;
    h.hp = 10;
    const int start = g.turn();
    while (g.turn() < start + 16) test::wait_turns(g);  // two heals, whatever the start
    CAPTURE(c.level);
    CHECK(g.turn() == start + 16);
    CHECK(g.hero().hp == 10 + 2 * c.each);
  }
}

TEST_CASE("healing stops at the hero's most hit points", "[core][healing]") {
  Game g = quiet_corridor();
  Player& h = g.mutable_player();
  h.attr[Attr::Co] = 18;  // every 4 turns
  h.level = 12;           // three at a time
  h.max_hp = 50;
  h.hp = 49;
  test::wait_turns(g, 8);
  CHECK(g.hero().hp == 50);
}

}  // namespace test_healing
