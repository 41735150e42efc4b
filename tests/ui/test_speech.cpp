// What a screen reader is told (ui/shell/speech.hpp): in play each message once, as it comes;
// with the screen-reader option, where a monster that comes into view is; on other screens,
// their whole text when it changes; one line per frame however busy the turn.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/speech.hpp"
#include "ui/text/terminal.hpp"
#include "ui/widgets/text_pager.hpp"

namespace test_speech {

using namespace dg;

namespace {

constexpr const char* kHall =
    "################\n"
    "#@.............#\n"
    "#..............#\n"
    "################\n";

App hall_app(bool reader) {
  auto g = Game::from_ascii(test::catalog(), kHall, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  test::lit_and_empty(app.mutable_game());
  app.set_size(80, 24);
  Preferences p = app.settings().preferences();
  p.screen_reader = reader;
  app.set_preferences(p);
  return app;
}

std::string heard(Speech& speech, const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return speech.update(app, t);
}

}  // namespace

TEST_CASE("a screen reader hears each message once, as it comes", "[ui][speech]") {
  App app = hall_app(false);
  Speech speech;
  CHECK(heard(speech, app).starts_with("Welcome to Deepglyph!"));
  CHECK(heard(speech, app).empty());  // drawn again, nothing new: nothing said
  app.apply(Command::move(Dir::W));   // into the wall
  CHECK(heard(speech, app) == "There is a wall in the way.");
  app.apply(Command::move(Dir::W));  // the same words again are a new message
  CHECK(heard(speech, app) == "There is a wall in the way.");
  app.apply(Command::wait());
  CHECK(heard(speech, app).empty());  // a turn waited says nothing
}

TEST_CASE("with the screen-reader option, a monster coming into view is placed", "[ui][speech]") {
  for (bool reader : {false, true}) {
    App app = hall_app(reader);
    Speech speech;
    (void)heard(speech, app);
    test::put_monster(app.mutable_game(), "newt", {5, 2}, Mind::Asleep);
    app.apply(Command::wait());
    const std::string said = heard(speech, app);
    INFO(said);
    CHECK((said == "A newt comes into view, 4 east, 1 south.") == reader);
    app.apply(Command::wait());
    CHECK(heard(speech, app).empty());  // still in view: not said again
  }
}

TEST_CASE("a busy turn is one line, and other screens are read whole once", "[ui][speech]") {
  App app(test::content(), test::plain_factory(), 5);
  app.set_size(80, 24);
  Speech speech;
  const std::string title = heard(speech, app);
  CHECK(title.find("t - learn to play: the tutorial") != std::string::npos);
  CHECK(heard(speech, app).empty());
  test::press(app, "o");  // the options: a new screen, read whole
  CHECK(heard(speech, app).find("i - Screen reader: off") != std::string::npos);
  test::press(app, "i");
  CHECK(heard(speech, app).find("i - Screen reader: on") != std::string::npos);
  CHECK(app.settings().preferences().screen_reader);
}

TEST_CASE("over the map, only what a menu or question draws is read, not the map again",
          "[ui][speech]") {
  App app = hall_app(false);
  Speech speech;
  (void)heard(speech, app);
  test::press(app, "i");  // the pack, over the map
  const std::string said = heard(speech, app);
  INFO(said);
  CHECK(said.find("a - ") != std::string::npos);
  CHECK(said.find("───") == std::string::npos);  // the hall's wall is not read
  CHECK(said.find("St:") == std::string::npos);  // nor the status lines under it
  CHECK(heard(speech, app).empty());
}

TEST_CASE("in the tutorial, each lesson and each step is read as it comes", "[ui][speech]") {
  App app(test::content(), test::plain_factory(), 5);
  app.set_size(80, 24);
  Speech speech;
  (void)heard(speech, app);
  test::press(app, "t");
  const std::string first = heard(speech, app);
  INFO(first);
  CHECK(first.find("Welcome! You are the @, a wizard.") != std::string::npos);
  CHECK(first.find("Walk east: press [l]") != std::string::npos);
  test::press(app, "l");
  CHECK(heard(speech, app).find("Walk east") == std::string::npos);  // the same step: not again
}

TEST_CASE("in screen-reader mode a wall walked into is placed, and no line waits at --More--",
          "[ui][speech]") {
  App app = hall_app(true);
  Speech speech;
  (void)heard(speech, app);
  app.apply(Command::move(Dir::W));
  CHECK(heard(speech, app) == "There is a wall in the way. (west)");
  app.apply(Command::move(Dir::N));
  CHECK(heard(speech, app) == "There is a wall in the way. (north)");
  // ':' says more than a line holds: all of it is said, the line shows what fits, and the
  // next key is the next command (not a page turn).
  test::press(app, ":");
  Terminal t(80, 24);
  app.draw(t);
  const std::string said = speech.update(app, t);
  CHECK(said.find("Around you: north wall") != std::string::npos);
  CHECK(said.find("turn 0.") != std::string::npos);
  CHECK(t.row_text(0).find("--More--") == std::string::npos);
  CHECK(t.row_text(0).ends_with(" ..."));
  test::press(app, "l");
  CHECK(app.game().hero().pos == Vec{2, 1});
  // Without the mode, the same words wait at a --More-- and the key turns the page.
  Preferences p = app.settings().preferences();
  p.screen_reader = false;
  app.set_preferences(p);
  test::press(app, ":");
  app.draw(t);
  CHECK(t.row_text(0).ends_with("--More--"));
  test::press(app, "l");
  CHECK(app.game().hero().pos == Vec{2, 1});
}

TEST_CASE("a highlight that moves is said alone, with what it shows", "[ui][speech]") {
  App app(test::content(), test::plain_factory(), 5);
  app.set_size(80, 24);
  Speech speech;
  (void)heard(speech, app);
  test::press(app, "n");  // choose a character: the roles, the first highlighted
  const std::string roles = heard(speech, app);
  INFO(roles);
  // The list in order, then the highlighted role's details: not side by side, line by line.
  CHECK(
      roles.find("Choosing Role\nPick a role for your character\na - Archeologist\nb - Barbarian\n"
                 "c - Caveman/Cavewoman\n") == 0);
  CHECK(roles.find("\nq - Quit\na - Archeologist. A fast explorer of ruins") != std::string::npos);
  app.handle(Input::special(Key::Down));
  const std::string next = heard(speech, app);
  CHECK(next.starts_with("b - Barbarian. A strong, tough warrior"));
  CHECK(next.find("a - Archeologist") == std::string::npos);
  app.handle(Input::special(Key::Escape));
  (void)heard(speech, app);
  test::press(app, "o");
  (void)heard(speech, app);
  test::press(app, "b");  // change a key: a cursor over the commands
  CHECK(heard(speech, app).find("> move north") != std::string::npos);
  app.handle(Input::special(Key::Down));
  CHECK(heard(speech, app) == "move north-east: u  Page Up  Keypad 9");
}

TEST_CASE("the level map and look are said in words, not glyphs", "[ui][speech]") {
  App app = hall_app(false);
  Speech speech;
  (void)heard(speech, app);
  test::press(app, "X");
  CHECK(heard(speech, app) ==
        "Level map. Level 1.\nYou are here.\n"
        "Enter: go there  < >: stairs  m: next thing  @: you  Escape: back");
  app.handle(Input::special(Key::Right));
  CHECK(heard(speech, app) == "A floor: 1 east.");  // only the line that changed
  app.handle(Input::special(Key::Escape));
  (void)heard(speech, app);
  test::press(app, "x");
  CHECK(heard(speech, app).starts_with("Look: you, a lawful male human Caveman."));
  test::press(app, "l");
  CHECK(heard(speech, app) == "Look: a floor (1 east).");
}

TEST_CASE("a menu over a wide map is read without the map beside it", "[ui][speech]") {
  // Before: "g - 4 potions of healing ........", "j - a shimmering gold potion .,R@....".
  auto g = Game::from_ascii(test::catalog(),
                            "##########################################################\n"
                            "#........................................................#\n"
                            "#........................................................#\n"
                            "#......................................................@.#\n"
                            "#........................................................#\n"
                            "##########################################################\n",
                            1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  test::lit_and_empty(app.mutable_game());
  app.mutable_game().refresh_vision();
  app.set_size(80, 24);
  Speech speech;
  (void)heard(speech, app);
  test::press(app, "i");
  const std::string said = heard(speech, app);
  INFO(said);
  CHECK(said.find("a - ") != std::string::npos);
  CHECK(said.find('@') == std::string::npos);
  CHECK(said.find("..") == std::string::npos);
}

TEST_CASE(
    "in screen-reader mode, hit points are said as they fall, and where the hero is on "
    "coming back to the map",
    "[ui][speech]") {
  App app = hall_app(true);
  Speech speech;
  (void)heard(speech, app);
  Player& h = app.mutable_game().mutable_player();
  h.max_hp = 40;
  h.hp = 40;
  (void)heard(speech, app);
  h.hp = 37;  // less than a tenth: not said
  app.apply(Command::wait());
  CHECK(heard(speech, app).find("Hit points") == std::string::npos);
  h.hp = 30;  // a tenth or more since last said
  app.apply(Command::wait());
  CHECK(heard(speech, app).find("Hit points 30 of 40.") != std::string::npos);
  // The warning at half, then at a third, each once on the way down: told by the wound that
  // crosses the line (poison's, a point at a time).
  h.effects.push_back({EffectKind::Poison, 1000});
  const auto wounded_below = [&](int from, int below) {
    h.hp = from;
    for (int i = 0; i < 200 && h.hp >= below; ++i) app.apply(Command::wait());
    REQUIRE(h.hp == below - 1);
    return app.notices().text();
  };
  CHECK(wounded_below(21, 20) == "Hit points below half: 19 of 40.");
  CHECK(wounded_below(14, 14).find("*** LOW HIT POINTS: 13 of 40 ***") != std::string::npos);
  (void)heard(speech, app);
  test::press(app, "i");
  (void)heard(speech, app);
  app.handle(Input::special(Key::Escape));
  CHECK(heard(speech, app).find("Back on the map: dungeon level 1, ") != std::string::npos);
}

TEST_CASE("in screen-reader mode a walk ends at once, said once", "[ui][speech][walk]") {
  App app = hall_app(true);
  app.mutable_game().mutable_player().hp = 1;
  Speech speech;
  (void)heard(speech, app);
  app.handle(Input::character(U'v'));
  CHECK_FALSE(app.walking());  // no frames needed: it ended within its key
  const std::string said = heard(speech, app);
  CHECK(said.find("Rested ") != std::string::npos);
  CHECK(said.find("(×") != std::string::npos);  // its searches, folded
}

TEST_CASE("in screen-reader mode and in the history, a message about a monster says where it is",
          "[ui][speech][where]") {
  // Before: "The jackal bites you." with three jackals about and no way to tell which.
  App app = hall_app(true);
  Game& g = app.mutable_game();
  g.mutable_player().pos = {5, 1};
  test::put_monster(g, "jackal", {4, 1}, Mind::Hunting);
  g.refresh_vision();
  Speech speech;
  (void)heard(speech, app);
  g.mutable_player().max_hp = g.mutable_player().hp = 500;  // it lives through any bites
  std::string said;
  for (int i = 0; i < 20 && said.find("the jackal") == std::string::npos &&
                  said.find("The jackal") == std::string::npos;
       ++i) {
    app.apply(Command::wait());
    said += heard(speech, app);
  }
  INFO(said);
  // "The jackal bites you (west)." or "The jackal misses you (west)."
  CHECK((said.find("bites you (west).") != std::string::npos ||
         said.find("misses you (west).") != std::string::npos));
  const std::vector<std::string> history = message_history(app.game());
  bool placed = false;
  for (const std::string& line : history) placed |= line.find("you (west).") != std::string::npos;
  CHECK(placed);
  // Off screen-reader mode the message line keeps its words alone.
  Preferences p = app.settings().preferences();
  p.screen_reader = false;
  app.set_preferences(p);
  app.apply(Command::wait());
  const std::string plain = heard(speech, app);
  CHECK(plain.find("(west)") == std::string::npos);
}

TEST_CASE("in screen-reader mode a teleport says where the hero landed", "[ui][speech][where]") {
  // Before: "Your position suddenly seems very uncertain." and nothing of where.
  App app = hall_app(true);
  Game& g = app.mutable_game();
  const char letter = test::give(g, "teleportation");
  Speech speech;
  (void)heard(speech, app);
  const Vec before = g.hero().pos;
  app.apply(Command::use_item(Use::Read, letter));
  const std::string said = heard(speech, app);
  INFO(said);
  REQUIRE(app.game().hero().pos != before);
  CHECK(said.find("You land ") != std::string::npos);
  CHECK(said.find(" of where you were, on a floor.") != std::string::npos);
  const Vec d = app.game().hero().pos - before;
  // The words name the way it went: east when it went east, south when south.
  if (d.x > 0) CHECK(said.find(std::to_string(d.x) + " east") != std::string::npos);
  if (d.y > 0) CHECK(said.find(std::to_string(d.y) + " south") != std::string::npos);
}

}  // namespace test_speech
