// Spells: learned from spellbooks (or known from the start), cast with power; the failure
// chance after NetHack's; power coming back with time. Each spell on a hand-drawn map.
#include <catch2/catch.hpp>
#include <string>

#include "core/actor/spellcasting.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_spells {

using namespace dg;

namespace {

constexpr const char* kRoom =
    "###########\n"
    "#.........#\n"
    "#.........#\n"
    "#..@......#\n"
    "#.........#\n"
    "###########\n";

Character who(const char* text) {
  auto c = test::catalog().characters.parse(text);
  REQUIRE(c.ok());
  return c.value();
}

// A Wizard of intelligence 18 with plenty of power, in the room; at level 30 no spell fails.
Game wizard_game(int level = 1, const char* map = kRoom) {
  auto made = Game::from_ascii(test::catalog(), map, 1, who("wizard-human-male-neutral"));
  REQUIRE(made.ok());
  Game g = std::move(made.value());
  g.mutable_player().attr[Attr::In] = 18;
  g.mutable_player().pw = g.mutable_player().max_pw = 60;
  g.mutable_player().level = level;
  return g;
}

int kind(const char* id) {
  const int k = test::catalog().find_item(id);
  REQUIRE(k >= 0);
  return k;
}

// Teaches the hero the spell of `book`; its letter.
char teach(Game& g, const char* book) {
  g.mutable_player().spells.push_back(kind(book));
  return static_cast<char>('a' + g.hero().spells.size() - 1);
}

int sturdy(Game& g, const char* breed, Vec at) {
  Monster& m = test::put_monster(g, breed, at, Mind::Asleep);
  m.hp = m.max_hp = 100;
  return m.id;
}

}  // namespace

TEST_CASE("a Wizard knows force bolt from the first turn and it costs 5 power", "[core][spells]") {
  Game g = wizard_game();
  REQUIRE(g.hero().spells.size() == 1);
  CHECK(g.catalog().item(g.hero().spells[0]).spell == "force bolt");
  CHECK(g.knowledge().knows(kind("book_force_bolt")));
  const int id = sturdy(g, "jackal", {6, 3});
  g.refresh_vision();
  REQUIRE(g.apply(Command::cast('a', Dir::E)).took_turn);
  CHECK(g.hero().pw == 60 - 5);
  CHECK(test::said(g, "The force bolt hits the jackal!"));
  const int hp = g.level().monster_by_id(id)->hp;
  CHECK(hp <= 100 - 2);  // 2d6
  CHECK(hp >= 100 - 12);
}

TEST_CASE("the failure chance follows NetHack's formula", "[core][spells]") {
  Game g = wizard_game();
  Player& h = g.mutable_player();
  const Catalog& c = g.catalog();
  // Wizard (spell_base 1), intelligence 18, level 1, a level-1 spell: 11*18/2 = 99, plus 20
  // for an easy spell = 119; * (20-1)/15 - 1 = 149: never fails.
  CHECK(spell_failure(c, h, c.item(kind("book_force_bolt"))) == 0);
  // Level 4 (fireball), intelligence 10: difficulty 3*4 - 7 = 5, 55 - isqrt(900*5+2000) = 55 -
  // 80 < 0 -> 0: always fails.
  h.attr[Attr::In] = 10;
  CHECK(spell_failure(c, h, c.item(kind("book_fireball"))) == 100);
  // A Priest (spell_base 3, wisdom) of wisdom 14 at level 1 casting a level-3 spell:
  // difficulty 8 - 7 = 1, 77 - isqrt(2900) = 77 - 53 = 24; 24 * 17 / 15 - 3 = 24: fails 76%.
  auto made = Game::from_ascii(c, kRoom, 1, who("priest-human-male-neutral"));
  REQUIRE(made.ok());
  Player& p = made.value().mutable_player();
  p.attr[Attr::Wi] = 14;
  CHECK(spell_failure(c, p, c.item(kind("book_haste_self"))) == 76);
}

TEST_CASE("metal armour makes a caster fail, and a failed spell costs half its power",
          "[core][spells]") {
  Game g = wizard_game();
  Player& h = g.mutable_player();
  // A Wizard in ring mail: spell_base 1 + 10 for metal body armour; intelligence 3: 16 + 20 =
  // 36, 36 * 9 / 15 - 11 = 10: fails 90%.
  h.attr[Attr::In] = 3;
  const char mail = h.add_to_pack(g.catalog(), Item{kind("ring_mail"), 1, 0});
  h.worn[static_cast<std::size_t>(ArmourSlot::Body)] = mail;
  h.worn[static_cast<std::size_t>(ArmourSlot::Cloak)] = 0;
  CHECK(spell_failure(g.catalog(), h, g.catalog().item(kind("book_force_bolt"))) == 90);
  // Fireball at level 1 with intelligence 10 always fails (above), and costs half its 20.
  h.attr[Attr::In] = 10;
  const char fireball = teach(g, "book_fireball");
  REQUIRE(g.apply(Command::cast(fireball, Dir::E)).took_turn);
  CHECK(test::said(g, "You fail to cast the spell correctly."));
  CHECK(g.hero().pw == 60 - 10);
}

