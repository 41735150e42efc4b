#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/item_screen.hpp"
#include "ui/play/map_view.hpp"
#include "ui/play/play_layout.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"
#include "ui/widgets/prompts.hpp"

namespace test_play_screen {

using namespace dg;

using test::room_app;

TEST_CASE("the play screen shows messages, the map and the status lines", "[ui][screen]") {
  App app = room_app();
  Terminal t(30, 13);
  app.draw(t);
  // At 30 columns the attribute and status lines wrap onto two rows each and the reminder
  // shows the keys that fit whole: 5 bottom rows. 7 map rows are left between them and the
  // message line; the 5-row map is centred in them (one blank row above) and the 7-column map
  // in the 30 columns (11 to the left). The welcome is wider than 30 columns: its first page
  // shows, ending in --More--.
  CHECK(t.to_string() ==
        "Welcome to Deepglyph! --More--\n"
        "\n"
        "           ┌─────┐\n"
        "           │.<..~│\n"
        "           │..@..+\n"
        "           │....>│\n"
        "           └──'──┘\n"
        "\n"
        "St:18 Dx:14 Co:18 In:11 Wi:7\n"
        "Ch:7 Lawful Stealth:14\n"
        "Dlvl:1 $:0 HP:16(16) Pw:2(2)\n"
        "AC:8 Exp:1 T:0\n"
        "? help  hjklyubn move");
}

TEST_CASE("a key moves the @ and the status line counts the turn", "[ui][screen]") {
  App app = room_app();
  Terminal t(30, 13);
  CHECK(app.handle(Input::character(U'l')));
  app.draw(t);
  CHECK(t.row_text(4) == "           │...@.+");
  CHECK(t.row_text(0).empty());  // nothing new was said
  Terminal wide(60, 11);
  app.draw(wide);
  CHECK(wide.row_text(9) == "Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:8 Exp:1 T:1");
  CHECK(wide.row_text(8).rfind("St:", 0) == 0);
  CHECK(wide.row_text(8).size() > 30);
  CHECK(wide.row_text(8).substr(wide.row_text(8).size() - 18) == " Lawful Stealth:14");
}

TEST_CASE("on a phone-narrow screen the status line wraps instead of losing its end",
          "[ui][screen]") {
  // Before: "Lev Weak" ran off the edge of a 40-column screen.
  App app = room_app();
  for (EffectKind k : {EffectKind::Confusion, EffectKind::Levitation, EffectKind::Weakness})
    app.mutable_game().mutable_player().effects.push_back({k, 20});
  Terminal t(40, 20);
  app.draw(t);
  CHECK(t.row_text(15) == "St:18 Dx:14 Co:18 In:11 Wi:7 Ch:7 Lawful");
  CHECK(t.row_text(16) == "Stealth:14");
  CHECK(t.row_text(17) == "Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:8 Exp:1");
  CHECK(t.row_text(18) == "T:0 Conf Lev Weak");
  CHECK(t.row_text(19) == "? help  hjklyubn move  o explore");
}

TEST_CASE("the key help fits an 80x24 screen whole, and wraps on a phone", "[ui][screen][help]") {
  // Before: 26 lines on a 25-line screen, and lines of 80 cells on a 40-column phone.
  App app = room_app();
  app.set_size(80, 24);
  app.handle(Input::special(Key::Escape));  // the welcome, read
  app.handle(Input::character(U'?'));
  app.handle(Input::character(U'b'));  // the guide's keys
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.row_text(0) == " Keys");
  CHECK(t.row_text(1) == " Moving");
  CHECK(t.row_text(20) == " Find the Amulet on dungeon level 12 and climb back out with it.");
  CHECK(t.row_text(23).rfind(" lines 1-20 of 20", 0) == 0);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::special(Key::Escape));  // and the guide
  app.set_size(40, 30);
  app.handle(Input::special(Key::Escape));  // the welcome pages again at 40 columns: read
  app.handle(Input::character(U'?'));
  app.handle(Input::character(U'b'));
  Terminal phone(40, 30);
  app.draw(phone);
  CHECK(phone.row_text(2) == "   h j k l y u b n  west south north");
  CHECK(phone.row_text(3) == "     east, then diagonals (or arrows,");
  CHECK(phone.row_text(4) == "     numpad)");
  // One key a line on a narrow screen: no second column to wrap.
  CHECK(phone.row_text(5) == "   walk into  a monster: attack it; a");
  CHECK(phone.row_text(8) == "   . 5 s   wait a turn, search");
  CHECK(phone.row_text(9) == "   < >     stairs up, down");
  for (int y = 0; y < phone.height(); ++y) CHECK(phone.row_text(y).size() <= 40);
}

