// The monster abilities of the curve (issue 20) on hand-drawn maps: a nymph's theft, an acid
// blob's passive acid, a jelly that splits, hunters following the hero down the stairs, an
// archer keeping its distance, a caster hastening itself, a wolf howling for its kin.
#include <catch2/catch.hpp>
#include <string>

#include "core/effect/magic.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_monster_abilities {

using namespace dg;

namespace {

// A hall thirteen cells long, the hero at its west end.
constexpr const char* kHall =
    "###############\n"
    "#@............#\n"
    "###############\n";

int count(const Game& g, const char* breed) {
  int n = 0;
  for (const Monster& m : g.level().monsters) n += g.catalog().breed_of(m).id == breed ? 1 : 0;
  return n;
}

void sturdy(Game& g) {
  g.mutable_player().hp = g.mutable_player().max_hp = 500;  // survives to be measured
}

}  // namespace

TEST_CASE("a nymph steals a thing carried, not worn nor wielded, and vanishes with it",
          "[core][monsters][abilities]") {
  Game g = test::game_on(
      "#########\n"
      "#@......#\n"
      "#.......#\n"
      "#########\n");
  sturdy(g);
  const char potion = test::give(g, "healing");
  REQUIRE(potion == 'c');  // a: the club in hand, b: the leather armour worn
  const int id = test::put_monster(g, "nymph", {2, 1}).id;
  g.refresh_vision();
  for (int i = 0; i < 40 && g.hero().slot('c'); ++i) test::wait_turns(g);
  REQUIRE_FALSE(g.hero().slot('c'));
  CHECK(g.hero().slot('a'));  // the club and the armour stay
  CHECK(g.hero().slot('b'));
  const Monster* n = g.level().monster_by_id(id);
  REQUIRE(n);
  REQUIRE(n->items.size() == 1);
  CHECK(g.catalog().kind_of(n->items[0]).id == "healing");
  CHECK(n->mind == Mind::Fleeing);
  bool said_it = false;
  for (const Message& m : g.log().all()) said_it |= m.text.find(" stole ") != std::string::npos;
  CHECK(said_it);
  // Killed, she drops it.
  const Vec at = n->pos;
  Monster& nymph = *g.mutable_level().monster_by_id(id);
  CHECK(g.damage(nymph, nymph.hp, {.by = kHero, .hero_earns = true}));
  bool dropped = false;
  for (const FloorItem& f : g.level().items)
    dropped |= f.pos == at && g.catalog().kind_of(f.item).id == "healing";
  CHECK(dropped);
}

TEST_CASE("hitting an acid blob corrodes the weapon that hits it", "[core][monsters][abilities]") {
  Game g = test::game_on(
      "#######\n"
      "#@....#\n"
      "#######\n");
  sturdy(g);
  const int id = test::put_monster(g, "acid_blob", {2, 1}).id;
  g.refresh_vision();
  const char club = g.hero().wielded;
  REQUIRE(club);
  for (int i = 0; i < 60 && g.hero().slot(club)->item.erosion < 2; ++i) {
    Monster* blob = g.mutable_level().monster_by_id(id);
    if (!blob) blob = &test::put_monster(g, "acid_blob", {2, 1});
    blob->hp = blob->max_hp = 100;
    blob->speed = 1;  // it barely acts: the blows are the hero's
    g.apply(Command::move(Dir::E));
  }
  CHECK(g.hero().slot(club)->item.erosion == 2);
  CHECK(test::said(g, "Your club corrodes!"));
  CHECK(g.wording().item_name(g.hero().slot(club)->item).find("very corroded") !=
        std::string::npos);
  // Each point of it a point less damage: the Caveman's +1 club hits as -1 now.
  CHECK(g.hero().weapon_enchant() == -1);
}

TEST_CASE("an ochre jelly hit splits into a free cell beside it, and with none it stays one",
          "[core][monsters][abilities]") {
  // A dead end: the jelly's only free neighbour is the cell behind it.
  Game g = test::game_on(
      "#####\n"
      "#@..#\n"
      "#####\n");
  sturdy(g);
  Monster& j = test::put_monster(g, "ochre_jelly", {2, 1});
  j.hp = j.max_hp = 40;
  j.speed = 1;
  g.refresh_vision();
  for (int i = 0; i < 30 && count(g, "ochre_jelly") == 1; ++i) g.apply(Command::move(Dir::E));
  REQUIRE(count(g, "ochre_jelly") == 2);
  CHECK(test::said(g, "The ochre jelly divides!"));
  const Monster* copy = g.level().monster_at({3, 1});
  const Monster* first = g.level().monster_at({2, 1});
  REQUIRE(copy);
  REQUIRE(first);
  CHECK(copy->hp + first->hp < 40);  // the blow's damage, then halves
  CHECK(std::abs(copy->hp - first->hp) <= 1);
  // Boxed in by walls and the hero: hits do not split it.
  Game boxed = test::game_on(
      "####\n"
      "#@.#\n"
      "####\n");
  sturdy(boxed);
  Monster& b = test::put_monster(boxed, "ochre_jelly", {2, 1});
  b.hp = b.max_hp = 200;
  b.speed = 1;
  boxed.refresh_vision();
  for (int i = 0; i < 10; ++i) boxed.apply(Command::move(Dir::E));
  CHECK(count(boxed, "ochre_jelly") == 1);
  REQUIRE(boxed.level().monster_at({2, 1}));
  CHECK(boxed.level().monster_at({2, 1})->hp < 200);
}

