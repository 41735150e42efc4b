// Prayer, as NetHack's without luck or altars: a god answers a hero in trouble while the
// prayer timeout is low enough, heals them and sets the timeout anew; too soon, only words.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_prayer {

using namespace dg;

namespace {

constexpr const char* kRoom =
    "#######\n"
    "#.....#\n"
    "#..@..#\n"
    "#######\n";

Outcome pray(Game& g) {
  return g.apply(Command::of(Command::Kind::Pray));
}

}  // namespace

TEST_CASE("a hero near death whose prayer timeout is low is healed, and the timeout set anew",
          "[core][prayer]") {
  Game g = test::game_on(kRoom);  // a lawful Caveman: Anu answers
  Player& h = g.mutable_player();
  h.max_hp = 30;
  h.hp = 4;  // below 6, and below a seventh of 30
  h.prayer_timeout = 150;
  REQUIRE(pray(g).took_turn);
  CHECK(test::said(g, "You begin praying to Anu."));
  CHECK(test::said(g, "You feel a hopeful feeling."));
  CHECK(test::said(g, "You feel much better."));
  CHECK(g.hero().hp == g.hero().max_hp);
  CHECK(g.hero().max_hp == 30);          // 30 is not below level 1's 5 + 11: not raised
  CHECK(g.hero().prayer_timeout >= 49);  // 50-1000, less the turn's tick
  CHECK(g.hero().prayer_timeout <= 1000);
}

TEST_CASE("a prayer too soon, or out of trouble, only displeases", "[core][prayer]") {
  Game g = test::game_on(kRoom);
  Player& h = g.mutable_player();
  h.max_hp = 30;
  h.hp = 4;
  h.prayer_timeout = 300;  // a new game's: 200 turns too soon for major trouble
  REQUIRE(pray(g).took_turn);
  CHECK(test::said(g, "You feel that Anu is displeased."));
  CHECK(g.hero().hp == 4);
  CHECK(g.hero().prayer_timeout == 299);  // unchanged but for the turn's tick
  // Not in trouble: at 150 that is too soon as well; at 0 the god is well-pleased.
  Game calm = test::game_on(kRoom);
  calm.mutable_player().prayer_timeout = 150;
  pray(calm);
  CHECK(test::said(calm, "You feel that Anu is displeased."));
  calm.mutable_player().prayer_timeout = 0;
  pray(calm);
  CHECK(test::said(
      calm,
      "You feel that Anu is well-pleased; you are in no trouble, so there is nothing to mend."));
  CHECK(calm.hero().prayer_timeout >= 49);
}

TEST_CASE("blindness is minor trouble: answered below 100, not at 150", "[core][prayer]") {
  Game g = test::game_on(kRoom);
  g.mutable_player().effects.push_back({EffectKind::Blindness, 50});
  g.mutable_player().prayer_timeout = 150;
  pray(g);
  CHECK(g.hero().has(Property::Blind));
  CHECK(test::said(g, "You feel that Anu is displeased."));
  g.mutable_player().prayer_timeout = 90;
  pray(g);
  CHECK_FALSE(g.hero().has(Property::Blind));
  CHECK(test::said(g, "You feel a hopeful feeling."));
}

TEST_CASE("the prayer timeout runs down a turn a turn, from 300 in a new game", "[core][prayer]") {
  auto made = Game::new_game(test::catalog(), 3, test::caveman());
  REQUIRE(made.ok());
  Game& g = made.value();
  CHECK(g.hero().prayer_timeout == 300);
  test::wait_turns(g, 10);
  CHECK(g.hero().prayer_timeout == 290);
}

}  // namespace test_prayer
