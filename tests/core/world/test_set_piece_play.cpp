// Set pieces built on a hand-drawn hall and played: what each legend mark puts where, what is
// said on stepping in, and what the piece asks of the hero (a swim to an island, graves in the
// way, a chasm to jump, traps in a gallery, a vault's key and its cages, an ambush sprung, a
// captive freed into an ally, a fountain drunk dry).
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "content/content.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/gen/seed_catalog.hpp"
#include "core/gen/set_pieces.hpp"
#include "core/set_piece_fixtures.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_set_piece_play {

using namespace dg;
using namespace dg::test;

TEST_CASE("a den: one kind of beast asleep around its gold, and words on stepping in",
          "[core][set_pieces]") {
  // " .b. "
  // ".b$b."   built at (5, 3)
  // " ... "
  Game g = hall_with("den", {5, 3});
  const Vec beds[] = {{7, 3}, {6, 4}, {8, 4}};
  const Monster* first = monster_at(g, beds[0]);
  REQUIRE(first);
  for (Vec p : beds) {
    const Monster* m = monster_at(g, p);
    REQUIRE(m);
    CHECK(m->breed == first->breed);  // a den of one kind
    CHECK(m->mind == Mind::Asleep);
  }
  CHECK(g.level().monsters.size() == 3);
  REQUIRE(g.level().gold.size() == 1);
  CHECK(g.level().gold.front().pos == Vec{7, 4});
  CHECK(g.level().at({5, 3}) == Tile::Floor);  // ' ': left as the level made it
  REQUIRE(g.level().pieces.size() == 1);
  CHECK(g.level().pieces.front().w == 5);
  CHECK(g.level().pieces.front().h == 3);

  g.mutable_level().monsters.clear();  // a quiet walk in
  walk_to(g, {4, 3});
  CHECK_FALSE(test::said(g, "Gnawed bones and fur litter the floor: a den."));
  walk_to(g, {5, 3});  // the piece's first cell
  CHECK(test::said(g, "Gnawed bones and fur litter the floor: a den."));
  CHECK(g.level().pieces.front().entered);
  walk_to(g, {4, 3});
  walk_to(g, {5, 3});
  int times = 0;
  for (const Message& line : g.log().all())
    times += line.text.find("Gnawed bones") != std::string::npos;
  CHECK(times == 1);  // said once
}

TEST_CASE("an armoury: weapons and armour on its racks, and the dwarf who keeps it awake",
          "[core][set_pieces]") {
  // "W#A#W"
  // "....."   built at (4, 2)
  // "A.d.A"
  Game g = hall_with("armoury", {4, 2});
  CHECK(class_at(g, {4, 2}) == ItemClass::Weapon);
  CHECK(class_at(g, {8, 2}) == ItemClass::Weapon);
  CHECK(class_at(g, {6, 2}) == ItemClass::Armour);
  CHECK(class_at(g, {4, 4}) == ItemClass::Armour);
  CHECK(class_at(g, {8, 4}) == ItemClass::Armour);
  CHECK(g.level().at({5, 2}) == Tile::Wall);
  CHECK(g.level().at({7, 2}) == Tile::Wall);
  const Monster* dwarf = monster_at(g, {6, 4});
  REQUIRE(dwarf);
  CHECK(g.catalog().breed(dwarf->breed).id == "dwarf");
  CHECK(dwarf->mind != Mind::Asleep);
}

TEST_CASE("a flooded room: a prize on an island, reached by swimming", "[core][set_pieces]") {
  // "}}}}}}}"
  // "}}}.}}}"
  // "}}.P.}}"   built at (2, 2): the island's prize at (5, 4)
  // "}}}.}}}"
  // "}}}}}}}"
  Game g = hall_with("flooded_room", {2, 2});
  const Tile water = tile_named("deep water");
  CHECK(g.level().at({2, 2}) == water);
  CHECK(g.level().at({4, 4}) == Tile::Floor);
  CHECK(g.level().at({5, 3}) == Tile::Floor);
  CHECK(items_at(g, {5, 4}) == 1);
  // The hero at (1, 4), west of the pool, is asked before swimming in.
  g.mutable_level().monsters.clear();
  walk_to(g, {1, 4});
  CHECK(g.apply(Command::move(Dir::E)).confirm == "Really step into the deep water?");
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.hero().pos == Vec{2, 4});
  CHECK(test::said(g, "The room is flooded; something glints on an island in the middle."));
  g.apply(Command::move(Dir::E).confirm());
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{5, 4});  // on the island with the prize
}

