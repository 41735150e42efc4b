// Serving a god (r37): the deeds a faith loves raise piety and those it hates lower it; piety
// opens powers, invoked for a price, and brings gifts once; prayer reads it; gold is offered
// at the god's own altar, and another's altar takes a convert. The hero is a lawful Caveman:
// Anu follows the Shining Light; his neutral god Ishtar the Wild Hunt, his chaotic Anshar the
// Way of War (gods.toml).
#include <catch2/catch.hpp>

#include "core/action/worship.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_worship {

using namespace dg;

namespace {

// The hero at (2, 2), a lawful altar ('&') east of them.
constexpr const char* kRoom =
    "#######\n"
    "#.....#\n"
    "#.@&..#\n"
    "#.....#\n"
    "#######\n";

Tile tile_id(const Game& g, const char* id) {
  for (std::size_t i = 0; i < g.catalog().tiles.size(); ++i)
    if (g.catalog().tiles[i].id == id) return static_cast<Tile>(i);
  FAIL("no tile " << id);
  return Tile::Floor;
}

// Strikes east until what stands there is dead (at most 100 blows).
void kill_east(Game& g) {
  const Vec east = g.hero().pos + Vec{1, 0};
  for (int i = 0; i < 100 && g.level().monster_at(east); ++i) g.apply(Command::move(Dir::E));
  REQUIRE_FALSE(g.level().monster_at(east));
}

Game lit_game() {
  Game g = test::game_on(kRoom);
  test::lit_and_empty(g);
  return g;
}

}  // namespace

TEST_CASE("the god's faith comes from the pantheon and the alignment", "[core][worship]") {
  Game g = lit_game();
  CHECK(worship::god_name(g) == "Anu");
  REQUIRE(worship::faith(g));
  CHECK(worship::faith(g)->id == "light");  // Anu: the lawful gods' faith
  g.mutable_player().god = 1;
  CHECK(worship::god_name(g) == "Ishtar");
  CHECK(worship::faith(g)->id == "beasts");  // Ishtar: named by the Wild Hunt
  g.mutable_player().god = 2;
  CHECK(worship::faith(g)->id == "war");  // Anshar: the chaotic gods' faith
  CHECK(g.hero().piety == 10);
}

TEST_CASE("a kill the god loves raises piety; a blow at a sleeper it hates lowers it",
          "[core][worship]") {
  Game g = lit_game();
  Player& h = g.mutable_player();
  h.wielded = 0;
  // A jackal made as strong as the hero: the Light's kill_strong (2), and its kill (1 every 3).
  Monster& strong = test::put_monster(g, "jackal", {3, 2});
  strong.level = h.level;
  strong.hp = 1;
  kill_east(g);
  CHECK(g.hero().piety == 12);
  // Two more kills, of weaker ones: the kill's third count gives its 1.
  for (int i = 0; i < 2; ++i) {
    Monster& weak = test::put_monster(g, "jackal", {3, 2});
    weak.level = 0;
    weak.hp = 1;
    kill_east(g);
    CHECK(g.hero().piety == (i == 0 ? 12 : 13));
  }
  // A blow at a sleeper: -3, said, and the conduct broken this turn.
  Monster& sleeper = test::put_monster(g, "jackal", {3, 2}, Mind::Asleep);
  sleeper.hp = 50;
  sleeper.max_hp = 50;
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().piety == 10);
  CHECK(test::said(g, "You feel that Anu is displeased."));
  CHECK(g.hero().last_sin == g.turn() - 1);
}

TEST_CASE("a spell is hated by the god of war; the hunt mourns a pet", "[core][worship]") {
  Game g = lit_game();
  Player& h = g.mutable_player();
  h.god = 2;  // Anshar, the Way of War: a spell costs 5
  const int book = g.catalog().find_item("book_force_bolt");
  REQUIRE(book >= 0);
  h.spells.push_back(book);
  h.pw = h.max_pw = 50;
  g.apply(Command::cast('a', Dir::N));
  CHECK(g.hero().piety == 5);
  CHECK(test::said(g, "You feel that Anshar is displeased."));
  // Ishtar, the Wild Hunt: a pet killed costs 25, and the god is angry below 0.
  Game hunt = lit_game();
  hunt.mutable_player().god = 1;
  Monster& pet = test::put_monster(hunt, "jackal", {3, 2});
  pet.tame = true;
  hunt.damage(pet, 100, {});
  CHECK(hunt.hero().piety == -15);
  CHECK(test::said(hunt, "You feel that Ishtar is angry with you!"));
}

TEST_CASE("the road loves a new level and minds the rest", "[core][worship]") {
  Game g = Game::new_game(test::catalog(), 11, test::catalog().characters.parse("tourist").value())
               .value();
  REQUIRE(worship::faith(g)->id == "road");  // The Lady, the tourist's neutral goddess
  REQUIRE(g.hero().piety == 10);
  test::wait_turns(g, 50);  // 1 each 25 turns of rest
  CHECK(g.hero().piety == 8);
  g.change_level(2, true, false);  // a level reached for the first time: 12
  CHECK(g.hero().piety == 20);
  g.change_level(1, false, false);  // known already: nothing
  CHECK(g.hero().piety == 20);
}

