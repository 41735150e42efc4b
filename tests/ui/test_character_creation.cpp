// The title and trait screens, rendered into the in-memory terminal, and both ways into play.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "fake_services.hpp"
#include "test_content.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_character_creation {

using namespace dg;

namespace {

App title_app(std::uint64_t seed = 11) {
  return App(
      test::content(),
      [](std::uint64_t s, const Character& who) { return Game::new_game(test::catalog(), s, who); },
      seed);
}

std::string screen(const App& app, int w = 80, int h = 24) {
  Terminal t(w, h);
  app.draw(t);
  return t.to_string();
}

bool shows(const App& app, const std::string& text) {
  return screen(app).find(text) != std::string::npos;
}

void press(App& app, const std::string& keys) {
  for (char c : keys) app.handle(Input::character(static_cast<char32_t>(c)));
}

}  // namespace

TEST_CASE("the title names the game and asks to pick for you", "[ui][creation]") {
  App app = title_app();
  CHECK_FALSE(app.playing());
  const std::string s = screen(app);
  CHECK(s.find("Deepglyph") != std::string::npos);
  CHECK(s.find("Shall I pick a character's race, role, gender and alignment for you? [ynq]") !=
        std::string::npos);
  CHECK(s.find("seed 11") != std::string::npos);
  CHECK(s.find("version " DG_PROJECT_VERSION) != std::string::npos);  // CMakeLists.txt's
  press(app, "x");                                                    // not one of y, n, q
  CHECK(shows(app, "Press t, y, n or q."));
  CHECK_FALSE(app.playing());
}

TEST_CASE("on a narrow screen the title wraps instead of cutting words off", "[ui][creation]") {
  App app = title_app();
  for (const char* line : {"   t - learn to play: the tutorial\n",
                           "   y - play now, with a character picked for you\n",
                           "   n - choose my character\n", "   q - quit\n"})
    CHECK(screen(app).find(line) != std::string::npos);  // one per line: too long side by side
  CHECK(screen(app, 132).find("   t - learn to play: the tutorial    y - play now, with a "
                              "character picked for you    n - choose my character    q - "
                              "quit\n") != std::string::npos);
  Terminal t(40, 24);
  app.draw(t);
  const std::string words = test::rows_joined(t);  // every word is there, none cut
  CHECK(words.find("Shall I pick a character's race, role, gender and alignment for you? [ynq]") !=
        std::string::npos);
  for (const char* line :
       {"y - play now, with a character picked for you", "n - choose my character", "q - quit"})
    CHECK(words.find(line) != std::string::npos);
  CHECK(t.to_string().find("   q - quit\n") != std::string::npos);  // one per line
  CHECK(words.find("A roguelike of the deep dungeon: every run a new one, and death is for "
                   "good.") != std::string::npos);
  // A word to a newcomer, in the hints' colour.
  CHECK(words.find("New here? Press t for a few lessons; in play, hints show the way.") !=
        std::string::npos);
  CHECK(words.find("(r - watch a replay: a run downloaded from the death screen)") !=
        std::string::npos);
}

TEST_CASE("y picks everything and starts the game", "[ui][creation]") {
  App app = title_app();
  press(app, "y");
  REQUIRE(app.playing());
  const Player& h = app.game().hero();
  CHECK(h.who.complete());
  CHECK(test::catalog().characters.is_legal(h.who));
  CHECK(shows(app, "Welcome to Deepglyph! You are " + std::string("a")));
  CHECK(shows(app, "St:"));
  CHECK(shows(app, "Dlvl:1 "));
  // The same seed and keys give the same hero.
  App again = title_app();
  press(again, "y");
  CHECK(again.game() == app.game());
}

