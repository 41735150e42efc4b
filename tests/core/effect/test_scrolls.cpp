// Scrolls: read, they crumble and do what their data says to the reader, and the hero learns
// their kind. Each kind on a hand-drawn map.
#include <catch2/catch.hpp>
#include <cctype>
#include <string>

#include "core/command_text.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_scrolls {

using namespace dg;

namespace {

// A room with a closed-off second room east (not yet seen): the hero in the first.
constexpr const char* kTwoRooms =
    "#############\n"
    "#@....#.....#\n"
    "#.....+.....#\n"
    "#.....#..>..#\n"
    "#############\n";

using test::give;

Outcome read(Game& g, char letter) {
  return g.apply(Command::use_item(Use::Read, letter));
}

}  // namespace

TEST_CASE("a scroll is disguised by a label until read; reading names every one of its kind",
          "[core][scrolls][identify]") {
  Game g = test::game_on(kTwoRooms);
  const char a = give(g, "teleportation", 2);
  const std::string before = g.wording().item_name(g.hero().slot(a)->item);
  CHECK(before.rfind("2 scrolls labelled ", 0) == 0);
  CHECK(read(g, a).took_turn);
  CHECK(test::said(g, "As you read the scroll, it crumbles to dust."));
  CHECK(test::said(g, "(That was a scroll of teleportation.)"));
  CHECK(g.wording().item_name(g.hero().slot(a)->item) == "a scroll of teleportation");  // one left
}

TEST_CASE("teleportation lands the reader on another free floor cell", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  const Vec start = g.hero().pos;
  read(g, give(g, "teleportation"));
  CHECK(test::said(g, "Your position suddenly seems very uncertain."));
  CHECK(g.hero().pos != start);
  CHECK(g.level().at(g.hero().pos) != Tile::Wall);
  CHECK(g.level().monster_at(g.hero().pos) == nullptr);
}

TEST_CASE("magic mapping shows the unseen room, its stairs and door, not what lies there",
          "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  g.mutable_level().items.push_back({{10, 1}, Item{test::catalog().find_item("dagger"), 1, 0}});
  REQUIRE_FALSE(g.level().memory[{9, 3}].seen);
  read(g, give(g, "magic_mapping"));
  CHECK(test::said(g, "A map coalesces in your mind!"));
  CHECK(g.level().memory[{9, 3}].seen);
  CHECK(g.level().memory[{9, 3}].tile == Tile::StairsDown);
  CHECK(g.level().memory[{12, 2}].tile == Tile::Wall);
  CHECK(g.level().memory[{10, 1}].item == -1);  // the dagger there is not on the map
  CHECK_FALSE(g.sight().sees({9, 3}));
}

TEST_CASE("create monster brings one awake beside the reader", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  REQUIRE(g.level().monsters.empty());
  read(g, give(g, "create_monster"));
  REQUIRE(g.level().monsters.size() == 1);
  const Monster& m = g.level().monsters.front();
  CHECK(chebyshev(m.pos, g.hero().pos) == 1);
  CHECK(m.mind == Mind::Hunting);
}

TEST_CASE("fire burns the reader a little and every monster beside them", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  Monster& near = test::put_monster(g, "jackal", {2, 2});
  const int near_id = near.id;
  near.hp = near.max_hp = 100;  // survives the blast, to be measured
  Monster& far = test::put_monster(g, "jackal", {4, 3});
  far.hp = far.max_hp = 100;
  const int far_id = far.id;
  const int hp = g.hero().hp;
  read(g, give(g, "fire"));
  CHECK(test::said(g, "The scroll erupts in a tower of flame!"));
  CHECK(g.hero().hp < hp);
  CHECK(g.hero().hp >= hp - 4);  // 1d4
  const Monster* n = g.level().monster_by_id(near_id);
  const Monster* f = g.level().monster_by_id(far_id);
  REQUIRE(n);
  REQUIRE(f);
  CHECK(n->hp <= 100 - 3);  // 3d4
  CHECK(n->hp >= 100 - 12);
  CHECK(f->hp == 100);  // two steps away: untouched
}

TEST_CASE("fire kills a weak monster beside the reader", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  Monster& m = test::put_monster(g, "newt", {2, 1});
  m.hp = 1;
  const int kills = g.hero().kills;
  read(g, give(g, "fire"));
  CHECK(g.level().monsters.empty());
  CHECK(test::said(g, "You kill the newt!"));
  CHECK(g.hero().kills == kills + 1);
}