TEST_CASE("too little power: the spell is refused and no turn passes", "[core][spells]") {
  Game g = wizard_game();
  g.mutable_player().pw = 4;
  const int turn = g.turn();
  CHECK_FALSE(g.apply(Command::cast('a', Dir::E)).took_turn);
  CHECK(test::said(g, "You don't have enough energy to cast that spell."));
  CHECK(g.turn() == turn);
  CHECK_FALSE(g.apply(Command::cast('b')).took_turn);
  CHECK(test::said(g, "You don't know that spell."));
}

TEST_CASE("power comes back with time, faster for a Wizard", "[core][spells]") {
  Game g = wizard_game();
  g.mutable_player().pw = 0;
  // Level 1: a Wizard every (38 - 1) * 3 / 6 = 18 turns, 1-2 points (intelligence 18 and the
  // wisdom: (18 + Wi) / 15 + 1 choices).
  while (g.turn() < 17) g.apply(Command::wait());
  CHECK(g.hero().pw == 0);
  while (g.turn() < 18) g.apply(Command::wait());
  CHECK(g.hero().pw >= 1);
  CHECK(g.hero().pw <= 2);
  // Anyone else every (38 - 1) * 4 / 6 = 24 turns.
  Game c = test::game_on(kRoom);
  c.mutable_player().pw = 0;
  c.mutable_player().max_pw = 10;
  while (c.turn() < 23) c.apply(Command::wait());
  CHECK(c.hero().pw == 0);
  while (c.turn() < 24) c.apply(Command::wait());
  CHECK(c.hero().pw >= 1);
}

TEST_CASE("reading a spellbook teaches its spell; a book too hard backfires",
          "[core][spells][books]") {
  Game g = wizard_game();
  Player& h = g.mutable_player();
  const char book = h.add_to_pack(g.catalog(), Item{kind("book_healing"), 1, 0});
  CHECK(g.wording().item_name(h.slot(book)->item).find("spellbook") != std::string::npos);
  // Intelligence 18 + 4 - 2 (a level-1 book) = 20: never fails.
  REQUIRE(study_failure(h, g.catalog().item(kind("book_healing"))) == 0);
  REQUIRE(g.apply(Command::use_item(Use::Read, book)).took_turn);
  CHECK(test::said(g, "You learn the spell \"healing\". (Z casts it.)"));
  CHECK(g.hero().spells.back() == kind("book_healing"));
  CHECK(g.wording().item_name(g.hero().slot(book)->item) == "a spellbook of healing");
  CHECK_FALSE(g.apply(Command::use_item(Use::Read, book)).took_turn);
  CHECK(test::said(g, "You know \"healing\" quite well already."));
  // Intelligence 3 reading magic mapping (level 5): 3 + 4 - 10 < 0: it always goes wrong.
  g.mutable_player().attr[Attr::In] = 3;
  const char hard =
      g.mutable_player().add_to_pack(g.catalog(), Item{kind("book_magic_mapping"), 1, 0});
  const int hp = g.hero().hp;
  const auto known = g.hero().spells.size();
  REQUIRE(g.apply(Command::use_item(Use::Read, hard)).took_turn);
  CHECK(test::said(g, "The runes on the page writhe as you read!"));
  CHECK(test::said(g, "The book burns your fingers!"));
  CHECK(g.hero().hp < hp);
  CHECK(g.hero().spells.size() == known);
}

TEST_CASE("healing and extra healing heal the caster", "[core][spells]") {
  Game g = wizard_game(30);
  const char heal = teach(g, "book_healing");
  const char extra = teach(g, "book_extra_healing");
  g.mutable_player().max_hp = 100;
  g.mutable_player().hp = 10;
  g.apply(Command::cast(heal));
  CHECK(g.hero().hp >= 10 + 4);  // 4d4
  CHECK(g.hero().pw == 60 - 5);
  const int hp = g.hero().hp;
  g.mutable_player().effects.push_back({EffectKind::Poison, 50});
  g.apply(Command::cast(extra));
  CHECK(g.hero().hp >= hp + 6 - 1);  // 6d4 (a poison tick may take one)
  CHECK_FALSE(g.hero().has(Property::Poisoned));
  CHECK(g.hero().pw == 60 - 5 - 15);
}