TEST_CASE("a wide screen has a sidebar: bars, conditions with turns, monsters with health",
          "[ui][screen][sidebar]") {
  App app = room_app();
  Game& g = app.mutable_game();
  Monster& m = test::put_monster(g, "jackal", {5, 2}, Mind::Hunting);
  m.max_hp = 6;
  m.hp = 1;
  g.mutable_player().effects.push_back({EffectKind::Confusion, 7});
  g.refresh_vision();
  Terminal narrow(80, 24);
  app.draw(narrow);
  CHECK(narrow.to_string().find("In view:") == std::string::npos);  // no room beside the map
  Terminal t(110, 30);
  app.draw(t);
  const std::string s = t.to_string();
  CHECK(s.find("Caveman, level 1") != std::string::npos);
  CHECK(s.find("AC 8  Dlvl 1  T 0") != std::string::npos);
  CHECK(s.find("Conf (7 turns)") != std::string::npos);
  CHECK(s.find("In view:") != std::string::npos);
  const Vec hp = [&] {
    for (int y = 0; y < t.height(); ++y) {
      const std::string row = t.row_text(y);
      if (row.find("HP ") != std::string::npos && row.find("16/16") != std::string::npos)
        return Vec{static_cast<int>(row.find("HP ")), y};
    }
    return Vec{-1, -1};
  }();
  REQUIRE(hp.y > 0);
  // Full health: the bar is all full blocks, drawn green.
  CHECK(t.at(hp.x + 3, hp.y).glyph == U'█');
  const Color healthy = t.at(hp.x, hp.y).fg;
  CHECK(healthy.g > healthy.r);
  // The jackal at a sixth of its hit points: its bar is mostly empty, and red.
  const Vec d = [&] {  // the sidebar's, not the map's (nor a letter in the message pane)
    for (int y = 0; y < t.height(); ++y)
      for (int x = 80; x < t.width(); ++x)
        if (t.at(x, y).glyph == U'd') return Vec{x, y};
    return Vec{-1, -1};
  }();
  REQUIRE(d.x >= 80);
  CHECK(t.row_text(d.y).find("jackal") != std::string::npos);
  // 1 of 6 hit points on a 6-cell bar: 1 cell full (rounded up: alive shows), 5 empty; and
  // in words beside it, not in colour only.
  const Cell first = t.at(d.x + 2, d.y + 1), second = t.at(d.x + 3, d.y + 1);
  CHECK(first.glyph == U'█');
  CHECK(second.glyph == U'░');
  CHECK(t.at(d.x + 7, d.y + 1).glyph == U'░');
  CHECK(t.at(d.x + 8, d.y + 1).glyph == U' ');
  CHECK(t.row_text(d.y + 1).ends_with("█░░░░░ almost dead"));
  CHECK(first.fg.r > first.fg.g);
  // A thing whose name is longer than the sidebar is cut with an ellipsis, not just stopped.
  const int scroll = test::catalog().find_item("magic_mapping");
  g.mutable_knowledge().learn(scroll);
  g.mutable_level().items.push_back({{3, 2}, Item{scroll, 1, 0}});
  app.draw(t);
  CHECK(t.to_string().find("Things:") != std::string::npos);
  CHECK(t.to_string().find("a scroll of magic mappi…") != std::string::npos);
  // Below a third of the hero's hit points, the HP label turns red.
  g.mutable_player().hp = 5;
  app.draw(t);
  const Color low = t.at(hp.x, hp.y).fg;
  CHECK(low.r > low.g);
  // And on the status line too: "HP:5(16)" in red, the rest as text.
  int status = -1;
  for (int y = 0; y < t.height() && status < 0; ++y)
    if (t.row_text(y).rfind("Dlvl:", 0) == 0) status = y;
  REQUIRE(status > 0);
  const int at = static_cast<int>(t.row_text(status).find("HP:5(16)"));
  CHECK(t.at(at, status).fg == low);
  CHECK(t.at(0, status).fg != low);
}

TEST_CASE("bumping a wall shows why on the message line", "[ui][screen]") {
  App app = room_app();
  Terminal t(60, 11);
  app.handle(Input::character(U'k'));
  app.handle(Input::character(U'k'));
  app.draw(t);
  CHECK(t.row_text(0) == "There is a wall in the way.");
  CHECK(t.row_text(9) == "Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:8 Exp:1 T:1");
}

TEST_CASE("an unknown key gets a clear message and changes nothing", "[ui][screen]") {
  App app = room_app();
  const Game before = app.game();
  Terminal t(40, 10);
  CHECK(app.handle(Input::character(U'E')));
  app.draw(t);
  CHECK(t.row_text(0) == "Unknown command 'E'.");
  CHECK(app.game() == before);
}

TEST_CASE("Escape and Enter on the map clear the message line and are not unknown commands",
          "[ui][screen]") {
  App app = room_app();
  const Game before = app.game();
  Terminal t(80, 10);
  app.handle(Input::character(U'Z'));
  for (Key k : {Key::Escape, Key::Enter}) {
    CHECK(app.handle(Input::special(k)));
    app.draw(t);
    CHECK(t.row_text(0).find("Unknown command") == std::string::npos);
  }
  CHECK(app.game() == before);
}