TEST_CASE("a graveyard: graves stand in the way and are seen over", "[core][set_pieces]") {
  // "|.|.|.|"   built at (3, 2): a walkway of a cell kept around it
  // "g.g.g.g"
  CHECK_FALSE(
      gen::piece_fits(sure(), test::game_on(kHall).level(), kind_of("graveyard"), {3, 1}, nullptr));
  Game g = hall_with("graveyard", {3, 2}, 3);
  const Tile grave = tile_named("grave");
  CHECK(g.level().at({3, 2}) == grave);
  CHECK(g.level().at({4, 2}) == Tile::Floor);
  CHECK(g.level().at({9, 5}) == grave);
  CHECK(items_at(g, {3, 3}) == 1);  // grave goods (sure here; one in four in the game)
  CHECK(items_at(g, {9, 6}) == 1);
  walk_to(g, {1, 2});
  walk_to(g, {2, 2});
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{2, 2});  // the grave is in the way
  CHECK_FALSE(g.catalog().tile(grave).walkable);
  CHECK(g.sight().sees({4, 2}));  // and low enough to see over
  CHECK(g.sight().sees({10, 2}));
}

TEST_CASE("a trapped gallery: hidden traps on the way to its prize", "[core][set_pieces]") {
  // "#########"
  // "..t.t.tP#"   built at (3, 2)
  // "#########"
  Game g = hall_with("trapped_gallery", {3, 2});
  std::set<int> xs;
  for (const Trap& t : g.level().traps) {
    CHECK(t.hidden);
    CHECK(t.pos.y == 3);
    xs.insert(t.pos.x);
  }
  CHECK(xs == std::set<int>{5, 7, 9});
  CHECK(items_at(g, {10, 3}) == 1);
  REQUIRE(g.level().gold.size() == 1);
  CHECK(g.level().gold.front().pos == Vec{10, 3});
  CHECK(g.level().at({11, 3}) == Tile::Wall);
  CHECK(g.level().at({6, 2}) == Tile::Wall);
  walk_to(g, {1, 3});
  walk_to(g, {3, 3});
  CHECK(test::said(g, "A narrow gallery, its floor scored with old marks."));
}

TEST_CASE("a chasm's edge is a way down to the next level", "[core][set_pieces]") {
  // " ::: "
  // ":::::"   built at (4, 2)
  // " ::: "
  Game g = hall_with("chasm_edge", {4, 2});
  CHECK(g.level().at({4, 2}) == Tile::Floor);
  CHECK(g.level().at({5, 2}) == tile_named("chasm"));
  CHECK(g.level().at({4, 3}) == tile_named("chasm"));
  walk_to(g, {3, 3});
  CHECK(g.apply(Command::move(Dir::E)).confirm == "Really step into the chasm?");
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.depth() == 2);
}

TEST_CASE("a hoard's sleeper comes from deeper than its level", "[core][set_pieces]") {
  // "$.$.$"
  // ".$D$."   built at (3, 3) on level 4: its sleeper is one of level 6's
  // "$.$.$"
  Game g = hall_with("hoard", {3, 3}, 4);
  const Monster* sleeper = monster_at(g, {5, 4});
  REQUIRE(sleeper);
  const Breed& b = g.catalog().breed(sleeper->breed);
  CHECK(b.min_depth <= 6);
  CHECK(b.max_depth >= 6);
  CHECK(sleeper->mind == Mind::Asleep);
  CHECK(g.level().gold.size() == 8);
}

TEST_CASE("an ambush: what waits in the brush is unseen until the hero is in it",
          "[core][set_pieces]") {
  // ";;;;;"
  // ";m;m;"
  // ";;I;;"   built at (4, 2): the bait at (6, 4)
  // ";m;m;"
  // ";;;;;"
  Game g = hall_with("ambush", {4, 2});
  CHECK(g.level().at({5, 3}) == tile_named("brush"));
  REQUIRE(monster_at(g, {5, 3}));
  CHECK(g.level().monsters.size() == 4);
  CHECK(items_at(g, {6, 4}) == 1);
  for (const Monster& m : g.level().monsters) CHECK(g.sight().visible_monster(m.pos) == nullptr);
}

TEST_CASE("a lit garden lights its room; a barracks sleeps in rows", "[core][set_pieces]") {
  Game g = test::game_on(kHall, sure());
  g.mutable_level().lit.fill(0);
  Rng rng(3);
  gen::build_set_piece(sure(), g.mutable_level(), rng, kind_of("garden"), 3, {2, 2});
  CHECK(g.level().lit[{1, 1}] == 1);  // the ring around it
  CHECK(g.level().lit[{7, 5}] == 1);
  CHECK(g.level().lit[{12, 8}] == 0);
  CHECK(class_at(g, {4, 3}) == ItemClass::Ingredient);
  CHECK(g.level().at({3, 3}) == tile_named("shallow water"));

  Game b = hall_with("barracks", {3, 5}, 3);
  int sleepers = 0;
  for (const Monster& m : b.level().monsters) {
    CHECK(b.catalog().breed(m.breed).id == "hobgoblin");
    sleepers += m.mind == Mind::Asleep;
  }
  CHECK(sleepers == 5);
  CHECK(class_at(b, {5, 6}) == ItemClass::Weapon);
}