TEST_CASE("a monster hunting the hero beside the stairs follows it down, a sleeper stays",
          "[core][monsters][abilities]") {
  Game g = test::game_on(
      "#######\n"
      "#@>...#\n"
      "#.....#\n"
      "#######\n");
  sturdy(g);
  g.apply(Command::move(Dir::E));  // onto the stairs
  REQUIRE(g.level().at(g.hero().pos) == Tile::StairsDown);
  test::put_monster(g, "jackal", {3, 1});
  test::put_monster(g, "newt", {3, 2}, Mind::Asleep);
  test::put_monster(g, "sewer_rat", {5, 2});  // hunting, but not beside the hero
  g.refresh_vision();
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  REQUIRE(g.depth() == 2);
  CHECK(test::said(g, "The jackal follows you."));
  int jackals = 0;  // beside the hero (level 2 may have its own, farther off)
  for (const Monster& m : g.level().monsters)
    jackals +=
        g.catalog().breed_of(m).id == "jackal" && chebyshev(m.pos, g.hero().pos) == 1 ? 1 : 0;
  CHECK(jackals >= 1);  // the one that followed (level 2's own jackals may come in a pack)
  int left = 0;
  for (const Monster& m : g.dungeon().at(1)->monsters)
    left += g.catalog().breed_of(m).id != "jackal" ? 1 : 100;
  CHECK(left == 2);  // the newt asleep and the rat farther off stay on level 1
}

TEST_CASE("an Uruk-hai backs off to three steps and shoots from there",
          "[core][monsters][abilities]") {
  Game g = test::game_on(kHall);
  sturdy(g);
  const int id = test::put_monster(g, "uruk_hai", {3, 1}).id;
  g.refresh_vision();
  for (int i = 0; i < 6; ++i) test::wait_turns(g);
  const Monster* u = g.level().monster_by_id(id);
  REQUIRE(u);
  CHECK(chebyshev(u->pos, g.hero().pos) == 3);  // backed off, and holds there
  CHECK(test::waits_for(g, "The Uruk-hai shoots an arrow!"));
  CHECK(chebyshev(g.level().monster_by_id(id)->pos, g.hero().pos) == 3);
  // A brute of the same size closes in.
  Game b = test::game_on(kHall);
  sturdy(b);
  const int hid = test::put_monster(b, "hill_orc", {6, 1}).id;
  b.refresh_vision();
  for (int i = 0; i < 12; ++i) test::wait_turns(b);
  CHECK(chebyshev(b.level().monster_by_id(hid)->pos, b.hero().pos) == 1);
}

TEST_CASE("an orc shaman hastens itself once it sees the hero, and a wolf howls for its kin",
          "[core][monsters][abilities]") {
  Game g = test::game_on(kHall);
  sturdy(g);
  const int id = test::put_monster(g, "orc_shaman", {8, 1}).id;
  g.refresh_vision();
  // Its first spell is the haste (a fight is better begun fast), then force bolts.
  REQUIRE(test::waits_for(g, "The orc shaman casts a spell!"));
  const Monster* s = g.level().monster_by_id(id);
  REQUIRE(s);
  CHECK(s->has(Property::Speed));
  CHECK(s->effective_speed(test::catalog()) > 9);
  CHECK_FALSE(test::said(g, "The force bolt hits you!"));
  CHECK(test::waits_for(g, "The force bolt hits you!", 200));
  Game w = test::game_on(
      "###############\n"
      "#@............#\n"
      "#.............#\n"
      "###############\n");
  sturdy(w);
  test::put_monster(w, "wolf", {10, 1});
  w.refresh_vision();
  REQUIRE(test::waits_for(w, "The wolf howls!", 200));
  CHECK(count(w, "wolf") >= 2);
}

TEST_CASE("summoning stops when the level holds sixty monsters", "[core][monsters]") {
  // Wolves howling up wolves once filled a level by the thousand, and every tick took seconds.
  Game g = test::game_on(
      "############################\n"
      "#@.........................#\n"
      "#..........................#\n"
      "#..........................#\n"
      "#..........................#\n"
      "#..........................#\n"
      "############################\n");
  g.mutable_level().monsters.clear();
  for (int i = 0; i < 59; ++i) test::put_monster(g, "jackal", {2 + i % 25, 2 + i / 25});
  effects::magic::summon_around(g, {20, 5}, 5);
  CHECK(g.level().monsters.size() == 60);  // one came, then no more
  effects::magic::summon_around(g, {20, 5}, 5);
  CHECK(g.level().monsters.size() == 60);
}

TEST_CASE("a summoner calls at most 3 times, a level's summoners 10 times together",
          "[core][monster][summon]") {
  // Before (r28): one goblin conjurer called more than twelve times on one level.
  auto made = Game::from_ascii(test::catalog(),
                               "####################\n"
                               "#@.................#\n"
                               "#..................#\n"
                               "#..................#\n"
                               "#..................#\n"
                               "####################\n",
                               1, test::caveman());
  REQUIRE(made.ok());
  Game& g = made.value();
  test::lit_and_empty(g);
  g.mutable_player().max_hp = g.mutable_player().hp = 100000;  // lives through any crowd
  const int conjurers = GENERATE(1, 5);
  for (int i = 0; i < conjurers; ++i)
    test::put_monster(g, "goblin_conjurer", {18, 1 + i % 4}, Mind::Hunting);
  g.refresh_vision();
  for (int turn = 0; turn < 600 && !g.run().over; ++turn) g.apply(Command::wait());
  int calls = 0;
  for (const Monster& m : g.level().monsters) {
    CHECK(m.summons <= 3);
    calls += m.summons;
  }
  INFO(conjurers << " conjurers");
  CHECK(g.level().summons <= 10);
  CHECK(calls <= 10);
  // They did call: the cap is reached, not a rule that stops all calls.
  CHECK(g.level().summons >= (conjurers == 1 ? 3 : 10));
}

}  // namespace test_monster_abilities