TEST_CASE("haste self, protection and detect monsters start their conditions", "[core][spells]") {
  Game g = wizard_game(30);
  const int ac = g.hero().armour_class(g.catalog());
  g.apply(Command::cast(teach(g, "book_protection")));
  CHECK(g.hero().armour_class(g.catalog()) == ac - 2);
  g.apply(Command::cast(teach(g, "book_haste_self")));
  CHECK(g.hero().has(Property::Speed));
  // A monster behind a wall is sensed while detect monsters lasts.
  auto made = Game::from_ascii(test::catalog(),
                               "#######\n"
                               "#@.#..#\n"
                               "#######\n",
                               1, who("wizard-human-male-neutral"));
  REQUIRE(made.ok());
  Game d = std::move(made.value());
  d.mutable_player().pw = 20;
  test::put_monster(d, "newt", {5, 1}, Mind::Asleep);
  d.refresh_vision();
  REQUIRE(d.sight().visible_monster({5, 1}) == nullptr);
  d.mutable_player().spells.push_back(kind("book_detect_monsters"));
  d.apply(Command::cast('b'));
  CHECK(d.sight().visible_monster({5, 1}) != nullptr);
}

TEST_CASE("blink moves the caster two to six steps, to a free cell in sight", "[core][spells]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Game g = wizard_game();
    const Vec from = g.hero().pos;
    g.apply(Command::cast(teach(g, "book_blink")));
    CHECK(test::said(g, "You blink."));
    const int d = chebyshev(g.hero().pos, from);
    CHECK(d >= 2);
    CHECK(d <= 6);
    CHECK(g.level().at(g.hero().pos) == Tile::Floor);
    g.mutable_player().pw = 60;
  }
}

TEST_CASE("sleep puts two monsters in a row down; magic missile goes through both",
          "[core][spells]") {
  Game g = wizard_game(30);
  const int a = sturdy(g, "jackal", {5, 3});
  const int b = sturdy(g, "jackal", {7, 3});
  g.refresh_vision();
  g.apply(Command::cast(teach(g, "book_sleep"), Dir::E));
  CHECK(g.level().monster_by_id(a)->has(Property::Paralysed));
  CHECK(g.level().monster_by_id(b)->has(Property::Paralysed));
  CHECK(test::said(g, "The jackal falls asleep."));
  g.apply(Command::cast(teach(g, "book_magic_missile"), Dir::E));  // they stay where they are
  CHECK(g.level().monster_by_id(a)->hp < 100);
  CHECK(g.level().monster_by_id(b)->hp < 100);
  g.apply(Command::cast(teach(g, "book_slow_monster"), Dir::E));
  CHECK(g.level().monster_by_id(a)->has(Property::Speed) == false);
  CHECK(g.level().monster_by_id(a)->effective_speed(test::catalog()) <
        g.level().monster_by_id(b)->effective_speed(test::catalog()));
}

TEST_CASE("a fireball bursts on the monster it meets and those beside it", "[core][spells]") {
  Game g = wizard_game(30);
  g.mutable_player().hp = g.mutable_player().max_hp = 200;
  const int hit = sturdy(g, "jackal", {7, 3});
  const int beside = sturdy(g, "jackal", {8, 4});
  const int apart = sturdy(g, "jackal", {7, 1});
  g.refresh_vision();
  g.apply(Command::cast(teach(g, "book_fireball"), Dir::E));
  CHECK(test::said(g, "The blast explodes!"));
  CHECK(g.level().monster_by_id(hit)->hp <= 100 - 3);
  CHECK(g.level().monster_by_id(beside)->hp <= 100 - 3);
  CHECK(g.level().monster_by_id(apart)->hp == 100);
  CHECK(g.hero().hp == 200);  // far from the burst
}

TEST_CASE("cone of cold, dig, light, identify and magic mapping do what they say",
          "[core][spells]") {
  Game g = wizard_game(30);
  const int id = sturdy(g, "jackal", {6, 3});
  g.refresh_vision();
  g.apply(Command::cast(teach(g, "book_cone_of_cold"), Dir::E));
  CHECK(g.level().monster_by_id(id)->hp <= 100 - 4);
  Game d = wizard_game(30,
                       "#########\n"
                       "#@..#...#\n"
                       "#########\n");
  d.apply(Command::cast(teach(d, "book_dig"), Dir::E));
  CHECK(d.level().at({4, 1}) == Tile::DoorBroken);  // the wall between, dug through
  g.mutable_level().lit.fill(0);                    // the room dark
  g.apply(Command::cast(teach(g, "book_light")));
  CHECK(test::said(g, "A lit field surrounds you!"));
  CHECK(g.level().lit[{1, 1}]);        // two steps each way: within five
  CHECK_FALSE(g.level().lit[{9, 1}]);  // six east and two north: beyond
  Player& h = g.mutable_player();      // nothing carried but one potion
  h.inventory.clear();
  h.wielded = 0;
  h.worn = {};
  h.rings = {};
  const char potion = h.add_to_pack(g.catalog(), Item{kind("healing"), 1, 0});
  g.mutable_knowledge() = Knowledge::draw(g.catalog(), 77);  // forget every kind
  g.mutable_player().pw = 60;
  g.apply(Command::cast(teach(g, "book_identify")));
  CHECK(g.knowledge().knows(g.hero().slot(potion)->item.kind));
  g.apply(Command::cast(teach(g, "book_magic_mapping")));
  CHECK(test::said(g, "A map coalesces in your mind!"));
}

}  // namespace test_spells