TEST_CASE("a treasure vault: its key, found elsewhere, opens it, and one prize closes the cages",
          "[core][set_pieces]") {
  // "#####"
  // "#abc#"   built at (3, 3): the pedestals at (4, 4), (5, 4), (6, 4), the door at (5, 5)
  // "##V##"
  Game g = hall_with("treasure_vault", {3, 3});
  const Tile door = tile_named("vault door");
  const Tile pedestal = tile_named("pedestal");
  CHECK(g.level().at({5, 5}) == door);
  CHECK(g.level().at({4, 4}) == pedestal);
  CHECK(class_at(g, {4, 4}) == ItemClass::Wand);
  CHECK(class_at(g, {5, 4}) == ItemClass::Ring);
  CHECK(class_at(g, {6, 4}) == ItemClass::Armour);
  // The key lies outside the vault (the hall is one room: anywhere else on its floor).
  const int key = g.catalog().find_item("vault_key");
  Vec key_at{-1, -1};
  for (const FloorItem& f : g.level().items)
    if (f.item.kind == key) key_at = f.pos;
  REQUIRE(key_at.x >= 0);
  CHECK_FALSE(g.level().pieces.front().contains(key_at));

  // Without it, the door holds; no strength breaks it.
  walk_to(g, {1, 6});
  walk_to(g, {5, 6});
  g.apply(Command::move(Dir::N));
  CHECK(g.hero().pos == Vec{5, 6});
  CHECK(test::said(g, "The vault door is locked fast: its keyhole wants a key from this level."));
  g.apply(Command::move(Dir::N));
  CHECK(g.level().at({5, 5}) == door);

  // With it, the door opens and the key is used up.
  const char k = test::give(g, "vault_key");
  g.apply(Command::move(Dir::N));
  CHECK(test::said(g, "The key turns in the lock, and the vault door swings open."));
  CHECK(g.level().at({5, 5}) == Tile::DoorOpen);
  CHECK(g.hero().slot(k) == nullptr);
  g.apply(Command::move(Dir::N));
  CHECK(test::said(g, "A vault: three prizes on three pedestals. Which one?"));
  g.apply(Command::move(Dir::N));
  REQUIRE(g.hero().pos == Vec{5, 4});

  // Taking the ring drops cages over the wand and the armour, which stay in sight.
  g.apply(Command::pick_up());
  CHECK(test::said(g, "As you lift it, cages crash down over the other pedestals!"));
  const Tile cage = tile_named("cage");
  CHECK(g.level().at({4, 4}) == cage);
  CHECK(g.level().at({6, 4}) == cage);
  CHECK(g.level().at({5, 4}) == pedestal);  // the hero's own
  CHECK(items_at(g, {4, 4}) == 1);
  CHECK(g.sight().sees({4, 4}));
  g.apply(Command::move(Dir::W));
  CHECK(g.hero().pos == Vec{5, 4});  // the bars are in the way
  CHECK(test::said(g, "Bars of a cage are in the way: what lies inside is out of reach."));
}

TEST_CASE("an ambush springs when the hero reaches its bait", "[core][set_pieces]") {
  Game g = hall_with("ambush", {4, 2}, 2);
  REQUIRE(g.level().monsters.size() == 4);
  for (const Monster& m : g.level().monsters) CHECK(m.mind == Mind::Asleep);
  // Crept up through the thicket to the cell south of the bait, (6, 5), then onto it.
  g.mutable_player().pos = {6, 5};
  g.apply(Command::move(Dir::N));
  REQUIRE(g.hero().pos == Vec{6, 4});
  CHECK(test::said(g, "Shapes rise from the brush around you!"));
  for (const Monster& m : g.level().monsters) CHECK(m.mind == Mind::Hunting);
}