TEST_CASE("n asks for each trait in turn; one-option traits are not asked", "[ui][creation]") {
  App app = title_app();
  press(app, "n");
  std::string s = screen(app);
  CHECK(s.find(" Choosing Role") != std::string::npos);
  CHECK(s.find(" Pick a role for your character") != std::string::npos);
  for (const char* line :
       {" a - Archeologist", " c - Caveman/Cavewoman", " p - Priest/Priestess", " R - Ranger",
        " r - Rogue", " v - Valkyrie", " w - Wizard", " * - Random", " q - Quit"})
    CHECK(s.find(line) != std::string::npos);
  press(app, "v");
  s = screen(app);
  CHECK(s.find(" Choosing Race") != std::string::npos);
  CHECK(s.find(" Pick the race of your Valkyrie") != std::string::npos);
  CHECK(s.find(" h - human") != std::string::npos);
  CHECK(s.find(" d - dwarf") != std::string::npos);
  CHECK(s.find(" e - elf") == std::string::npos);  // not for a Valkyrie
  press(app, "d");  // female and lawful are the only choices left: taken without asking
  REQUIRE(app.playing());
  CHECK(test::catalog().characters.describe(app.game().hero().who) ==
        "lawful female dwarvish Valkyrie");
  CHECK(shows(app, "You are a lawful female dwarvish Valkyrie."));
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.row_text(21) == attribute_line(app.game()));
  CHECK(t.row_text(21).find(" Lawful Stealth:") != std::string::npos);
}

TEST_CASE("the gender and alignment screens fill in the earlier choices", "[ui][creation]") {
  App app = title_app();
  press(app, "nph");
  std::string s = screen(app);
  CHECK(s.find(" Choosing Gender") != std::string::npos);
  CHECK(s.find(" Pick the gender of your human Priest/Priestess") != std::string::npos);
  CHECK(s.find(" m - male") != std::string::npos);
  CHECK(s.find(" f - female") != std::string::npos);
  press(app, "f");
  s = screen(app);
  CHECK(s.find(" Choosing Alignment") != std::string::npos);
  CHECK(s.find(" Pick the alignment of your female human Priestess") != std::string::npos);
  for (const char* line : {" l - lawful", " n - neutral", " c - chaotic"})
    CHECK(s.find(line) != std::string::npos);
  press(app, "n");
  REQUIRE(app.playing());
  CHECK(test::catalog().characters.describe(app.game().hero().who) ==
        "neutral female human Priestess");
  CHECK(shows(app, " Neutral"));
}

TEST_CASE("keys outside the offered set are refused with a hint", "[ui][creation]") {
  App app = title_app();
  press(app, "nv");
  press(app, "e");  // an elf cannot be a Valkyrie
  CHECK_FALSE(app.playing());
  CHECK(shows(app, "That is not one of the choices: press a listed key."));
  CHECK(shows(app, " Pick the race of your Valkyrie"));
  app.handle(Input::special(Key::Escape));  // back one step: the role
  CHECK(shows(app, " Choosing Role"));
  app.handle(Input::special(Key::Escape));  // and back to the title
  CHECK(shows(app, "[ynq]"));
}

TEST_CASE("Escape goes back one step, past a trait that offered no choice", "[ui][creation]") {
  // Before: Escape on any trait screen went back to the title.
  App app = title_app();
  press(app, "nvh");  // a human Valkyrie: always female, so the alignment is asked next
  CHECK(shows(app, " Pick the alignment of your female human Valkyrie"));
  app.handle(Input::special(Key::Escape));  // the gender was not asked: back to the race
  CHECK(shows(app, " Pick the race of your Valkyrie"));
  press(app, "d");  // a dwarf this time: dwarves are lawful, so nothing more to ask
  REQUIRE(app.playing());
  CHECK(test::catalog().characters.describe(app.game().hero().who) ==
        "lawful female dwarvish Valkyrie");
}

TEST_CASE("* picks at random among the allowed, the same way for the same seed", "[ui][creation]") {
  for (int run = 0; run < 2; ++run) {
    App a = title_app(99), b = title_app(99);
    press(a, "n****");
    press(b, "n****");
    REQUIRE(a.playing());
    CHECK(test::catalog().characters.is_legal(a.game().hero().who));
    CHECK(a.game().hero().who == b.game().hero().who);
  }
}

