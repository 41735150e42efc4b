// Saving through the App: S saves, a new App restores, death deletes the save, and a save
// that cannot be restored is explained and set aside (never lost) before a new game.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "core/high_scores.hpp"
#include "core/save.hpp"
#include "fake_services.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_saves {

using namespace dg;
using namespace dg::test;

TEST_CASE("S saves; the next start restores the same game", "[ui][save]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 21);
  app.session().set_save_slot(&slot);
  press(app, "ysss");
  REQUIRE(app.playing());
  const std::uint64_t hash = app.game().state_hash();
  const Game saved = app.game();
  press(app, "S");
  CHECK(app.quit_requested());
  REQUIRE(slot.bytes);

  App next(test::content(), wizard_factory(), 99);
  next.session().set_save_slot(&slot);
  REQUIRE(next.session().resume() == Session::Resume::Resumed);
  CHECK(next.game().state_hash() == hash);
  CHECK(next.game() == saved);  // the whole state, not only what the hash reads
  CHECK(next.game().turn() == 3);
  CHECK(screen(next).find("Welcome back! Your game was restored at turn 3.") != std::string::npos);
}

TEST_CASE("death deletes the save and enters the high scores", "[ui][save]") {
  MemorySaveSlot slot, scores;
  scores.bytes = "damaged";  // a damaged table is set aside, not lost
  App app(test::content(), plain_factory(), 5);
  app.session().set_save_slot(&slot);
  app.session().scores().set_slot(&scores);
  press(app, "y");
  REQUIRE(app.session().save());
  REQUIRE(slot.bytes);
  die_to_a_minotaur(app);
  CHECK_FALSE(slot.bytes);
  CHECK_FALSE(app.session().save());  // nothing to save once dead
  CHECK(scores.backup == std::optional<std::string>("damaged"));
  REQUIRE(scores.bytes);
  auto table = decode_scores(*scores.bytes);
  REQUIRE(table.ok());
  REQUIRE(table.value().size() == 1);
  CHECK(table.value()[0].end == "killed by a minotaur");
  CHECK(app.session().scores().last_rank() == 0);
  CHECK(screen(app).find("High scores") != std::string::npos);
  CHECK(screen(app).find("1. 0  " + test::catalog().characters.describe(app.game().hero().who) +
                         ", killed by a minotaur on level 1") != std::string::npos);
}

TEST_CASE("the death screen says what the score counts; a wizard's run is not entered",
          "[ui][save][scores]") {
  for (const bool wizard : {false, true}) {
    MemorySaveSlot scores;
    App app(test::content(), wizard ? wizard_factory() : plain_factory(), 5);
    app.session().scores().set_slot(&scores);
    press(app, "y");
    app.mutable_game().mutable_player().gold = 1914;
    app.mutable_game().mutable_player().start_gold = 1664;
    app.mutable_game().mutable_player().gold_found = 250;  // the score: gold found (r38)
    die_to_a_minotaur(app);
    const std::string s = screen(app);
    CHECK(s.find("Score:   250 (the gold you found)") != std::string::npos);
    CHECK(s.find("Gold:    1914 (1664 of it you began with)") != std::string::npos);
    CHECK(s.find("Depth:   dungeon level 1") != std::string::npos);
    if (wizard) {
      CHECK(s.find("Wizard mode: not entered in the high scores.") != std::string::npos);
      CHECK_FALSE(scores.bytes);
      CHECK(app.session().scores().last_rank() == -1);
    } else {
      CHECK(s.find("Wizard mode") == std::string::npos);
      REQUIRE(scores.bytes);
      CHECK(s.find("killed by a minotaur on level 1") != std::string::npos);
    }
  }
}

TEST_CASE("a save that cannot be restored is explained and kept aside", "[ui][save]") {
  MemorySaveSlot slot;
  slot.bytes = "{\"game\": \"deepglyph\", \"version\": 1, \"seed\": \"3\"";  // cut short
  App app(test::content(), wizard_factory(), 5);
  app.session().set_save_slot(&slot);
  CHECK(app.session().resume() == Session::Resume::Failed);
  CHECK_FALSE(app.playing());
  const std::string s = screen(app);
  CHECK(s.find("Your saved game could not be restored.") != std::string::npos);
  CHECK(s.find("The save is damaged") != std::string::npos);
  press(app, "x");
  CHECK(screen(app).find("Press y for a new game, e to export the save, or q to quit.") !=
        std::string::npos);
  press(app, "y");
  CHECK(screen(app).find("[ynq]") != std::string::npos);
  CHECK(screen(app).find("The old save was kept aside as the backup.") != std::string::npos);
  CHECK_FALSE(slot.bytes);
  CHECK(slot.backup ==
        std::optional<std::string>("{\"game\": \"deepglyph\", \"version\": 1, \"seed\": \"3\""));
}

