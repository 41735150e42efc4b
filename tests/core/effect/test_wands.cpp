// Wands: zapped in a direction (or at yourself), a charge a zap; what each kind does is data,
// carried out along a beam, a ray that bounces, or a dig. Each kind on a hand-drawn map.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "content/bestiary.hpp"
#include "content/embedded.hpp"
#include "content/items.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_wands {

using namespace dg;

namespace {

// A corridor-like room eleven cells long: the hero at its west end.
constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

// A wider room, for bounces and for digging through its east wall into the rock.
constexpr const char* kRoom =
    "#########     \n"
    "#.......#     \n"
    "#.......#     \n"
    "#.@.....#     \n"
    "#########     \n";

// A wand of `id` with `charges` for the hero; its letter.
char give_wand(Game& g, const char* id, int charges = 5) {
  return test::give(g, id, 1, charges);
}

Outcome zap_with(Game& g, char letter, Dir d) {
  return g.apply(Command::use_item(Use::Zap, letter, d));
}

// A sturdy monster, to be measured after a hit.
int sturdy(Game& g, const char* breed, Vec at, Mind mind = Mind::Asleep) {
  Monster& m = test::put_monster(g, breed, at, mind);
  m.hp = m.max_hp = 100;
  return m.id;
}

const Event* bolt(const Game& g) {
  for (const Event& e : g.events())
    if (e.kind == EventKind::Bolt) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("striking hits the first monster down the hall and stops there; the wand is learned",
          "[core][wands]") {
  Game g = test::game_on(kHall);
  const int first = sturdy(g, "jackal", {5, 1});
  const int second = sturdy(g, "jackal", {7, 1});
  g.refresh_vision();
  const char w = give_wand(g, "wand_striking", 3);
  CHECK(g.wording().item_name(g.hero().slot(w)->item).find("wand") != std::string::npos);
  REQUIRE(zap_with(g, w, Dir::E).took_turn);
  CHECK(test::said(g, "The wand strikes the jackal!"));
  CHECK(test::said(g, "(That was a wand of striking.)"));
  const int hp = g.level().monster_by_id(first)->hp;
  CHECK(hp <= 100 - 2);  // 2d8
  CHECK(hp >= 100 - 16);
  CHECK(g.level().monster_by_id(second)->hp == 100);
  CHECK(g.hero().slot(w)->item.charges == 2);
  CHECK(g.wording().item_name(g.hero().slot(w)->item) == "a wand of striking (2 charges)");
  const Event* e = bolt(g);
  REQUIRE(e);
  CHECK(e->path == std::vector<Vec>{{2, 1}, {3, 1}, {4, 1}, {5, 1}});
}

TEST_CASE("a beam that meets nobody stops at the wall, and teaches nothing", "[core][wands]") {
  Game g = test::game_on(kHall);
  const char w = give_wand(g, "wand_striking");
  zap_with(g, w, Dir::E);
  CHECK(test::said(g, "You feel a strange vibration, and it passes."));
  CHECK_FALSE(g.knowledge().knows(g.hero().slot(w)->item.kind));
  const Event* e = bolt(g);
  REQUIRE(e);
  CHECK(e->path.size() == 8);  // its range, short of the wall
  CHECK(e->path.back() == Vec{9, 1});
}

TEST_CASE("a ray of fire goes through every monster and bounces back off the wall",
          "[core][wands]") {
  Game g = test::game_on(kHall);
  g.mutable_player().hp = g.mutable_player().max_hp = 200;
  const int a = sturdy(g, "jackal", {4, 1});
  const int b = sturdy(g, "jackal", {10, 1});
  g.refresh_vision();
  zap_with(g, give_wand(g, "wand_fire"), Dir::E);
  // Out east through both: 10 cells to the last floor; the wall turns it (a step of its 12),
  // and its last step comes back through the far jackal.
  const Event* e = bolt(g);
  REQUIRE(e);
  CHECK(e->path.size() == 11);
  CHECK(e->path[9] == Vec{11, 1});
  CHECK(e->path[10] == Vec{10, 1});
  // The far jackal, met going out and coming back, burns twice; the near one once.
  const int hp_a = g.level().monster_by_id(a)->hp, hp_b = g.level().monster_by_id(b)->hp;
  CHECK(hp_a <= 100 - 4);
  CHECK(hp_a >= 100 - 24);
  CHECK(hp_b <= 100 - 8);
  CHECK(hp_b >= 100 - 48);
  CHECK(test::said(g, "The bolt of fire hits the jackal!"));
  CHECK(g.knowledge().knows(test::catalog().find_item("wand_fire")));
}

TEST_CASE("a diagonal ray glances off a wall and goes on the other way", "[core][wands]") {
  Game g = test::game_on(kRoom);  // the hero at (2, 3)
  zap_with(g, give_wand(g, "wand_cold"), Dir::NE);
  const Event* e = bolt(g);
  REQUIRE(e);
  // Up to the top row (3,2) (4,1), then the wall above turns it south-east: (5,2) (6,3).
  REQUIRE(e->path.size() >= 4);
  CHECK(e->path[0] == Vec{3, 2});
  CHECK(e->path[1] == Vec{4, 1});
  CHECK(e->path[2] == Vec{5, 2});
  CHECK(e->path[3] == Vec{6, 3});
}

TEST_CASE("a ray that comes back burns the zapper", "[core][wands]") {
  Game g = test::game_on(kRoom);
  g.mutable_player().hp = g.mutable_player().max_hp = 200;
  zap_with(g, give_wand(g, "wand_lightning"), Dir::W);  // the wall is two steps west
  CHECK(test::said(g, "The bolt of lightning hits you!"));
  CHECK(g.hero().hp <= 200 - 4);
}

TEST_CASE("sleep puts a monster down: it does not move while it sleeps", "[core][wands]") {
  Game g = test::game_on(kHall);
  const int id = sturdy(g, "jackal", {6, 1}, Mind::Hunting);
  g.refresh_vision();
  zap_with(g, give_wand(g, "wand_sleep"), Dir::E);
  CHECK(test::said(g, "The jackal falls asleep."));
  const Monster* m = g.level().monster_by_id(id);
  REQUIRE(m);
  CHECK(m->has(Property::Paralysed));
  for (int i = 0; i < 5; ++i) g.apply(Command::wait());
  CHECK(g.level().monster_by_id(id)->pos == Vec{6, 1});
}

TEST_CASE("slow monster and speed monster change a monster's speed", "[core][wands]") {
  Game g = test::game_on(kHall);
  const int id = sturdy(g, "jackal", {4, 1});
  g.refresh_vision();
  const int speed = g.level().monster_by_id(id)->effective_speed(test::catalog());
  zap_with(g, give_wand(g, "wand_slow_monster"), Dir::E);
  CHECK(g.level().monster_by_id(id)->effective_speed(test::catalog()) == speed - 6);
  zap_with(g, give_wand(g, "wand_speed_monster"), Dir::E);
  zap_with(g, give_wand(g, "wand_speed_monster"), Dir::E);
  CHECK(g.level().monster_by_id(id)->effective_speed(test::catalog()) == speed + 6);
}

TEST_CASE("teleportation sends the monster it hits elsewhere", "[core][wands]") {
  Game g = test::game_on(kRoom);
  const int id = sturdy(g, "jackal", {5, 3});
  g.refresh_vision();
  zap_with(g, give_wand(g, "wand_teleport_other"), Dir::E);
  CHECK(test::said(g, "The jackal vanishes!"));
  CHECK(g.level().monster_by_id(id)->pos != Vec{5, 3});
}

TEST_CASE("digging opens the wall and the rock beyond; at your feet, a hole down",
          "[core][wands]") {
  Game g = test::game_on(kRoom);
  const char w = give_wand(g, "wand_digging", 3);
  zap_with(g, w, Dir::E);
  CHECK(g.level().at({8, 3}) == Tile::DoorBroken);  // the room's wall: a doorway
  CHECK(g.level().at({9, 3}) == Tile::Corridor);    // the rock beyond
  CHECK(g.level().at({10, 3}) == Tile::Corridor);   // 8 cells from the hero
  CHECK(g.level().at({11, 3}) == Tile::Rock);       // and no further
  CHECK(test::said(g, "You dig through the rock."));
  zap_with(g, w, Dir::N);
  CHECK(g.level().at({2, 0}) == Tile::Wall);  // the level's edge holds
  zap_with(g, w, Dir::None);
  CHECK(g.depth() == 2);
  CHECK(test::said(g, "You dig a hole through the floor, and fall through it."));
}

TEST_CASE("create monster brings one; a wand with no charges does nothing", "[core][wands]") {
  Game g = test::game_on(kRoom);
  const char w = give_wand(g, "wand_create_monster", 1);
  REQUIRE(zap_with(g, w, Dir::None).took_turn);
  CHECK(g.level().monsters.size() == 1);
  CHECK(g.knowledge().knows(g.hero().slot(w)->item.kind));
  const auto monsters = g.level().monsters.size();
  CHECK(zap_with(g, w, Dir::None).took_turn);  // the turn is spent all the same
  CHECK(test::said(g, "Nothing happens."));
  CHECK(g.level().monsters.size() == monsters);
}

TEST_CASE("only wands are zapped; a new wand comes with charges", "[core][wands]") {
  Game g = test::game_on(kRoom);
  CHECK_FALSE(zap_with(g, 'a', Dir::E).took_turn);  // the club
  CHECK(test::said(g, "That is a silly thing to zap."));
  Rng rng(5);
  const Item made = new_item(g.catalog(), test::catalog().find_item("wand_striking"), rng);
  CHECK(made.charges >= 4);
  CHECK(made.charges <= 8);
}

TEST_CASE("mistakes in wands, rings, spellbooks and monsters' spells name file and line",
          "[content][wands]") {
  const std::string base(*find_content_file("items.toml"));
  const std::string text =
      base +
      "\n[wand_oops]\nparent = \"base_wand\"\nname = \"wand of oops\"\n"
      "zap = \"laser\"\ncharges = \"8-4\"\n"
      "effects = [{ damage = \"1d4\" }]\n"
      "[ring_oops]\nparent = \"base_ring\"\nname = \"ring of oops\"\n"
      "grants = \"flight\"\n"
      "[book_oops]\nparent = \"base_spellbook\"\nname = \"spellbook of oops\"\n"
      "spell = \"oops\"\nlevel = 9\nzap = \"beam\"\n";
  auto book = parse_items("items.toml", text);
  REQUIRE_FALSE(book.ok());
  const std::string& e = book.error();
  INFO(e);
  const auto line_of = [&](const char* what) {  // the line of `what` in the text
    const std::size_t at = text.find(what);
    return std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
  };
  CHECK(e.find("items.toml:" + line_of("zap = \"laser\"") +
               ": wand_oops.zap: unknown zap \"laser\" (self, beam, ray, burst, dig)") !=
        std::string::npos);
  CHECK(e.find("wand_oops.charges: must be a number like \"12\" or a range like \"5-10\"") !=
        std::string::npos);
  CHECK(e.find("items.toml:" + line_of("grants = \"flight\"") +
               ": ring_oops.grants: unknown property \"flight\"") != std::string::npos);
  CHECK(e.find("book_oops.level:") != std::string::npos);
  CHECK(e.find("book_oops: missing field 'range'") != std::string::npos);  // a beam's range
  CHECK(e.find("book_oops.effects: a spell needs effects") != std::string::npos);
  // A monster's spell names a spellbook that is not there.
  const std::string monsters =
      std::string(*find_content_file("monsters.toml")) +
      "\n[mage]\nparent = \"base_monster\"\nname = \"mage\"\n"
      "glyph = \"@\"\nfg = \"#ffffff\"\nspells = [\"book_of_nothing\", \"book_force_bolt\"]\n";
  auto b = parse_bestiary("monsters.toml", monsters, test::catalog().items);
  REQUIRE_FALSE(b.ok());
  CHECK(b.error().find("mage.spells: no spellbook \"book_of_nothing\"") != std::string::npos);
  CHECK(b.error().find("mage.magic: a monster with spells or items to use needs magic") !=
        std::string::npos);
}

}  // namespace test_wands