TEST_CASE("scare monster makes every monster that sees the reader flee, not the sleepers",
          "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  const int hunter = test::put_monster(g, "jackal", {4, 2}, Mind::Hunting).id;
  const int sleeper = test::put_monster(g, "jackal", {4, 3}, Mind::Asleep).id;
  const int behind = test::put_monster(g, "jackal", {9, 2}, Mind::Hunting).id;  // other room
  g.refresh_vision();
  read(g, give(g, "scare_monster"));
  CHECK(g.level().monster_by_id(hunter)->mind == Mind::Fleeing);
  CHECK(test::said(g, "The jackal turns to flee."));
  CHECK(g.level().monster_by_id(sleeper)->mind == Mind::Asleep);
  CHECK(g.level().monster_by_id(behind)->mind != Mind::Fleeing);
}

TEST_CASE("a blind hero cannot read, and only scrolls are read", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  const char s = give(g, "magic_mapping");
  g.mutable_player().effects.push_back({EffectKind::Blindness, 20});
  CHECK_FALSE(read(g, s).took_turn);
  CHECK(test::said(g, "You can't see to read!"));
  CHECK(g.hero().slot(s) != nullptr);
  CHECK_FALSE(read(g, 'a').took_turn);  // the caveman's club
  CHECK(test::said(g, "That is a silly thing to read."));
}

TEST_CASE("identify names an unknown kind the hero carries, and says what it was",
          "[core][scrolls][identify]") {
  Game g = test::game_on(kTwoRooms);
  const char p = give(g, "healing");
  const std::string disguised = g.wording().item_name(g.hero().slot(p)->item);
  REQUIRE(disguised != "a potion of healing");
  // Only the healing potion is unknown (the caveman's club and armour never are).
  read(g, give(g, "identify"));
  CHECK(test::said(g, "This is an identify scroll."));
  std::string told = disguised;
  told[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(told[0])));
  CHECK(test::said(g, told + " is a potion of healing."));
  CHECK(g.wording().item_name(g.hero().slot(p)->item) == "a potion of healing");
  // With nothing unknown left, it says so.
  read(g, give(g, "identify"));
  CHECK(test::said(g, "You have nothing left to identify."));
}

TEST_CASE("identify tells a wand's charges as the inventory does", "[core][scrolls][identify]") {
  // Before: "A silver wand is a wand of sleep (0 charges)." of a wand holding 8.
  Game g = test::game_on(kTwoRooms);
  const char w = give(g, "wand_sleep", 1, 8);
  std::string told = g.wording().item_name(g.hero().slot(w)->item);
  told[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(told[0])));
  read(g, give(g, "identify"));
  CHECK(test::said(g, told + " is a wand of sleep (8 charges)."));
  CHECK(g.wording().item_name(g.hero().slot(w)->item) == "a wand of sleep (8 charges)");
}

namespace {
// The choices the last command left the player, as the UI learns them: by an event (-1: none).
int offered(const Game& g) {
  int n = -1;
  for (const Event& e : g.events())
    if (e.kind == EventKind::IdentifyOffered) n = e.amount;
  return n;
}
}  // namespace

