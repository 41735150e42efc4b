// The play screen's helpers for getting about: message history and help, travel and rest,
// look mode and descriptions, the pointer, the colour-blind palette, autoexplore.
#include <catch2/catch.hpp>

#include "core/actor/threat.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/travel.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_play_commands {

using namespace dg;
using test::room_app;

TEST_CASE("Ctrl-P and m show the message history; ? shows every key", "[ui][screen][help]") {
  App app = room_app();
  for (int i = 0; i < 3; ++i) test::key(app, Input::character(U'k'));  // walls: three messages
  test::key(app, Input::control(U'p'));
  Terminal t(80, 12);
  app.draw(t);
  CHECK(t.row_text(0) == " Messages");
  CHECK(t.to_string().find("T0  Welcome to Deepglyph! You are a lawful male human Caveman.") !=
        std::string::npos);
  CHECK(t.to_string().find("There is a wall in the way.") != std::string::npos);
  test::key(app, Input::special(Key::Escape));
  app.draw(t);
  CHECK(t.row_text(0) == "There is a wall in the way.");  // back to play
  test::key(app, Input::character(U'm'));
  app.draw(t);
  CHECK(t.row_text(0) == " Messages");
  test::key(app, Input::character(U'q'));
  test::key(app, Input::character(U'?'));  // the guide, then b: every key
  app.draw(t);
  CHECK(t.row_text(1) == " Guide");
  test::key(app, Input::character(U'b'));
  app.draw(t);
  CHECK(t.row_text(0) == " Keys");
  CHECK(t.to_string().find("h j k l y u b n") != std::string::npos);
  for (int i = 0; i < 4; ++i) test::key(app, Input::special(Key::PageDown));  // the last page
  app.draw(t);
  CHECK(t.to_string().find("Ctrl-P or m  message history") != std::string::npos);
  CHECK(t.to_string().find("h j k l y u b n") == std::string::npos);  // scrolled past
  const Game before = app.game();
  test::key(app, Input::control(U'w'));  // the browser's close-tab key is not the game's
  CHECK(app.game() == before);
}