TEST_CASE("a captive in chains: freed by four turns of work, it follows and fights",
          "[core][set_pieces][allies]") {
  // "g...g"
  // "..C.."   built at (5, 3) on level 2: the captive at (7, 4)
  // "g...g"
  Game g = hall_with("captive", {5, 3}, 2);
  const Monster* captive = g.level().monster_at({7, 4});
  REQUIRE(captive);
  const int id = captive->id;
  // The captive is of any kind that fights; here a gecko, whose pace the test knows.
  Monster& captive_now = *g.mutable_level().monster_by_id(id);
  captive_now.breed = g.catalog().find_breed("gecko");
  captive_now.speed = g.catalog().breed_of(captive_now).speed;
  CHECK(captive->chains == 4);
  CHECK_FALSE(captive->tame);
  int guards = 0;
  for (const Monster& m : g.level().monsters) guards += m.id != id && m.mind == Mind::Asleep;
  CHECK(guards == 4);
  // The guards are taken away (their waking is the next test's): the hero comes to the chains.
  erase_if(g.mutable_level().monsters, [&](const Monster& m) { return m.id != id; });
  g.mutable_player().pos = {6, 4};
  test::wait_turns(g, 3);
  CHECK(g.level().monster_by_id(id)->pos == Vec{7, 4});  // a captive waits in its chains
  const std::string name = g.catalog().breed_of(*g.level().monster_by_id(id)).name;
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "You work at the " + name + "'s chains (3 more turns)."));
  CHECK(g.hero().pos == Vec{6, 4});
  g.apply(Command::move(Dir::E));
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "You work at the " + name + "'s chains (1 more turn)."));
  CHECK(g.level().monster_by_id(id)->chains == 1);
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "The chains fall away: the " + name + " is free, and follows you."));
  const Monster* ally = g.level().monster_by_id(id);
  REQUIRE(ally);
  CHECK(ally->tame);
  CHECK(ally->freed);
  CHECK(ally->chains == 0);

  // It follows the hero across the hall.
  // (At its own pace: the captive here, a gecko, moves at half the hero's speed.)
  walk_to(g, {18, 4});
  for (int t = 0; t < 60 && chebyshev(g.level().monster_by_id(id)->pos, g.hero().pos) > 2; ++t)
    test::wait_turns(g, 1);
  CHECK(g.catalog().breed_of(*g.level().monster_by_id(id)).id == "gecko");
  CHECK(chebyshev(g.level().monster_by_id(id)->pos, g.hero().pos) <= 2);

  // And fights what comes: a jackal beside it is bitten until it dies.
  const Vec near = g.level().monster_by_id(id)->pos + Vec{0, 1} == g.hero().pos
                       ? g.level().monster_by_id(id)->pos + Vec{0, -1}
                       : g.level().monster_by_id(id)->pos + Vec{0, 1};
  const int jackal = test::put_monster(g, "jackal", near, Mind::Hunting).id;
  g.mutable_wizard().immortal = true;
  for (int t = 0; t < 40 && g.level().monster_by_id(jackal); ++t) g.apply(Command::wait());
  CHECK(g.level().monster_by_id(jackal) == nullptr);
}

TEST_CASE("working at the chains may wake the captors; a hero leads three at most",
          "[core][set_pieces][allies]") {
  Game g = hall_with("captive", {5, 3}, 2);
  const int id = g.level().monster_at({7, 4})->id;
  g.mutable_player().pos = {6, 4};
  g.mutable_wizard().immortal = true;
  for (int t = 0; t < 4; ++t) g.apply(Command::move(Dir::E));
  int awake = 0;
  for (const Monster& m : g.level().monsters) awake += m.id != id && m.mind != Mind::Asleep;
  CHECK(awake > 0);  // four sleepers, four turns of one in three each: seed 7 wakes some

  Game full = hall_with("captive", {5, 3}, 2);
  const int held = full.level().monster_at({7, 4})->id;
  erase_if(full.mutable_level().monsters, [&](const Monster& m) { return m.id != held; });
  for (const Vec p : {Vec{15, 8}, Vec{16, 8}, Vec{17, 8}})
    test::put_monster(full, "little_dog", p, Mind::Hunting).tame = true;
  full.mutable_player().pos = {6, 4};
  full.apply(Command::move(Dir::E));
  CHECK(test::said(full, "You lead as many followers as you can: the " +
                             full.catalog().breed_of(*full.level().monster_by_id(held)).name +
                             " stays in its chains."));
  CHECK(full.level().monster_by_id(held)->chains == 4);
}