TEST_CASE("< and > with no staircase here or seen say so, and take no turn", "[ui][screen]") {
  auto g = Game::from_ascii(test::catalog(), "######\n#@...#\n######\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Terminal t(80, 10);
  app.handle(Input::character(U'<'));
  app.draw(t);
  CHECK(t.row_text(0) ==
        "There is no staircase up here, and you have not seen one on this level yet.");
  app.handle(Input::character(U'>'));
  app.draw(t);
  CHECK(t.row_text(0) ==
        "There is no staircase down here, and you have not seen one on this level yet.");
  CHECK(app.game().turn() == 0);
}

TEST_CASE("the @, walls and acid have their own colours", "[ui][screen]") {
  App app = room_app();
  Terminal t(30, 13);
  app.draw(t);
  const Cell at = t.at(14, 4), wall = t.at(11, 4), acid = t.at(16, 3), floor = t.at(13, 4);
  REQUIRE(at.glyph == U'@');
  REQUIRE(acid.glyph == U'~');
  CHECK(at.fg != wall.fg);
  CHECK(acid.fg != wall.fg);
  CHECK(floor.fg != at.fg);
}

TEST_CASE("on a terminal smaller than the level the camera follows the @", "[ui][screen]") {
  App app = room_app();
  Terminal t(3, 9);  // 3 map rows (the status lines take two rows each), 3 columns
  app.draw(t);
  CHECK(t.row_text(1) == "<..");
  CHECK(t.row_text(2) == ".@.");
  CHECK(t.row_text(3) == "...");
}

TEST_CASE("stepping into acid asks first; n cancels, y steps in", "[ui][screen][prompt]") {
  App app = room_app();
  Terminal t(60, 10);
  app.handle(Input::character(U'u'));  // (4,1)
  app.handle(Input::character(U'l'));  // acid at (5,1): asks
  app.draw(t);
  CHECK(t.row_text(0) == "Really step into the acid pool? [yn]");
  app.handle(Input::character(U'x'));
  app.draw(t);
  CHECK(t.row_text(0) == "Really step into the acid pool? [yn]");
  CHECK(t.row_text(1) == "Please answer y or n.");  // under the question
  app.handle(Input::character(U'n'));
  app.draw(t);
  CHECK(t.row_text(0) == "Never mind.");
  CHECK(app.game().hero().pos == Vec{4, 1});
  app.handle(Input::character(U'l'));
  app.handle(Input::character(U'y'));
  CHECK(app.game().hero().pos == Vec{5, 1});
}

TEST_CASE("O asks for a direction, then opens that door", "[ui][screen][prompt]") {
  App app = room_app();
  Terminal t(60, 10);
  app.handle(Input::character(U'l'));
  app.handle(Input::character(U'l'));  // (5,2), the closed door east
  app.handle(Input::character(U'O'));
  app.draw(t);
  CHECK(t.row_text(0) == "In what direction?");
  app.handle(Input::character(U'l'));
  app.draw(t);
  CHECK(t.row_text(0) == "The door opens.");
  CHECK(app.game().level().at({6, 2}) == Tile::DoorOpen);
}

TEST_CASE("the wizard menu is refused outside wizard mode", "[ui][screen][wizard]") {
  App app = room_app();
  Terminal t(80, 10);
  app.handle(Input::character(U'&'));
  app.draw(t);
  CHECK(t.row_text(0) == "Wizard mode is off (start with --wizard, or ?wizard=1 on the web).");
}

TEST_CASE("the wizard menu jumps to a depth", "[ui][screen][wizard]") {
  auto g = Game::new_game(test::catalog(), 7, {}, true);
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Terminal t(80, 24);
  app.handle(Input::character(U'&'));
  app.draw(t);
  CHECK(t.to_string().find("c - jump to a dungeon level") != std::string::npos);
  app.handle(Input::character(U'c'));
  app.handle(Input::character(U'5'));
  app.handle(Input::special(Key::Enter));
  CHECK(app.game().depth() == 5);
  app.draw(t);
  CHECK(t.row_text(0).rfind("You descend to dungeon level 5.", 0) == 0);
  CHECK(t.row_text(22).rfind("Dlvl:5 ", 0) == 0);
}

TEST_CASE("death shows the killing blow at --More--, then the cause; only n goes to the title",
          "[ui][screen][death]") {
  auto g = Game::from_ascii(test::catalog(), "#####\n#@~.#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()), [](std::uint64_t seed, const Character& who) {
    return Game::new_game(test::catalog(), seed, who);
  });
  app.mutable_game().mutable_player().hp = 1;
  app.handle(Input::character(U'l'));
  app.handle(Input::character(U'y'));  // into the acid, which burns
  REQUIRE(app.game().run().over);
  Terminal t(80, 20);
  app.draw(t);
  // First the last messages, the death among them, waiting for a deliberate key.
  CHECK(t.row_text(0).find("You die... --More--") != std::string::npos);
  CHECK(t.to_string().find("Cause:") == std::string::npos);
  for (char32_t c : {U's', U'x', U'n', U'l'}) app.handle(Input::character(c));
  app.handle(Input::special(Key::Enter).at(0, true));  // a held key, repeating
  app.draw(t);
  CHECK(t.row_text(0).find("You die... --More--") != std::string::npos);
  app.handle(Input::special(Key::Enter));
  app.draw(t);
  const std::string screen = t.to_string();
  CHECK(screen.find("You die...") != std::string::npos);
  CHECK(screen.find("Cause:   dissolved in an acid pool") != std::string::npos);
  CHECK(screen.find("Turns:   1") != std::string::npos);
  // Keys it does not list do nothing but say which do.
  app.handle(Input::character(U'x'));
  REQUIRE(app.playing());
  app.draw(t);
  CHECK(t.to_string().find("Press n for a new game, or r or d to keep this run.") !=
        std::string::npos);
  CHECK(t.to_string().find("Cause:   dissolved in an acid pool") != std::string::npos);
  app.handle(Input::character(U'n'));
  CHECK_FALSE(app.playing());
  app.draw(t);
  CHECK(t.to_string().find("Shall I pick a character's race, role, gender and alignment for "
                           "you? [ynq]") != std::string::npos);
  app.handle(Input::character(U'y'));
  REQUIRE(app.playing());
  CHECK_FALSE(app.game().run().over);
  CHECK(app.game().turn() == 0);
  CHECK(app.game().run().seed == mix_seed(1));  // the next game has a seed of its own
}