TEST_CASE("> walks to known stairs, v rests; both stop for a monster", "[ui][screen][travel]") {
  auto g = Game::from_ascii(test::catalog(), "##########\n#@.^...>.#\n#........#\n##########\n", 1,
                            test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  test::key(app, Input::character(U'>'));  // not on the stairs: walk there, around the pit
  CHECK(app.game().hero().pos == Vec{7, 1});
  CHECK(app.game().turn() == 6);
  CHECK(app.game().hero().hold() == nullptr);
  app.mutable_game().mutable_player().hp = 3;
  test::key(app, Input::character(U'v'));
  CHECK(app.game().hero().hp == app.game().hero().max_hp);
  Terminal t(60, 12);
  app.draw(t);
  // One line for the whole rest: how long, and hit points from 3 to the most.
  CHECK(t.row_text(0).find("turns: hit points 3 → ") != std::string::npos);
  // A monster in view stops both before a step is taken.
  Rng rng(1);
  spawn_monster(test::catalog(), app.mutable_game().mutable_level(), rng,
                test::catalog().find_breed("newt"), 1, {2, 2});
  app.mutable_game().refresh_vision();
  app.mutable_game().mutable_player().hp = 3;
  const int turn = app.game().turn();
  test::key(app, Input::character(U'v'));
  CHECK(app.game().turn() == turn);
  app.draw(t);
  CHECK(t.row_text(0) == "You stop: a newt is near, 5 west, 1 south.");
}

TEST_CASE("look mode names cells; : describes the surroundings in words", "[ui][screen][look]") {
  App app = room_app();  // the @ at (3,2); < at (2,1); acid at (5,1); > at (5,3)
  Terminal t(80, 11);
  test::key(app, Input::character(U'x'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("Look: you, a lawful male human Caveman.", 0) == 0);
  test::key(app, Input::character(U'y'));  // the cursor moves, the hero does not
  app.draw(t);
  CHECK(t.row_text(0).rfind("Look: a staircase up (1 west, 1 north).", 0) == 0);
  test::key(app, Input::character(U'l'));
  test::key(app, Input::character(U'l'));
  test::key(app, Input::character(U'l'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("Look: an acid pool (2 east, 1 north).", 0) == 0);
  CHECK(app.game().turn() == 0);
  test::key(app, Input::special(Key::Escape));
  test::key(app, Input::character(U':'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("You are on dungeon level 1, on a floor, with 16 of 16 hit points.",
                            0) == 0);
  const std::string words = describe_surroundings(app.game());
  CHECK(words.find("Stairs down: 2 east, 1 south.") != std::string::npos);
  // The status in a sentence, and the eight cells around from the north clockwise.
  CHECK(words.find(" Power ") != std::string::npos);
  CHECK(words.find(", experience level 1, turn 0.") != std::string::npos);
  const auto around = words.find(" Around you: north ");
  REQUIRE(around != std::string::npos);
  CHECK(words.find(", north-west ", around) != std::string::npos);
}

TEST_CASE("look's _ walks to the cell looked at", "[ui][describe]") {
  auto g = Game::from_ascii(test::catalog(),
                            "##########\n"
                            "#@.......#\n"
                            "#........#\n"
                            "##########\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  test::lit_and_empty(g.value());
  App app(test::content(), std::move(g.value()));
  app.set_size(80, 24);
  for (char32_t k : {U'x', U'l', U'l', U'l', U'j', U'_'}) test::key(app, Input::character(k));
  while (app.walking()) app.advance();
  CHECK(app.game().hero().pos == Vec{4, 2});
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("describe names the monsters in view nearest first, with their health",
          "[ui][describe]") {
  auto g = Game::from_ascii(test::catalog(),
                            "##########\n"
                            "#@.......#\n"
                            "##########\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  test::lit_and_empty(g.value());
  test::put_monster(g.value(), "jackal", {7, 1}, Mind::Asleep);
  test::put_monster(g.value(), "newt", {3, 1}, Mind::Asleep).hp = 1;
  g.value().refresh_vision();
  const std::string words = describe_surroundings(g.value());
  INFO(words);
  CHECK(words.find("In view, nearest first: a newt (") != std::string::npos);
  // Each foe's state after its health (before: nothing said it slept).
  CHECK(words.find(", asleep) 2 east; a jackal (unhurt, asleep) 6 east.") != std::string::npos);
  CHECK(words.find("Around you: north wall, north-east wall, east floor,") != std::string::npos);
}

TEST_CASE(
    "look mode tells what the hero can of a monster; Tab jumps to the next one; a tap "
    "moves the cursor",
    "[ui][screen][look]") {
  // Before: look and hover gave only a name.
  App app = room_app();  // the @ at (3,2)
  Game& g = app.mutable_game();
  Monster& jackal = test::put_monster(g, "jackal", {5, 2}, Mind::Hunting);
  jackal.max_hp = 5;
  jackal.hp = 1;
  jackal.level = 0;
  test::put_monster(g, "newt", {1, 3}, Mind::Asleep);
  g.refresh_vision();
  Terminal t(80, 14);
  // The words sit at the top, or under the map when the cursor is up there: read from "Look:".
  auto look = [&](int below) {
    app.draw(t);
    for (int y = 0; y < t.height(); ++y)
      if (t.row_text(y).rfind("Look: ", 0) == 0) return t.row_text(y + below);
    return std::string("(no Look: line)");
  };
  test::key(app, Input::character(U'x'));
  test::key(app, Input::special(Key::Tab));  // the nearest monster in view: the jackal, 2 east
  CHECK(look(0) == "Look: a jackal (2 east).");
  CHECK(look(1) == "Level 0, as fast as you; it bites (1d2).");
  CHECK(look(2) == "Almost dead, hunting you.");
  // 16 hit points against 1.5 a turn (1d2, every blow landing): about 11 turns.
  CHECK(look(3) == "A fair fight: about 11 turns of its blows would kill you.");
  CHECK(look(4) == "A scavenging wild dog that hunts in noisy packs.");
  test::key(app, Input::character(U'm'));  // then the newt (m does what Tab does)
  CHECK(look(0) == "Look: a newt (2 west, 1 south).");
  CHECK(look(1) == "Level 0, slower than you; it bites (1d3).");
  CHECK(look(2).rfind("Unhurt, asleep: a blow now does triple damage.", 0) == 0);
  test::key(app, Input::special(Key::Tab));  // then the ways on known, nearest first
  CHECK(look(0) == "Look: a staircase up (1 west, 1 north).");
  // ... and after the doors and stairs known, round again to the jackal.
  for (int i = 0; i < 20 && look(0) != "Look: a jackal (2 east)."; ++i)
    test::key(app, Input::special(Key::Tab));
  CHECK(look(0) == "Look: a jackal (2 east).");
  test::key(app, Input::special(Key::Escape));
  // On a phone: a long press on a monster opens look mode on it.
  app.draw(t);
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(hero.y > 0);
  app.handle_pointer(Input::pointer(Key::LongPress, hero.x + 2, hero.y), t);
  CHECK(look(0) == "Look: a jackal (2 east).");
  // A tap on a map cell puts the cursor there.
  app.draw(t);
  app.handle_pointer(Input::pointer(Key::Click, hero.x - 1, hero.y - 1), t);
  CHECK(look(0) == "Look: a staircase up (1 west, 1 north).");
  CHECK(app.game().turn() == 0);
}

TEST_CASE("the pointer: hover names a cell, a click walks there, a long press looks",
          "[ui][screen][pointer]") {
  App app = room_app();
  Terminal t(30, 13);
  app.draw(t);  // the map's 7x5 cells sit at columns 11-17, rows 2-6; the @ at (14, 4)
  REQUIRE(t.at(14, 4).glyph == U'@');
  test::key(app, Input::special(Key::Escape));  // the welcome, read past its --More--
  CHECK(test::key(app, Input::pointer(Key::Hover, 16, 3)));
  CHECK(app.notices().text() == "An acid pool (2 east, 1 north).");
  CHECK_FALSE(test::key(app, Input::pointer(Key::Hover, 2, 9)));  // not on the map: nothing
  test::key(app, Input::pointer(Key::LongPress, 13, 3));
  CHECK(app.notices().text() == "A staircase up (1 west, 1 north).");
  CHECK(app.game().turn() == 0);
  app.draw(t);  // that is wider than 30 columns: a tap reads past its --More--
  CHECK(t.row_text(0) == "A staircase up (1 --More--");
  test::key(app, Input::pointer(Key::Click, 15, 4));
  CHECK(app.game().turn() == 0);
  test::key(app, Input::pointer(Key::Click, 15, 4));  // next to the hero: one step east
  CHECK(app.game().hero().pos == Vec{4, 2});
  test::key(app, Input::pointer(Key::Click, 14, 6));  // the open door below: walked to
  CHECK(app.game().hero().pos == Vec{3, 4});
  CHECK(app.game().turn() == 3);
  // Screens without a use for the pointer never see it (handle_pointer turns a click on
  // their menus into keys: tests/ui/test_menu_tap.cpp).
  App title(
      test::content(),
      [](std::uint64_t s, const Character& who) { return Game::new_game(test::catalog(), s, who); },
      1);
  CHECK_FALSE(title.handle(Input::pointer(Key::Click, 3, 3)));
  CHECK(title.notices().text().empty());
}

TEST_CASE("monsters drawn with the same letter differ in colour, in either palette",
          "[ui][palette]") {
  // Before: the jackal and the wolf (d), the sewer rat and the giant rat (r), were near the
  // same brown, and the same orange in the colour-blind-safe palette.
  const Catalog& cat = test::catalog();
  for (Palette p : {Palette::Standard, Palette::ColourBlind}) {
    const Appearance looks(test::content(), p);
    for (int a = 0; a < static_cast<int>(cat.breeds.size()); ++a)
      for (int b = a + 1; b < static_cast<int>(cat.breeds.size()); ++b) {
        const Look la = looks.monster(a), lb = looks.monster(b);
        if (la.glyph != lb.glyph) continue;
        const int distance =
            std::abs(la.fg.r - lb.fg.r) + std::abs(la.fg.g - lb.fg.g) + std::abs(la.fg.b - lb.fg.b);
        INFO(cat.breed(a).name << " and " << cat.breed(b).name);
        CHECK(distance >= 90);
      }
  }
}

TEST_CASE("the colour-blind-safe palette keeps greys and moves hues to Okabe-Ito",
          "[ui][screen][palette]") {
  CHECK(recolour({255, 0, 0}, Palette::ColourBlind) == Color{255, 112, 0});  // red: vermillion
  CHECK(recolour({0, 200, 0}, Palette::ColourBlind) == Color{0, 200, 145});  // green: bluish
  CHECK(recolour({128, 128, 128}, Palette::ColourBlind) == Color{128, 128, 128});  // grey
  CHECK(recolour({0, 200, 0}, Palette::Standard) == Color{0, 200, 0});
  App app = room_app();
  Terminal t(30, 13);
  app.draw(t);
  const Color acid = t.at(16, 3).fg, wall = t.at(11, 4).fg;
  REQUIRE(t.at(16, 3).glyph == U'~');
  test::key(app, Input::special(Key::Escape));  // the welcome, read past its --More--
  test::key(app, Input::character(U'C'));
  app.draw(t);
  CHECK(t.at(16, 3).fg == recolour(acid, Palette::ColourBlind));
  CHECK(t.at(16, 3).fg != acid);
  CHECK(t.at(11, 4).fg == wall);  // grey walls stay
  CHECK(app.notices().text() == "Colour-blind-safe palette on (C again: off).");
  test::key(app, Input::special(Key::Escape));  // the notice is wider than 30: past --More--
  test::key(app, Input::character(U'C'));       // and off again
  CHECK(app.settings().palette() == Palette::Standard);
}

TEST_CASE("o explores toward the unknown until nothing is left", "[ui][screen][explore]") {
  // A lit room, and a dark corridor beyond its door that only walking reveals.
  auto g = Game::from_ascii(test::catalog(),
                            "##############################\n"
                            "#@...#.......................#\n"
                            "#....+.......................#\n"
                            "######.......................#\n"
                            "##############################\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Level& lv = app.mutable_game().mutable_level();
  for (int x = 6; x < lv.width(); ++x)
    for (int y = 0; y < lv.height(); ++y) lv.lit[{x, y}] = 0;  // the far part is dark
  app.mutable_game().refresh_vision();
  REQUIRE(explore_target(app.game()));
  // Wandering monsters turn up and stop the walk (as they should); clear them and go on.
  for (int i = 0; i < 20 && explore_target(app.game()); ++i) {
    lv.monsters.clear();
    test::key(app, Input::character(U'o'));
  }
  CHECK(app.game().turn() > 10);
  CHECK(lv.memory[{28, 2}].seen);  // the far end was reached and seen
  CHECK_FALSE(explore_target(app.game()));
  CHECK(app.notices().text().rfind("Done exploring", 0) == 0);
  lv.monsters.clear();
  test::key(app, Input::character(U'o'));
  CHECK(app.notices().text() == "There is nothing left here that you can reach to explore.");
}

TEST_CASE("explore finds a locked door, then goes to it and asks before bashing it",
          "[ui][screen][explore]") {
  // Before: "There is nothing left here that you can reach to explore." with a locked door
  // three squares away, which looked like any closed door.
  auto g =
      Game::from_ascii(test::catalog(), "##########\n#@...+...#\n##########\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Level& lv = app.mutable_game().mutable_level();
  lv.tiles[{5, 1}] = Tile::DoorLocked;
  for (int x = 6; x < lv.width(); ++x) lv.lit[{x, 1}] = 0;
  app.mutable_game().refresh_vision();
  REQUIRE(lv.memory[{5, 1}].tile == Tile::DoorClosed);  // it looks closed
  {
    Terminal before(80, 12);
    app.draw(before);
    const Vec at = test::find_glyph(before, U'@');
    REQUIRE(before.at(at.x + 4, at.y).glyph == U'+');
    CHECK(before.at(at.x + 4, at.y).bg == before.at(at.x, at.y).bg);  // in view, not yet found
  }
  lv.monsters.clear();
  test::key(app, Input::character(U'o'));  // walks up to it and finds the lock
  CHECK(app.game().hero().pos == Vec{4, 1});
  CHECK(lv.memory[{5, 1}].tile == Tile::DoorLocked);
  Terminal t(80, 12);
  app.draw(t);
  // Nothing else can be reached: it says so, and the door now looks locked.
  CHECK(t.row_text(0) == "Done exploring, but for a locked door: o again to go and bash it.");
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(t.at(hero.x + 1, hero.y).glyph == U'+');
  CHECK(t.at(hero.x + 1, hero.y).bg != t.at(hero.x, hero.y).bg);
  const int turn = app.game().turn();
  lv.monsters.clear();
  test::key(app, Input::character(U'o'));
  app.draw(t);
  CHECK(t.row_text(0) ==
        "Nothing else here can be reached: a locked door is 1 east. Bash it open? [yn]");
  lv.monsters.clear();
  test::key(app, Input::character(U'y'));
  CHECK(app.game().turn() > turn);
  CHECK(app.game().log().latest().front().text.rfind("WHAMM!", 0) == 0);
}

TEST_CASE("a wizard's view of the level, a sleeper or a far wanderer does not stop resting",
          "[ui][screen][travel]") {
  // Before: "You stop: a black pudding is in view." for a monster in a far closed room, seen
  // only through the wizard's view of the whole level.
  auto g = Game::from_ascii(test::catalog(),
                            "######################\n"
                            "#@.........#.........#\n"
                            "#..........#.........#\n"
                            "######################\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  test::put_monster(game, "jackal", {16, 1}, Mind::Hunting);  // in a room with no way in
  game.mutable_wizard().enabled = game.mutable_wizard().see_all = true;
  game.refresh_vision();
  REQUIRE(game.sight().visible_monster({16, 1}));  // drawn, through the wizard's view
  game.mutable_player().hp = 3;
  test::key(app, Input::character(U'v'));
  CHECK(game.hero().hp == game.hero().max_hp);
  CHECK(app.notices().text() == "Rested 52 turns: hit points 3 → 16 of 16.");
  game.mutable_level().monsters.clear();
  game.mutable_wizard().see_all = false;
  // In the room: asleep 8 steps off, wandering unaware 8 off, or fleeing, it lets a walk go
  // on; hunting 8 steps off, or a wanderer 5 off, or a sleeper right beside, it stops one.
  Monster& m = test::put_monster(game, "newt", {9, 2}, Mind::Asleep);
  const int id = m.id;
  game.refresh_vision();
  REQUIRE(game.sight().perceives(*game.level().monster_by_id(id)));
  auto stops = [&](Mind mind, Vec at) {
    Monster& it = *game.mutable_level().monster_by_id(id);
    it.mind = mind;
    it.pos = at;
    game.refresh_vision();
    return !stop_reason(game).empty();
  };
  CHECK_FALSE(stops(Mind::Asleep, {9, 2}));
  CHECK_FALSE(stops(Mind::Wandering, {9, 2}));
  CHECK(stops(Mind::Hunting, {9, 2}));
  CHECK_FALSE(stops(Mind::Fleeing, {9, 2}));
  CHECK(stops(Mind::Wandering, {6, 2}));
  CHECK(stops(Mind::Asleep, {2, 2}));
  CHECK(stop_reason(game) == "You stop: a newt is beside you (south-east).");
  stops(Mind::Hunting, {9, 2});
  CHECK(stop_reason(game) == "You stop: a newt comes, 8 east, 1 south.");
}

TEST_CASE("rest goes on past a far fleeing monster and stops when a hunter comes near",
          "[ui][screen][travel]") {
  // Before: "You stop: a nymph is in view." for a nymph fleeing 33 cells off, at every v.
  auto g = Game::from_ascii(test::catalog(),
                            "##################################################\n"
                            "#@...............................................#\n"
                            "#................................................#\n"
                            "##################################################\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  test::lit_and_empty(game);
  Monster& nymph = test::put_monster(game, "nymph", {34, 1}, Mind::Fleeing);
  nymph.gold = 50;  // a thief with loot keeps running
  game.refresh_vision();
  REQUIRE(game.sight().perceives(nymph));
  game.mutable_player().hp = 1;
  test::key(app, Input::character(U'v'));
  CHECK(game.hero().hp == game.hero().max_hp);
  CHECK(app.notices().text().rfind("Rested ", 0) == 0);
  CHECK(app.notices().text().find("turns: hit points 1 → 16 of 16.") != std::string::npos);
  // A hunter 40 steps off: rest goes on until it is 12 steps away, and says so.
  game.mutable_level().monsters.clear();
  const int id = test::put_monster(game, "jackal", {41, 2}, Mind::Hunting).id;
  game.refresh_vision();
  game.mutable_player().hp = 1;
  const int turn = game.turn();
  test::key(app, Input::character(U'v'));
  CHECK(game.turn() > turn + 5);
  const Monster* j = game.level().monster_by_id(id);
  REQUIRE(j);
  CHECK(chebyshev(j->pos, game.hero().pos) <= kHunterNear);
  // Its end in one line: the rest, then why it stopped.
  CHECK(app.notices().text().rfind("Rested ", 0) == 0);
  CHECK(app.notices().text().find("; stopped: a jackal comes, ") != std::string::npos);
}

TEST_CASE("a count repeats a search, a wait or a step, and stops as walks do",
          "[ui][screen][travel]") {
  auto g = Game::from_ascii(test::catalog(),
                            "##############\n"
                            "#@...........#\n"
                            "##############\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  game.mutable_level().monsters.clear();
  Terminal t(80, 24);
  const int turn = game.turn();
  test::key(app, Input::character(U'2'));
  test::key(app, Input::character(U'0'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("Count: 20", 0) == 0);
  test::key(app, Input::character(U's'));
  CHECK(game.turn() == turn + 20);
  test::key(app, Input::character(U'5'));  // bound to wait in vi-keys: no count
  CHECK(game.turn() == turn + 21);
  test::key(app, Input::character(U'4'));
  test::key(app, Input::character(U'l'));
  CHECK(game.hero().pos == Vec{5, 1});
  test::key(app, Input::character(U'9'));
  test::key(app, Input::character(U'9'));
  test::key(app, Input::character(U'l'));
  CHECK(game.hero().pos == Vec{12, 1});  // stopped at the wall
  // A hunter beside: the count stops at once.
  test::put_monster(game, "newt", {11, 1}, Mind::Hunting);
  game.refresh_vision();
  const int before = game.turn();
  test::key(app, Input::character(U'3'));
  test::key(app, Input::character(U'0'));
  test::key(app, Input::character(U's'));
  CHECK(game.turn() == before);
  CHECK(app.notices().text() == "You stop: a newt is beside you (west).");
}

TEST_CASE("o explores a real level and then stops", "[ui][screen][explore]") {
  for (std::uint64_t seed : {3, 4, 5}) {
    INFO("seed " << seed);
    auto g = Game::new_game(test::catalog(), seed, test::caveman(), true);
    REQUIRE(g.ok());
    App app(test::content(), std::move(g.value()));
    app.mutable_game().mutable_player().hp = app.mutable_game().mutable_player().max_hp = 10000;
    int presses = 0;
    // A level without monsters: they are cleared before each look for the unknown too (a
    // wanderer come in the only way on would end the explore early, as it should in play:
    // seed 3 under r36 met one in its corridor).
    const auto clear = [&] { app.mutable_game().mutable_level().monsters.clear(); };
    while (presses < 60 && (clear(), explore_target(app.game()))) {
      test::key(app, Input::character(U'o'));
      ++presses;
    }
    CHECK_FALSE(explore_target(app.game()));  // finished, not wandering forever
    int seen = 0;
    for (const Memory& m : app.game().level().memory.cells()) seen += m.seen;
    CHECK(seen > 300);
    CHECK(known_stairs(app.game(), true));  // the way down was found
  }
}

TEST_CASE("a walk waits a few turns for a pet that lags in sight", "[ui][screen][travel][pet]") {
  // Before: travel and explore outran the pet, which was lost by level 2 in every run.
  auto g = Game::from_ascii(test::catalog(),
                            "##############################\n"
                            "#.......@....................#\n"
                            "##############################\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  test::lit_and_empty(game);
  Monster& pet = test::put_monster(game, "kitten", {2, 1});
  pet.tame = true;
  pet.speed = 6;  // a slow one: half the hero's speed
  game.refresh_vision();
  const int turn = game.turn();
  travel(app, {20, 1});
  test::finish_walk(app);
  CHECK(game.hero().pos == Vec{20, 1});
  CHECK(game.turn() - turn > 12);  // 12 steps, and turns waited for the pet
  CHECK(game.turn() - turn <= 12 + 3 * 4);
}

TEST_CASE("the threat rating counts what a monster's hits do besides their damage", "[ui][look]") {
  // Before: a homunculus, whose bite paralyses, was "Weak against you".
  App app = room_app();
  Game& g = app.mutable_game();
  g.mutable_player().hp = g.mutable_player().max_hp = 40;
  const Monster& imp = test::put_monster(g, "homunculus", {5, 2}, Mind::Hunting);
  const auto lines = monster_details(g, imp);
  REQUIRE(lines.size() >= 4);
  // 40 hit points against 2 a turn (1d3): 20 turns, weak but for the paralysis.
  CHECK(lines[2] ==
        "Dangerous: its hits can leave you helpless (about 20 turns of its blows would kill you).");
  CHECK(lines[3] == "When it bites: paralysis for 1-3 turns (20% of hits).");
  // A thief's blows are weak, and it says what else it does.
  const Monster& nymph = test::put_monster(g, "nymph", {1, 3}, Mind::Hunting);
  const auto nymph_lines = monster_details(g, nymph);
  REQUIRE(nymph_lines.size() >= 4);
  CHECK(nymph_lines[2].rfind("Its blows are weak against you (", 0) == 0);
  CHECK(nymph_lines[3].find("steals a thing you carry") != std::string::npos);
  // A plain biter stays weak.
  const Monster& newt = test::put_monster(g, "newt", {1, 1}, Mind::Hunting);
  CHECK(monster_details(g, newt)[2].rfind("Weak against you: ", 0) == 0);
}

TEST_CASE("walking into a fountain asks first; n keeps the turn, y drinks",
          "[ui][screen][fountain]") {
  // Before: a key pressed toward a fountain drank from it, whatever was in it.
  App app = test::lit_app("######\n#@{..#\n######\n");
  Terminal t(80, 24);
  test::key(app, Input::character(U'l'));
  app.draw(t);
  CHECK(t.row_text(0).rfind("Drink from the fountain? [yn]", 0) == 0);
  test::key(app, Input::character(U'n'));
  CHECK(app.game().turn() == 0);
  test::key(app, Input::character(U'l'));
  test::key(app, Input::character(U'y'));
  CHECK(app.game().turn() == 1);
  app.draw(t);
  CHECK(t.row_text(0).find("You drink from the cool water.") != std::string::npos);
}

TEST_CASE("look's words never cover the hero nor the cell looked at", "[ui][look]") {
  std::string map = "##########\n#@.......#\n";
  for (int i = 0; i < 15; ++i) map += "#........#\n";
  map += "##########\n";
  App app = test::lit_app(map.c_str());
  test::put_monster(app.mutable_game(), "newt", {8, 15}, Mind::Asleep);
  app.mutable_game().refresh_vision();
  test::key(app, Input::character(U'x'));
  test::key(app, Input::character(U'm'));  // to the newt, far below the hero
  Terminal t(80, 24);
  app.draw(t);
  const std::string screen = t.to_string();
  INFO(screen);
  REQUIRE(screen.find("newt") != std::string::npos);
  CHECK(screen.find('@') != std::string::npos);  // the hero is still in sight
  int newt_row = -1;
  for (int y = 0; y < t.height(); ++y)
    if (t.row_text(y).find(':') != std::string::npos &&
        t.row_text(y).find("newt") == std::string::npos)
      newt_row = y;
  CHECK(newt_row >= 0);  // and the newt's cell
}

}  // namespace test_play_commands