TEST_CASE("a fountain court: walking into the fountain drinks, until it runs dry",
          "[core][set_pieces]") {
  // " ... "
  // "..{.."   built at (3, 2): the fountain at (5, 3)
  // " ... "
  Game g = hall_with("fountain_court", {3, 2}, 2);
  const Tile fountain = tile_named("fountain");
  const Tile dry = tile_named("dry fountain");
  REQUIRE(g.level().at({5, 3}) == fountain);
  g.mutable_level().monsters.clear();
  g.mutable_wizard().immortal = true;  // (a drink may call up something from the water)
  g.mutable_player().pos = {4, 3};
  g.mutable_player().hp = 5;
  const int turn = g.turn();
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{4, 3});
  CHECK(g.turn() == turn + 1);  // a drink takes a turn
  CHECK(test::said(g, "You drink from the cool water."));
  CHECK(g.hero().hp > 5);
  int drinks = 1;
  while (g.level().at({5, 3}) == fountain && drinks < 100) {
    g.apply(Command::move(Dir::E));
    ++drinks;
  }
  CHECK(g.level().at({5, 3}) == dry);
  CHECK(drinks < 40);  // one time in four it dries
  const int before = g.turn();
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "The fountain has run dry."));
  CHECK(g.turn() == before);  // a bump, no turn
}

TEST_CASE("a cage never drops on a creature: the pet on a pedestal keeps it open",
          "[core][set_pieces]") {
  Game g = hall_with("treasure_vault", {3, 3});  // pedestals at (4, 4), (5, 4), (6, 4)
  g.mutable_level().tiles[{5, 5}] = Tile::DoorOpen;
  test::put_monster(g, "little_dog", {4, 4}, Mind::Hunting).tame = true;
  g.mutable_player().pos = {5, 4};
  g.apply(Command::pick_up());
  CHECK(g.level().at({6, 4}) == tile_named("cage"));
  CHECK(g.level().at({4, 4}) == tile_named("pedestal"));  // under the dog
}

TEST_CASE("a portcullis: its lever, pulled once, raises it and wakes what waits behind",
          "[core][set_pieces]") {
  // "#####"
  // "#mp$#"   built at (5, 3): the prize at (7, 4), a sleeper at (6, 4)
  // "##H##"   the portcullis at (7, 5)
  // "....."
  // "../.."   the lever at (7, 7)
  Game g = hall_with("portcullis", {5, 3}, 3);
  const Tile portcullis = tile_named("portcullis");
  REQUIRE(g.level().at({7, 5}) == portcullis);
  REQUIRE(g.level().at({7, 7}) == tile_named("lever"));
  CHECK(items_at(g, {7, 4}) == 1);
  const Monster* sleeper = monster_at(g, {6, 4});
  REQUIRE(sleeper);
  const int id = sleeper->id;
  CHECK(sleeper->mind == Mind::Asleep);

  walk_to(g, {1, 6});
  walk_to(g, {7, 6});
  CHECK(test::said(g, "Something lies behind a portcullis, and a lever stands nearby."));
  const int turn = g.turn();
  g.apply(Command::move(Dir::N));  // the bars: words, no turn
  CHECK(test::said(g, "A portcullis bars the way: somewhere near, a lever works it."));
  CHECK(g.turn() == turn);

  g.apply(Command::move(Dir::S));  // pulls the lever, a turn
  CHECK(g.hero().pos == Vec{7, 6});
  CHECK(g.turn() > turn);
  CHECK(test::said(g, "You pull the lever. Something clanks in the walls."));
  CHECK(test::said(g, "With a grinding of chains, the portcullis rises."));
  CHECK(g.level().at({7, 5}) == Tile::Floor);
  CHECK(g.level().at({7, 7}) == tile_named("pulled lever"));
  REQUIRE(g.level().monster_by_id(id));
  CHECK(g.level().monster_by_id(id)->mind == Mind::Hunting);

  g.apply(Command::move(Dir::S));  // once only
  CHECK(test::said(g, "The lever is down, and will not move again."));
}

TEST_CASE("a shrine: an altar, lit, and offerings before it", "[core][set_pieces][curses]") {
  // " a.b "
  // "..&.."   built at (5, 3): the altar at (7, 4)
  // " .c. "
  Game g = hall_with("shrine", {5, 3}, 4);
  CHECK(g.level().at({7, 4}) == tile_named("lawful altar"));
  CHECK(class_at(g, {6, 3}) == ItemClass::Weapon);
  CHECK(class_at(g, {8, 3}) == ItemClass::Armour);
  CHECK(class_at(g, {7, 5}) == ItemClass::Ring);
  CHECK(g.level().lit[{7, 4}]);
  // Things can be dropped on it: the altar is floor to walk on.
  walk_to(g, {1, 4});
  walk_to(g, {7, 4});
  CHECK(g.hero().pos == Vec{7, 4});
  CHECK(test::said(g,
                   "An altar stands here. A thing dropped on it shows whether it is cursed; ^ "
                   "tells whose god's it is."));
}

}  // namespace test_set_piece_play