TEST_CASE("the wizard summons a monster by name; a wrong name is explained",
          "[ui][screen][wizard]") {
  auto g = Game::new_game(test::catalog(), 7, {}, true);
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Terminal t(80, 24);
  const std::size_t before = app.game().level().monsters.size();
  auto type = [&](const std::string& s) {
    for (char c : s) app.handle(Input::character(static_cast<char32_t>(c)));
  };
  app.set_size(80, 24);
  app.handle(Input::special(Key::Escape));  // the welcome's --More--
  app.handle(Input::character(U'&'));
  app.handle(Input::character(U'e'));
  app.draw(t);
  CHECK(t.row_text(0) == "Summon which monster? _");
  type("dragon");
  app.handle(Input::special(Key::Enter));
  app.draw(t);
  CHECK(t.row_text(0) == "There is no monster called 'dragon'.");
  app.handle(Input::character(U'&'));
  app.handle(Input::character(U'e'));
  type("red dragon");
  app.handle(Input::special(Key::Enter));
  app.draw(t);
  CHECK(t.row_text(0) == "You summon a red dragon.");
  CHECK(app.game().level().monsters.size() == before + 1);
  CHECK(t.to_string().find('D') != std::string::npos);  // drawn next to the @
}

TEST_CASE("one item menu serves pick up, quaff and drop", "[ui][screen][items]") {
  auto g = Game::from_ascii(test::catalog(), "#######\n#@....#\n#######\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  const int heal = test::catalog().find_item("healing"),
            dagger = test::catalog().find_item("dagger");
  game.mutable_level().items.push_back({game.hero().pos, Item{heal, 1, 0}});
  game.mutable_level().items.push_back({game.hero().pos, Item{dagger, 1, 0}});
  Terminal t(70, 20);
  app.handle(Input::character(U','));
  app.draw(t);
  CHECK(t.row_text(0).rfind(" Pick up what?", 0) == 0);
  CHECK(t.to_string().find("b - a dagger") != std::string::npos);
  app.handle(Input::character(U'b'));  // chosen (letters toggle); Enter takes
  app.draw(t);
  CHECK(t.to_string().find("b + a dagger") != std::string::npos);
  app.handle(Input::special(Key::Enter));
  app.draw(t);
  CHECK(t.row_text(0) == "c - a dagger.");
  app.handle(Input::character(U','));  // one thing left: picked up at once
  REQUIRE(app.game().hero().slot('d'));
  app.handle(Input::character(U'q'));
  app.draw(t);
  CHECK(t.row_text(0).rfind(" Drink what?", 0) == 0);
  CHECK(t.to_string().find("d - ") != std::string::npos);
  CHECK(t.to_string().find("c - a dagger") == std::string::npos);  // only potions listed
  app.handle(Input::character(U'x'));
  app.draw(t);
  CHECK(t.to_string().find("Pick a letter from the list") != std::string::npos);
  app.handle(Input::character(U'd'));
  app.draw(t);
  CHECK(t.row_text(0).find("You feel better.") != std::string::npos);
  CHECK_FALSE(app.game().hero().slot('d'));
  app.handle(Input::character(U'd'));
  app.handle(Input::character(U'c'));
  CHECK(app.game().level().items.size() == 1);
  app.handle(Input::character(U'i'));
  app.draw(t);
  CHECK(t.to_string().find("a - a +1 club (weapon in hand)") != std::string::npos);
  CHECK(t.to_string().find("b - a leather armour (being worn)") != std::string::npos);
}

TEST_CASE("choosing a thing in the inventory shows what it is and what can be done with it",
          "[ui][screen][items]") {
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  const int heal = test::catalog().find_item("healing");
  app.mutable_game().mutable_player().inventory.push_back({'c', Item{heal, 2, 0}});
  Terminal t(80, 24);
  auto shown = [&] {
    app.draw(t);
    return t.to_string();
  };
  app.handle(Input::character(U'i'));
  app.handle(Input::character(U'Z'));  // names nothing: the inventory closes, as a list would
  CHECK(app.screens().depth() == 1);
  app.handle(Input::character(U'i'));
  app.handle(Input::character(U'a'));  // the club
  std::string s = shown();
  CHECK(t.row_text(0) == " a - a +1 club");
  CHECK(s.find("A weapon: damage 1d6, to-hit +0.") != std::string::npos);
  CHECK(s.find("You wield it.") != std::string::npos);
  CHECK(s.find("Weight 30.") != std::string::npos);
  CHECK(s.find("t - throw it (then a direction)") != std::string::npos);
  CHECK(s.find("d - drop it") != std::string::npos);
  CHECK(s.find("w - wield it") == std::string::npos);  // already in hand
  // Escape goes back one screen, to the inventory (before: to the map).
  app.handle(Input::special(Key::Escape));
  CHECK(app.screens().depth() == 2);
  CHECK(shown().find("Inventory") != std::string::npos);
  app.handle(Input::character(U'c'));  // two potions nobody has drunk
  s = shown();
  CHECK(s.find("A potion you have not identified") != std::string::npos);
  CHECK(s.find("Weight 40 (20 each).") != std::string::npos);
  app.handle(Input::character(U'q'));  // drunk from here
  CHECK(app.game().knowledge().knows(heal));
  app.handle(Input::character(U'i'));
  app.handle(Input::character(U'c'));
  CHECK(shown().find("A potion: it heals 6d4 hit points and cures poison.") != std::string::npos);
  app.handle(Input::special(Key::Enter));  // Enter closes it all
  CHECK(app.screens().depth() == 1);
  // The armour: worn, so it can be taken off, not dropped. A tap on an entry presses its key.
  app.handle(Input::character(U'i'));
  app.handle(Input::character(U'b'));
  s = shown();
  CHECK(s.find("Armour, worn as body armour: it lowers your armour class by 2.") !=
        std::string::npos);
  CHECK(s.find("d - drop it") == std::string::npos);
  int row = -1;
  for (int y = 0; y < t.height() && row < 0; ++y)
    if (t.row_text(y) == " T - take it off") row = y;
  REQUIRE(row > 0);
  CHECK(app.handle_pointer(Input::pointer(Key::Click, 3, row), t));
  CHECK_FALSE(app.game().hero().wears('b'));
}

TEST_CASE("thrown darts stack where they land, and , takes several things in one turn",
          "[ui][screen][items]") {
  // Before: ten darts thrown into a wall lay as ten things, picked up in ten menus and turns.
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  const int dart = test::catalog().find_item("dart"), heal = test::catalog().find_item("healing"),
            club = test::catalog().find_item("club");
  game.mutable_player().inventory.push_back({'c', Item{dart, 10, 0}});
  for (int i = 0; i < 10; ++i) {
    game.mutable_level().monsters.clear();
    game.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  }
  REQUIRE_FALSE(game.hero().slot('c'));
  REQUIRE(game.level().items.size() == 1);  // one pile at the wall
  CHECK(game.level().items[0].item.count == 10);
  CHECK(game.level().items[0].pos == Vec{3, 1});
  // A pile and two other things here: , chooses all of them, Enter takes them in one turn.
  game.mutable_player().pos = {3, 1};
  game.mutable_level().items.push_back({{3, 1}, Item{heal, 1, 0}});
  game.mutable_level().items.push_back({{3, 1}, Item{club, 1, 0}});
  game.mutable_level().monsters.clear();
  const int turn = game.turn();
  app.handle(Input::character(U','));
  Terminal t(70, 20);
  app.draw(t);
  CHECK(t.to_string().find("a - 10 darts") != std::string::npos);
  app.handle(Input::character(U','));  // all
  app.draw(t);
  CHECK(t.to_string().find("c + a club") != std::string::npos);
  app.handle(Input::special(Key::Enter));
  CHECK(game.turn() == turn + 1);
  CHECK(game.level().items.empty());
  REQUIRE(game.hero().slot('c'));
  CHECK(game.hero().slot('c')->item.count == 10);
  CHECK(game.hero().inventory.size() == 5);  // club, armour, darts, potion, club
}

TEST_CASE("armour is worn in slots: a shield and body armour together, a cloak over them",
          "[ui][screen][items]") {
  // Before: a Valkyrie wearing her small shield could not put on scale mail.
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Player& h = app.mutable_game().mutable_player();
  const Catalog& cat = test::catalog();
  h.inventory.push_back({'c', Item{cat.find_item("small_shield"), 1, 0}});
  h.inventory.push_back({'d', Item{cat.find_item("scale_mail"), 1, 0}});
  h.inventory.push_back({'e', Item{cat.find_item("cloak"), 1, 0}});
  h.inventory.push_back({'f', Item{cat.find_item("leather_helmet"), 1, 0}});
  REQUIRE(h.worn_in(ArmourSlot::Body) == 'b');  // the caveman's leather armour
  Terminal t(80, 24);
  auto shown = [&] {
    app.draw(t);
    return t.to_string();
  };
  app.handle(Input::character(U'W'));  // the leather armour and scale mail are not offered
  std::string s = shown();
  CHECK(s.find("c - a small shield") != std::string::npos);
  CHECK(s.find("e - a cloak") != std::string::npos);
  CHECK(s.find("f - a leather helmet") != std::string::npos);
  CHECK(s.find("scale mail") == std::string::npos);
  app.handle(Input::character(U'c'));
  app.handle(Input::character(U'W'));
  app.handle(Input::character(U'e'));  // the cloak, over the leather armour
  CHECK(h.worn_in(ArmourSlot::Shield) == 'c');
  CHECK(h.worn_in(ArmourSlot::Cloak) == 'e');
  CHECK(h.armour_class(cat) == 10 - 2 - 1 - 1);
  // The leather armour is under the cloak: it cannot come off until the cloak does.
  app.handle(Input::character(U'T'));
  s = shown();
  CHECK(s.find(" Take off what?") != std::string::npos);
  app.handle(Input::character(U'b'));
  CHECK(h.worn_in(ArmourSlot::Body) == 'b');
  CHECK(shown().find("You are wearing a cloak over it.") != std::string::npos);
  for (char c : {'e', 'b'}) {
    app.handle(Input::character(U'T'));
    app.handle(Input::character(static_cast<char32_t>(c)));
  }
  CHECK_FALSE(h.worn_in(ArmourSlot::Body));
  app.handle(Input::character(U'W'));
  app.handle(Input::character(U'd'));  // scale mail, with the shield still worn
  CHECK(h.worn_in(ArmourSlot::Body) == 'd');
  CHECK(h.worn_in(ArmourSlot::Shield) == 'c');
  CHECK(shown().find("d - a scale mail (being worn)") == std::string::npos);  // a menu is closed
  app.handle(Input::character(U'i'));
  s = shown();
  CHECK(s.find("c - a small shield (being worn)") != std::string::npos);
  CHECK(s.find("d - a scale mail (being worn)") != std::string::npos);
}

TEST_CASE("a menu's title line shows nothing of the message under it, and its notice fits its box",
          "[ui][screen][items]") {
  // Before: "Wear what?  (Deepglyph! You are ...)" and "Pick up what? rom the list (Escape...".
  App app = room_app();
  app.mutable_game().mutable_player().inventory.push_back(
      {'c', Item{test::catalog().find_item("leather_gloves"), 1, 0}});
  Terminal t(80, 24);
  app.draw(t);
  REQUIRE(t.row_text(0).rfind("Welcome to Deepglyph!", 0) == 0);
  app.handle(Input::character(U'W'));
  app.draw(t);
  CHECK(t.row_text(0) == " Wear what?");
  app.handle(Input::character(U'z'));  // not in the list
  app.draw(t);
  CHECK(t.row_text(0) == " Wear what?");
  int row = -1;
  for (int y = 0; y < t.height() && row < 0; ++y)
    if (t.row_text(y) == " Pick a letter from the list (Escape to cancel).") row = y;
  REQUIRE(row > 0);
  const Color panel = t.at(1, row).bg;
  const int last =
      static_cast<int>(std::string(" Pick a letter from the list (Escape to cancel).").size());
  for (int x = 0; x <= last; ++x) CHECK(t.at(x, row).bg == panel);
  // On a phone-narrow screen the notice wraps inside the box instead of running off it.
  Terminal narrow(40, 24);
  app.handle(Input::character(U'z'));
  app.draw(narrow);
  std::string all = narrow.to_string();
  CHECK(all.find("Pick a letter from the list (Escape to") != std::string::npos);
  CHECK(all.find("cancel).") != std::string::npos);
}

TEST_CASE("a long list pages", "[ui][screen][items]") {
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  for (char c = 'c'; c <= 'z'; ++c)
    app.mutable_game().mutable_player().inventory.push_back(
        {c, Item{test::catalog().find_item("dagger"), 1, 0}});
  Terminal t(60, 12);  // 7 entries a page
  app.handle(Input::character(U'i'));
  app.draw(t);
  CHECK(t.to_string().find("(1 of 4)") != std::string::npos);
  CHECK(t.to_string().find("g - a dagger") != std::string::npos);
  CHECK(t.to_string().find("h - a dagger") == std::string::npos);
  app.handle(Input::character(U'>'));
  app.draw(t);
  CHECK(t.to_string().find("(2 of 4)") != std::string::npos);
  CHECK(t.to_string().find("h - a dagger") != std::string::npos);
}

TEST_CASE("brewing picks several ingredients and lists the recipes learned",
          "[ui][screen][alchemy]") {
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  Game& game = app.mutable_game();
  const Recipe r = game.knowledge().recipes()[0];
  char letter = 'c';
  for (int k : r.ingredients) game.mutable_player().inventory.push_back({letter++, Item{k, 2, 0}});
  Terminal t(90, 24);
  app.handle(Input::character(U'B'));
  app.draw(t);
  CHECK(t.row_text(0).rfind(" Brew with which ingredients?", 0) == 0);
  CHECK(t.to_string().find(" none yet") != std::string::npos);
  app.handle(Input::character(U'c'));
  app.handle(Input::special(Key::Enter));  // one is not enough
  app.draw(t);
  CHECK(t.to_string().find("Choose 2 to 3, then Enter.") != std::string::npos);
  for (char c = 'd'; c < letter; ++c) app.handle(Input::character(static_cast<char32_t>(c)));
  app.draw(t);
  CHECK(t.to_string().find("c + ") != std::string::npos);  // chosen ones are marked
  const std::size_t carried = app.game().hero().inventory.size();
  app.handle(Input::special(Key::Enter));
  CHECK(app.game().knowledge().discovered(0));
  // What the hero now holds is what the list of recipes learned names: the potion brewed.
  std::string brewed;
  for (const InvSlot& s : app.game().hero().inventory)
    if (test::catalog().item(s.item.kind).cls == ItemClass::Potion)
      brewed = test::catalog().item(s.item.kind).name;
  CHECK(app.game().hero().inventory.size() <= carried + 1);
  REQUIRE_FALSE(brewed.empty());
  app.handle(Input::character(U'B'));
  app.draw(t);
  CHECK(t.to_string().find("= " + brewed) != std::string::npos);
}

TEST_CASE("a tall screen keeps the last messages in a pane under the map, with no --More--",
          "[ui][screen][messages]") {
  App app = room_app();
  app.set_size(60, 40);
  // Two steps west and into the wall; the same turn says more than one line can hold.
  for (int i = 0; i < 3; ++i) app.handle(Input::character(U'h'));
  Game& g = app.mutable_game();
  g.say("The first of two long messages that together run far past the width of the screen.");
  g.say("The second one.");
  Terminal t(60, 40);
  app.draw(t);
  const std::string s = t.to_string();
  CHECK(s.find("--More--") == std::string::npos);
  CHECK(t.row_text(0).empty());  // the top line is free: the pane has them whole
  // The pane: the newest at the bottom, just above the status lines; older ones dimmed.
  const int first_bottom = 40 - 3;
  CHECK(t.row_text(first_bottom - 1) == "The second one.");
  CHECK(t.row_text(first_bottom - 2) == "the width of the screen.");
  CHECK(t.row_text(first_bottom - 3) ==
        "The first of two long messages that together run far past");
  CHECK(t.row_text(first_bottom - 4) == "There is a wall in the way.");
  CHECK(t.at(0, first_bottom - 1).fg == colors::kText);
  CHECK(t.at(0, first_bottom - 4).fg == colors::kText);  // the same command's
  CHECK(t.at(0, first_bottom - 5).fg == colors::kDim);   // the welcome, before it
  CHECK(s.find("Welcome to Deepglyph!") != std::string::npos);
  // A key acts at once: nothing to page.
  app.handle(Input::character(U'l'));
  CHECK(app.game().hero().pos == Vec{2, 2});
  // The classic 80x24 screen has no pane: the line pages as in NetHack.
  Terminal classic(80, 24);
  app.draw(classic);
  CHECK(classic.to_string().find("There is a wall in the way.") == std::string::npos);
}

TEST_CASE("the message pane shows an older message whole or not at all", "[ui][screen][messages]") {
  // Before: the top of the pane could hold the last line of a wrapped message alone
  // ("(<), your kitten beside you.").
  App app = room_app();
  app.set_size(60, 40);
  Game& g = app.mutable_game();
  const int pane = play_layout(g, 60, 40, 1).pane_rows;
  REQUIRE(pane >= 3);
  g.say(
      "A long message, the first, that runs on past the width of the screen and past the "
      "second line of it too, to end on a third line.");
  for (int i = 0; i < pane - 2; ++i) g.say("Line " + std::to_string(i) + ".");
  Terminal t(60, 40);
  app.draw(t);
  const std::string s = t.to_string();
  CHECK(s.find("Line 0.") != std::string::npos);
  CHECK(s.find("third line") == std::string::npos);  // two rows left: not its tail alone
  CHECK(s.find("A long message") == std::string::npos);
}

TEST_CASE("+ zooms the map: each cell drawn three cells big, and a tap still finds its cell",
          "[ui][screen][zoom]") {
  App app = test::room_app();
  Terminal t(60, 40);
  app.set_size(60, 40);
  app.draw(t);
  app.handle(Input::special(Key::Escape));  // past the welcome, if paged
  const Vec small = test::find_glyph(t, U'@');
  CHECK(t.at(small.x, small.y).span == 1);
  app.handle(Input::character(U'+'));
  app.handle(Input::character(U'+'));
  CHECK(app.settings().map_zoom() == 3);
  CHECK(app.notices().text() == "Map zoom 3x (+ and - change it).");
  app.draw(t);
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(hero.x >= 0);
  CHECK(t.at(hero.x, hero.y).span == 3);
  CHECK(t.at(hero.x + 2, hero.y + 2).span == 0);
  // The floor east of the hero is the block 3 cells right: a tap anywhere in it steps there.
  CHECK(t.at(hero.x + 3, hero.y).glyph == U'.');
  app.handle_pointer(Input::pointer(Key::Click, hero.x + 5, hero.y + 1), t);
  CHECK(app.game().hero().pos == Vec{4, 2});
  // In look mode the cursor is a big block too, on the hero.
  app.handle(Input::character(U'x'));
  app.draw(t);
  const Vec at = test::find_glyph(t, U'@');
  CHECK(t.at(at.x, at.y).bg == colors::kHighlight);
  CHECK(t.at(at.x, at.y).span == 3);
  app.handle(Input::special(Key::Escape));
  // + after the largest goes back to 1; - stops at 1.
  app.handle(Input::character(U'+'));
  CHECK(app.settings().map_zoom() == 1);
  app.handle(Input::character(U'-'));
  CHECK(app.settings().map_zoom() == 1);
}

TEST_CASE("a thing seen stays on the map, dimmed, once out of sight", "[ui][screen][memory]") {
  App app = test::room_app();
  Game& g = app.mutable_game();
  g.mutable_level().items.push_back({{4, 1}, Item{test::catalog().find_item("dagger"), 1, 0}});
  g.refresh_vision();
  Terminal t(80, 24);
  app.draw(t);
  const Vec seen = test::find_glyph(t, U')');
  REQUIRE(seen.x >= 0);
  const Color bright = t.at(seen.x, seen.y).fg;
  // Blinded, the hero sees nothing: the dagger is remembered where it was.
  g.mutable_player().effects.push_back({EffectKind::Blindness, 50});
  g.refresh_vision();
  REQUIRE_FALSE(g.sight().sees({4, 1}));
  app.draw(t);
  CHECK(t.at(seen.x, seen.y).glyph == U')');
  CHECK(t.at(seen.x, seen.y).fg.r < bright.r);  // dimmed: a memory
  CHECK(describe_cell(g, {4, 1}) == "a dagger (remembered)");
}

TEST_CASE("a question wider than the screen wraps instead of being cut off",
          "[ui][screen][prompt]") {
  App app = test::room_app();
  app.screens().push(std::make_unique<YesNoPrompt>(
      "Nothing else here can be reached: a locked door is 1 west. Bash it open? [yn]",
      Command::of(Command::Kind::Wait)));
  app.handle(Input::character(U'x'));  // neither y nor n: the refusal is added
  Terminal t(53, 30);
  app.draw(t);
  CHECK(t.row_text(0) == "Nothing else here can be reached: a locked door is 1");
  CHECK(t.row_text(1) == "west. Bash it open? [yn]");
  CHECK(t.row_text(2) == "Please answer y or n.");
}

TEST_CASE("a Hawaiian shirt is not said to lower armour class by 0", "[ui][screen][items]") {
  // Before: "it lowers your armour class by 0".
  Game g = test::game_on("#####\n#@..#\n#####\n");
  const char s = test::give(g, "hawaiian_shirt");
  const InvSlot* slot = g.hero().slot(s);
  REQUIRE(slot);
  std::string all;
  for (const std::string& line : item_facts(g, *slot)) all += line + "\n";
  CHECK(all.find("by 0") == std::string::npos);
  CHECK(all.find("Armour, worn as a shirt: it does not lower your armour class, but for any "
                 "enchantment.") != std::string::npos);
}

TEST_CASE("the message line stops short of the page's corner button", "[ui][screen][more]") {
  // Before: at 1280x800 a full line put its --More-- under the full-screen button.
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  app.set_size(60, 20, 3);
  Terminal t(60, 20);
  app.handle(Input::special(Key::Escape));  // the welcome, read
  for (int i = 0; i < 6; ++i) {
    app.mutable_game().say("The kitten bites the jackal fiercely.");
    app.mutable_game().say("The jackal bites the kitten in return.");
  }
  app.draw(t);
  const std::string top = t.row_text(0);
  CHECK(top.find("--More--") != std::string::npos);
  CHECK(top.size() <= 57);  // its last three cells are the button's
}

TEST_CASE("two rooms' walls side by side are drawn as two walls, not a comb", "[ui][screen]") {
  // Before: every cell of a wall two thick joined the one across it: ├┬┬┬┬┬┤ over ├┴┴┴┴┴┤.
  Game g = test::game_on(
      "#######\n"
      "#@....#\n"
      "#######\n"
      "#######\n"
      "#.....#\n"
      "#######\n");
  g.mutable_level().monsters.clear();
  test::remember_all(g);
  CHECK(level_as_text(test::content(), g) ==
        "┌─────┐\n"
        "│@....│\n"
        "├─────┤\n"
        "├─────┤\n"
        "│.....│\n"
        "└─────┘");
}

TEST_CASE("a monster in sight that the zoomed view cannot hold is marked at its edge",
          "[ui][screen][zoom]") {
  std::string hall =
      std::string(62, '#') + "\n#@" + std::string(59, '.') + "#\n" + std::string(62, '#') + "\n";
  Game g = test::game_on(hall.c_str());
  test::lit_and_empty(g);
  test::put_monster(g, "jackal", {58, 1}, Mind::Asleep);
  g.refresh_vision();
  REQUIRE(g.sight().visible_monster({58, 1}));
  App app(test::content(), std::move(g));
  app.set_size(40, 20);
  Preferences p = app.settings().preferences();
  p.zoom = 3;  // 13 level cells across: the jackal, 57 east, cannot be shown with the hero
  app.set_preferences(p);
  Terminal t(40, 20);
  app.draw(t);
  app.handle(Input::special(Key::Escape));  // past the welcome, if paged
  app.draw(t);
  const Vec mark = test::find_glyph(t, U'd');
  REQUIRE(mark.x >= 0);
  CHECK(mark.x >= 36);  // on the view's right edge (its last zoomed cell)
  CHECK(t.at(mark.x, mark.y).bg == Color{120, 40, 20});
}

TEST_CASE("a phone's zoomed map, which scrolls anyway, leaves rows to the message pane",
          "[ui][screen][zoom][messages]") {
  // Before: at 3x the level was taller than the map, so there was no pane and every long
  // message (the welcome first) waited at --More--.
  auto g = Game::new_game(test::catalog(), 7, test::caveman());
  REQUIRE(g.ok());
  const PlayLayout phone = play_layout(g.value(), 55, 41, 3);  // 390x844 at 3
  CHECK(phone.pane_rows == 5);
  CHECK(pane_holds_latest(g.value(), phone));               // the welcome, whole
  CHECK(play_layout(g.value(), 80, 24, 3).pane_rows == 0);  // the classic screen: none
}

TEST_CASE("where something unseen struck, the map draws an I, and look names it", "[ui][unseen]") {
  App app = room_app();
  const Vec east = app.game().hero().pos + Vec{1, 0};
  app.mutable_game().mutable_level().memory[east].unseen = true;
  Terminal t(30, 13);
  app.draw(t);
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(hero.x >= 0);
  CHECK(test::find_glyph(t, U'I') == Vec{hero.x + 1, hero.y});
  CHECK(describe_cell(app.game(), east) == "something unseen (remembered): walk into it to strike");
}

TEST_CASE("a thing lying in deep water is drawn on the water", "[ui][screen]") {
  App app = test::lit_app(
      "#######\n"
      "#@.}}.#\n"
      "#######\n");
  app.mutable_game().mutable_level().items.push_back({Vec{3, 1}, test::item("dagger")});
  app.mutable_game().refresh_vision();
  Terminal t(80, 24);
  app.draw(t);
  int hx = -1, hy = -1;
  for (int y = 0; y < t.height() && hx < 0; ++y)
    for (int x = 0; x < t.width(); ++x)
      if (t.at(x, y).glyph == U'@') {
        hx = x;
        hy = y;
        break;
      }
  REQUIRE(hx >= 0);
  CHECK(t.at(hx + 2, hy).glyph == U')');
  CHECK(t.at(hx + 2, hy).bg == t.at(hx + 3, hy).bg);        // the water beside it
  CHECK_FALSE(t.at(hx + 2, hy).bg == t.at(hx + 1, hy).bg);  // not the floor's
}

}  // namespace test_play_screen