TEST_CASE("with more unknown kinds than it tells, identify lets the player choose",
          "[core][scrolls][identify]") {
  Game g = test::game_on(kTwoRooms);
  const char a = give(g, "healing"), b = give(g, "speed"), c = give(g, "slowness");
  for (const char* more : {"might", "weakness", "confusion", "levitation"}) give(g, more);
  const char id = give(g, "identify", 3);
  const int heal = g.hero().slot(a)->item.kind, speed = g.hero().slot(b)->item.kind;
  read(g, id);  // 1d2 of three unknown kinds: the choice is the player's
  const int pending = g.hero().identify_pending;
  REQUIRE(pending >= 1);
  REQUIRE(pending <= 2);
  CHECK(offered(g) == pending);                          // the UI is told, not left to look
  CHECK_FALSE(g.apply(Command::identify(b)).took_turn);  // choosing takes no time
  CHECK(g.knowledge().knows(speed));
  CHECK_FALSE(g.knowledge().knows(heal));
  CHECK(g.hero().identify_pending == pending - 1);
  CHECK(offered(g) == (pending == 2 ? 1 : -1));
  CHECK_FALSE(g.apply(Command::identify(b)).took_turn);  // known already: nothing spent
  CHECK(g.hero().identify_pending == pending - 1);
  if (pending == 2) g.apply(Command::identify(a));
  CHECK(g.hero().identify_pending == 0);
  CHECK(offered(g) == -1);
  CHECK_FALSE(g.apply(Command::identify(c)).took_turn);
  CHECK(test::said(g, "You have nothing to identify now."));
  // A choice left unmade: the next command makes it at random.
  read(g, id);
  const int left = g.hero().identify_pending;
  REQUIRE(left >= 1);
  int known = 0;
  for (const InvSlot& s : g.hero().inventory) known += g.knowledge().knows(s.item.kind);
  g.apply(Command::wait());
  CHECK(g.hero().identify_pending == 0);
  int now = 0;
  for (const InvSlot& s : g.hero().inventory) now += g.knowledge().knows(s.item.kind);
  CHECK(now == known + left);
}

TEST_CASE("repair undoes acid on enchanted armour", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  const Player& h = g.hero();
  const int ac = h.armour_class(g.catalog());  // the caveman's leather armour only
  read(g, give(g, "enchanting"));              // (core/action/enchant.hpp; test_enchanting.cpp)
  g.apply(Command::enchant(h.worn_in(ArmourSlot::Body)));
  CHECK(test::said(g, "Your leather armour glows silver for a moment."));
  CHECK(h.armour_class(g.catalog()) == ac - 1);
  // Corroded twice, then repaired: back to the enchanted armour's class.
  InvSlot* armour = g.mutable_player().slot(h.worn_in(ArmourSlot::Body));
  REQUIRE(armour);
  armour->item.erosion = 2;
  CHECK(h.armour_class(g.catalog()) == ac + 1);
  read(g, give(g, "repair"));
  CHECK(test::said(g, "Your armour looks as good as new!"));
  CHECK(h.armour_class(g.catalog()) == ac - 1);
}

TEST_CASE("gold detection shows every pile of gold, seen or not", "[core][scrolls]") {
  Game g = test::game_on(kTwoRooms);
  g.mutable_level().gold.push_back({{10, 2}, 30});  // in the room behind the door
  REQUIRE_FALSE(g.level().memory[{10, 2}].seen);
  read(g, give(g, "gold_detection"));
  CHECK(test::said(g, "You feel very greedy, and sense gold!"));
  CHECK(g.level().memory[{10, 2}].seen);
  CHECK(g.level().memory[{10, 2}].gold);
  CHECK_FALSE(g.level().memory[{9, 3}].seen);  // the rest of that room stays unknown
}

TEST_CASE("the player can call a kind: every item of it carries the name until it is known",
          "[core][scrolls][identify]") {
  Game g = test::game_on(kTwoRooms);
  const char a = give(g, "teleportation", 2);
  const std::string look =
      g.wording().item_name(g.hero().slot(a)->item);  // "2 scrolls labelled ..."
  CHECK_FALSE(g.apply(Command::call(a, "  maybe   teleport ")).took_turn);  // takes no time
  CHECK(g.wording().item_name(g.hero().slot(a)->item) == look + " called maybe teleport");
  CHECK(test::said(g, "You call it \"maybe teleport\": " + look + " called maybe teleport."));
  // A save writes the name's words; read back, they name it the same.
  const std::string text = command_text(g.catalog(), g.run().history.back());
  CHECK(text == std::string("call ") + a + " maybe teleport");
  auto parsed = parse_command_text(g.catalog(), text);
  REQUIRE(parsed.ok());
  CHECK(parsed.value().text == "maybe teleport");
  CHECK_FALSE(parse_command_text(g.catalog(), std::string("call a ") + std::string(31, 'x')).ok());
  // Known, the kind's own name is shown; a known kind is not called.
  read(g, a);
  CHECK(g.wording().item_name(g.hero().slot(a)->item) == "a scroll of teleportation");
  CHECK_FALSE(g.apply(Command::call(a, "x")).took_turn);
  CHECK(test::said(g, "You know what that is already."));
}

}  // namespace test_scrolls