TEST_CASE("q quits: the desktop closes, the web says goodbye", "[ui][creation]") {
  App desk = title_app();
  press(desk, "q");
  CHECK(desk.quit_requested());
  App web = title_app();
  test::FakeServices services;
  services.exits = false;
  web.set_services(&services);
  press(web, "nq");
  CHECK_FALSE(web.quit_requested());
  CHECK(shows(web, "Goodbye. Press any key to return to the title."));
  press(web, " ");
  CHECK(shows(web, "[ynq]"));
}

TEST_CASE("every legal character can be made through the screens", "[ui][creation]") {
  const CharacterTables& t = test::catalog().characters;
  int made = 0;
  for (int role = 0; role < static_cast<int>(t.roles.size()); ++role)
    for (int race : test::catalog().characters.allowed_races(role))
      for (int gender : test::catalog().characters.allowed_genders(role))
        for (int align : test::catalog().characters.allowed_alignments(role, race)) {
          const Character want{role, race, gender, align};
          INFO(test::catalog().characters.describe(want));
          App app = title_app();
          std::string keys = "n";
          keys += t.roles[static_cast<std::size_t>(role)].key;
          // Only the traits with a choice are asked.
          if (test::catalog().characters.allowed_races(role).size() > 1)
            keys += t.races[static_cast<std::size_t>(race)].key;
          if (test::catalog().characters.allowed_genders(role).size() > 1)
            keys += t.genders[static_cast<std::size_t>(gender)].key;
          if (test::catalog().characters.allowed_alignments(role, race).size() > 1)
            keys += t.alignments[static_cast<std::size_t>(align)].key;
          press(app, keys);
          REQUIRE(app.playing());
          CHECK(app.game().hero().who == want);
          ++made;
        }
  CHECK(made > 40);
}

TEST_CASE("the role and race screens tell the highlighted option's description, stats and kit",
          "[ui][creation]") {
  App app(test::content(), test::plain_factory(), 9);
  app.handle(Input::character(U'n'));
  // The first role is highlighted; Down moves on (Archeologist, then Barbarian...).
  for (int i = 0; i < 11; ++i) app.handle(Input::special(Key::Down));  // Valkyrie, the 12th
  std::string s = test::screen(app, 80, 24);
  // Beside the list, wrapped to the 52 columns left of 80.
  CHECK(s.find("  A stealthy warrior of the north with a long sword\n") != std::string::npos);
  CHECK(s.find("  and shield: the easiest start.\n") != std::string::npos);
  CHECK(s.find("Hit points 14, power 1, each + the race's. Normal") != std::string::npos);
  CHECK(s.find("Attributes at least St 10 In 7 Wi 7 Dx 7 Co 10 Ch 7;") != std::string::npos);
  CHECK(s.find("27 more points, mostly to St and Co.") != std::string::npos);
  CHECK(s.find("Intrinsics: stealth.") != std::string::npos);
  CHECK(s.find("Starts with a long sword (wielded), a small shield") != std::string::npos);
  CHECK(s.find("(worn) and a dagger.") != std::string::npos);
  // The Up key wraps; the Tourist's gold and darts.
  app.handle(Input::special(Key::Down));
  app.handle(Input::special(Key::Up));
  app.handle(Input::special(Key::Up));
  s = test::screen(app, 80, 24);
  CHECK(s.find("A weak visitor in a loud shirt") != std::string::npos);
  CHECK(s.find("21-40 darts") != std::string::npos);
  CHECK(s.find("1-1000 gold pieces") != std::string::npos);
  // On a phone-narrow screen the details go under the list, wrapped.
  s = test::screen(app, 44, 40);
  CHECK(s.find("A weak visitor in a loud shirt, with") != std::string::npos);
  // Enter picks the highlighted role (back down to the Valkyrie): the race screen shows the
  // race's details.
  app.handle(Input::special(Key::Down));
  app.handle(Input::special(Key::Enter));
  s = test::screen(app, 80, 24);
  CHECK(s.find("Pick the race of your Valkyrie") != std::string::npos);
  CHECK(s.find("Adaptable and everywhere") != std::string::npos);
  CHECK(s.find("Hit points +2, power +1 over the role's.") != std::string::npos);
}

}  // namespace test_character_creation