TEST_CASE("on the web, S says the game is saved and any key carries on", "[ui][save]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 8);
  app.session().set_save_slot(&slot);
  test::FakeServices services;
  services.exits = false;
  app.set_services(&services);
  press(app, "ys");
  const std::uint64_t hash = app.game().state_hash();
  const Game saved = app.game();
  press(app, "S");
  CHECK_FALSE(app.playing());
  CHECK(screen(app).find("Your game is saved.") != std::string::npos);
  press(app, " ");
  REQUIRE(app.playing());
  CHECK(app.game().state_hash() == hash);
  CHECK(app.game() == saved);
}

TEST_CASE("the death screen offers the run as a replay and as a morgue record", "[ui][save]") {
  std::map<std::string, std::string> files;
  App app(test::content(), wizard_factory(), 5);
  test::FakeServices services;
  services.file = [&](const std::string& name, const std::string& text) {
    files[name] = text;
    return "Saved " + name + ".";
  };
  app.set_services(&services);
  press(app, "nvd");  // a dwarvish Valkyrie
  die_to_a_minotaur(app);
  CHECK(screen(app).find("r - download this run as a replay") != std::string::npos);
  press(app, "r");
  CHECK(screen(app).find("Saved deepglyph-5-replay.json.") != std::string::npos);
  press(app, "d");
  REQUIRE(files.count("deepglyph-5-replay.json") == 1);
  REQUIRE(files.count("deepglyph-5-morgue.txt") == 1);
  // The replay plays back to the very end of the run.
  auto replay = decode_save(test::catalog(), files["deepglyph-5-replay.json"]);
  INFO((replay.ok() ? std::string() : replay.error()));
  REQUIRE(replay.ok());
  CHECK(replay.value().run().over);
  CHECK(replay.value().state_hash() == app.game().state_hash());
  CHECK(replay.value() == app.game());
  const std::string& morgue = files["deepglyph-5-morgue.txt"];
  CHECK(morgue.rfind("Deepglyph " DG_PROJECT_VERSION " (rules r39): the run of", 0) ==
        0);  // which game, under which rules
  for (const char* part :
       {"the run of a lawful female dwarvish Valkyrie", "Died: killed by a minotaur", "Inventory:",
        "a - a +1 long sword (weapon in hand)", "Last messages:", "Dungeon level 1:", "@", "St:"})
    CHECK(morgue.find(part) != std::string::npos);
  // m shows the messages, as in play (a phone's msgs key once downloaded the morgue instead);
  // Escape comes back to the death screen.
  files.clear();
  press(app, "m");
  CHECK(files.empty());
  CHECK(screen(app).find(" Messages") != std::string::npos);
  CHECK(screen(app).find("minotaur") != std::string::npos);
  app.handle(Input::special(Key::Escape));
  CHECK(screen(app).find("d - download the morgue record") != std::string::npos);
  // A tap on the new-game line presses its key: back to the title.
  Terminal t(80, 24);
  app.draw(t);
  int row = -1;
  for (int y = 0; y < t.height() && row < 0; ++y)
    if (t.row_text(y).find("n - a new game") != std::string::npos) row = y;
  REQUIRE(row >= 0);
  CHECK(app.handle_pointer(Input::pointer(Key::Click, 50, row), t));
  CHECK_FALSE(app.playing());
  CHECK(screen(app).find("watch a replay") != std::string::npos);  // the title
}

TEST_CASE("the saved game can be exported, and the title asks for one to import", "[ui][save]") {
  MemorySaveSlot slot;
  std::map<std::string, std::string> files;
  App app(test::content(), wizard_factory(), 8);
  app.session().set_save_slot(&slot);
  int asked = 0;
  test::FakeServices services;
  services.exits = false;
  services.file = [&](const std::string& name, const std::string& text) {
    files[name] = text;
    return "Downloading " + name + ".";
  };
  services.import = [&] {
    ++asked;
    return std::string("Choose a saved game.");
  };
  app.set_services(&services);
  CHECK(screen(app).find("i - import a saved game from a file") != std::string::npos);
  press(app, "i");
  CHECK(asked == 1);
  CHECK(screen(app).find("Choose a saved game.") != std::string::npos);
  press(app, "ysS");
  CHECK(screen(app).find("e - export the save to a file") != std::string::npos);
  press(app, "e");
  REQUIRE(files.count("deepglyph-8-save.json") == 1);
  CHECK(files["deepglyph-8-save.json"] == *slot.bytes);
  CHECK(screen(app).find("Downloading deepglyph-8-save.json.") != std::string::npos);
  press(app, " ");  // and play on
  CHECK(app.playing());
}

}  // namespace test_saves