TEST_CASE("a power opens at its piety and costs piety; a gift comes once", "[core][worship]") {
  Game g = lit_game();
  Player& h = g.mutable_player();
  h.max_hp = 40;
  h.hp = 5;
  // Lay on hands needs 15: at 10 it is refused and takes no time.
  const int turn = g.turn();
  CHECK_FALSE(g.apply(Command::invoke('a')).took_turn);
  CHECK(test::said(g, "Anu does not grant you Lay on hands yet (piety 15; you have 10)."));
  CHECK(g.turn() == turn);
  worship::change_piety(g, 10);
  CHECK(test::said(g, "You feel Anu's favour: you may call on Lay on hands. (^ shows it.)"));
  REQUIRE(g.apply(Command::invoke('a')).took_turn);
  CHECK(test::said(g, "You call on Anu: Lay on hands."));
  CHECK(test::said(g, "Warm light flows through you."));
  CHECK(g.hero().hp >= 5 + 3);  // 3d8
  CHECK(g.hero().piety == 12);  // 20, less its cost of 8
  // The first gift at 50: armour, never cursed and known so; reaching it again gives none.
  const std::size_t carried = g.hero().inventory.size();
  worship::change_piety(g, 40);
  CHECK(g.hero().gifts_given == 1);
  REQUIRE(g.hero().inventory.size() == carried + 1);
  const Item& gift = g.hero().inventory.back().item;
  CHECK(g.catalog().kind_of(gift).cls == ItemClass::Armour);
  CHECK_FALSE(gift.cursed);
  CHECK(gift.curse_known);
  worship::change_piety(g, -10);
  worship::change_piety(g, 10);
  CHECK(g.hero().gifts_given == 1);
  CHECK(g.hero().inventory.size() == carried + 1);
}

TEST_CASE("piety answers a prayer sooner; an angry god not at all", "[core][worship][prayer]") {
  Game g = lit_game();
  Player& h = g.mutable_player();
  h.max_hp = 30;
  h.hp = 4;
  h.prayer_timeout = 250;  // too soon at piety 10 (below 205 needed)
  g.apply(Command::of(Command::Kind::Pray));
  CHECK(test::said(g, "You feel that Anu is displeased."));
  CHECK(g.hero().hp == 4);
  h.piety = 120;  // below 260 will do
  g.apply(Command::of(Command::Kind::Pray));
  CHECK(g.hero().hp == 30);
  Game angry = lit_game();
  angry.mutable_player().hp = 4;
  angry.mutable_player().max_hp = 30;
  angry.mutable_player().prayer_timeout = 0;
  angry.mutable_player().piety = -1;
  angry.apply(Command::of(Command::Kind::Pray));
  CHECK(test::said(angry, "You feel that Anu is angry with you, and does not listen."));
  CHECK(angry.hero().hp == 4);
}

TEST_CASE("gold offered at the god's altar; another's altar takes a convert", "[core][worship]") {
  Game g = lit_game();
  Player& h = g.mutable_player();
  h.gold = 100;
  // Off the altar: nothing to offer on.
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Offer)).took_turn);
  CHECK(test::said(g, "There is no altar here."));
  g.apply(Command::move(Dir::E));
  REQUIRE(worship::altar_alignment(g, g.hero().pos) == 0);
  REQUIRE(g.apply(Command::of(Command::Kind::Offer)).took_turn);
  CHECK(test::said(g, "You offer 100 gold on the altar of Anu. It vanishes in a flash."));
  CHECK(g.hero().gold == 0);
  CHECK(g.hero().piety == 15);  // 1 each 20 gold
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Convert)).took_turn);
  CHECK(test::said(g, "You serve this altar's god already."));
  // A chaotic altar: Anshar takes the convert, for all the piety and a long silence.
  g.mutable_level().tiles[g.hero().pos] = tile_id(g, "altar_chaotic");
  REQUIRE(g.apply(Command::of(Command::Kind::Convert)).took_turn);
  CHECK(test::said(g,
                   "You forsake Anu and kneel to Anshar. Neither will hear your prayers for "
                   "a long while."));
  CHECK(g.hero().god == 2);
  CHECK(worship::faith(g)->id == "war");
  CHECK(g.hero().piety == 0);
  CHECK(g.hero().prayer_timeout >= 499);
}

TEST_CASE("the shadow loves a blow from the dark and minds metal armour; the light its conduct",
          "[core][worship]") {
  Game g = Game::from_ascii(test::catalog(), kRoom, 1,
                            test::catalog().characters.parse("rogue-human-male-chaotic").value())
               .value();
  test::lit_and_empty(g);
  REQUIRE(worship::faith(g)->id == "shadow");  // Kos
  Monster& sleeper = test::put_monster(g, "jackal", {3, 2}, Mind::Asleep);
  sleeper.hp = sleeper.max_hp = 100;
  g.apply(Command::move(Dir::E));  // a blow at a sleeper: 3
  CHECK(g.hero().piety == 13);
  g.mutable_level().monsters.clear();
  // Splint mail (weight 400) on the body: 1 each 10 turns.
  const char mail = test::give(g, "splint_mail");
  g.mutable_player().worn[static_cast<std::size_t>(ArmourSlot::Body)] = mail;
  test::wait_turns(g, 20);
  CHECK(g.hero().piety == 11);
  // The Light's conduct kept: 1 each 60 turns, once 100 have passed since the last hated deed.
  Game light = lit_game();
  test::wait_turns(light, 99);
  CHECK(light.hero().piety == 10);
  test::wait_turns(light, 60);
  CHECK(light.hero().piety == 11);
}

}  // namespace test_worship
