// The map in words for a player who cannot see it (ui/play/describe): the level as the hero
// knows it (M), the status in a sentence (@), both on hand-drawn maps, every expected sentence
// written out by hand.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/describe.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_describe_words {

using namespace dg;

namespace {

// Two rooms and a closed door between them; the stairs down behind the door, out of sight.
constexpr const char* kTwoRooms =
    "##########\n"
    "#@...#...#\n"
    "#....+...#\n"
    "#....#.>.#\n"
    "##########\n";

App two_rooms() {
  auto g = Game::from_ascii(test::catalog(), kTwoRooms, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  app.set_size(80, 24);
  Level& lv = app.mutable_game().mutable_level();
  lv.rooms = {Room{1, 1, 4, 3, true}, Room{6, 1, 3, 3, true}};
  return app;
}

}  // namespace

TEST_CASE("M says the level as the hero knows it: rooms, doors, stairs, ways on",
          "[ui][describe]") {
  App app = two_rooms();
  // The left room is seen; behind the closed door nothing is. The door is the one way on,
  // 4 steps off (no diagonal step into a doorway).
  CHECK(describe_level(app.game()) ==
        "Dungeon level 1. You have found 1 room of this level. You are in a lit room, 4 wide and "
        "3 deep. Stairs down: not found yet. Doors: 1, nearest 4 steps, 4 east, 1 south. "
        "Unexplored: 1 way into the unknown, nearest 4 steps, 4 east, 1 south.");
  // Into the doorway: the door opens on the bump, then a step. Now the right room is seen,
  // with the stairs 2 steps off (east, then south-east), and nothing is left unknown.
  for (const Dir d : {Dir::SE, Dir::E, Dir::E, Dir::E, Dir::E}) app.apply(Command::move(d));
  REQUIRE(app.game().hero().pos == Vec{5, 2});
  CHECK(describe_level(app.game()) ==
        "Dungeon level 1. You have found 2 rooms of this level. You are in a doorway. Stairs "
        "down: 2 steps, 2 east, 1 south. Nothing left unexplored that you can reach.");
  // The key says it too.
  test::press(app, "M");
  CHECK(app.notices().text() == describe_level(app.game()));
}

TEST_CASE("@ says the status in sentences, low hit points in words", "[ui][describe]") {
  App app = two_rooms();
  // Before: no armour class, gold, attributes or alignment.
  CHECK(describe_status(app.game()) ==
        "You are on dungeon level 1, on a floor, with 16 of 16 hit points. Power 2 of 2, armour "
        "class 8, 0 gold, experience level 1 (0 points), turn 0. Stealth 14: a monster that has "
        "not noticed you does so from that many steps or nearer. No conditions. You are a lawful "
        "male human Caveman: strength 18, dexterity 14, constitution 18, intelligence 11, wisdom "
        "7, charisma 7.");
  app.mutable_game().mutable_player().hp = 7;
  CHECK(describe_status(app.game()).find("with 7 of 16 hit points (low).") != std::string::npos);
  app.mutable_game().mutable_player().hp = 5;
  CHECK(describe_status(app.game()).find("with 5 of 16 hit points (dangerously low).") !=
        std::string::npos);
  // The status line under the map, coloured when low, says so in words too.
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.to_string().find("HP:5(16) Pw:2(2) AC:8 Exp:1 T:0 HP very low") != std::string::npos);
  test::press(app, "@");
  CHECK(app.notices().text() == describe_status(app.game()));
}

TEST_CASE("@ and : name each condition once, with the longer time left", "[ui][describe]") {
  // Before: "Weak (19 turns), Weak (20 turns)".
  App app = two_rooms();
  Player& h = app.mutable_game().mutable_player();
  const EffectKind weak = find_effect("weakness");
  REQUIRE(weak != EffectKind::kCount);
  h.effects.push_back(Effect{weak, 19});
  h.effects.push_back(Effect{weak, 20});
  const std::string status = describe_status(app.game());
  INFO(status);
  CHECK(status.find("(20 turns)") != std::string::npos);
  CHECK(status.find("(19 turns)") == std::string::npos);
  const std::string around = describe_surroundings(app.game());
  CHECK(around.find("(20 turns)") != std::string::npos);
  CHECK(around.find("(19 turns)") == std::string::npos);
  // Ctrl-X is NetHack's key for it.
  app.handle(Input::control(U'x'));
  CHECK(app.notices().text() == describe_status(app.game()));
}

TEST_CASE(": names something unseen and the traps found, and look's next thing reaches them",
          "[ui][describe]") {
  App app = two_rooms();
  Game& g = app.mutable_game();
  Level& lv = g.mutable_level();
  // Before: "It touches you" while `:` said "No monsters in view"; a trap found had no place.
  lv.memory[{3, 1}].unseen = true;
  lv.traps.push_back(
      Trap{{1, 3}, static_cast<TrapKind>(test::catalog().find_trap("trap_bear")), false});
  g.refresh_vision();
  const std::string words = describe_surroundings(g);
  INFO(words);
  CHECK(words.find(" Something unseen: 2 east.") != std::string::npos);
  CHECK(words.find(" Traps known: a bear trap 2 south.") != std::string::npos);
  CHECK(describe_level(g).find(" Traps known: 1, nearest a bear trap, 2 south.") !=
        std::string::npos);
  test::press(app, "x");
  test::press(app, "m");
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.row_text(0).rfind("Look: something unseen (remembered)", 0) == 0);
  test::press(app, "m");
  app.draw(t);
  CHECK(t.row_text(0).rfind("Look: a bear trap (2 south)", 0) == 0);
}

TEST_CASE("a gas spore's threat line counts its death's blast, not its weak blows",
          "[ui][describe]") {
  // Before: "Weak against you: 12 or more turns of its blows", and its blast killed.
  App app = two_rooms();
  Game& g = app.mutable_game();
  Monster& spore = test::put_monster(g, "gas_spore", {3, 1}, Mind::Hunting);
  g.refresh_vision();
  const std::vector<std::string> lines = monster_details(g, spore);
  std::string all;
  for (const std::string& l : lines) all += l + "\n";
  INFO(all);
  CHECK(all.find("Weak against you") == std::string::npos);
  CHECK(all.find("Deadly beside it: its death is a blast of 3d6 on all beside it (you have 16 "
                 "hit points); kill it from afar.") != std::string::npos);
}

}  // namespace test_describe_words
