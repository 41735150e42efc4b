// Watching a recorded run: from a file's text (the title's r on the web, --replay on the
// desktop), step by step, never saving, and back to the player's own run afterwards.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "core/save.hpp"
#include "fake_services.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_replay_watch {

using namespace dg;
using namespace dg::test;

namespace {

// A run of six commands from seed 12, as the death screen's replay file holds it.
std::string recorded_run() {
  App app(test::content(), wizard_factory(), 12);
  press(app, "ysslsjs");
  return encode_save(app.game());
}

}  // namespace

TEST_CASE("a replay plays the run back step by step, without saving", "[ui][replay]") {
  const std::string recorded = recorded_run();
  auto record = read_save(test::catalog(), recorded);
  REQUIRE(record.ok());
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 1);
  app.session().set_save_slot(&slot);
  REQUIRE(app.session().watch_replay(recorded, "run.json"));
  CHECK(app.game().turn() == 0);
  CHECK(app.game().run().seed == 12);
  CHECK(screen(app).find("Replay 0/6") != std::string::npos);
  CHECK(screen(app).find("Watching run.json.") != std::string::npos);
  press(app, " ");
  CHECK(screen(app).find("Replay 1/6") != std::string::npos);
  press(app, "z");
  CHECK(screen(app).find("Replay: space steps") != std::string::npos);
  app.handle(Input::special(Key::Enter));
  CHECK(screen(app).find("Replay 6/6 (the end)") != std::string::npos);
  CHECK(app.game().state_hash() == record.value().hash);
  CHECK_FALSE(app.session().save());  // watching never overwrites the player's save
  CHECK_FALSE(slot.bytes);
  press(app, "q");
  CHECK_FALSE(app.playing());
  CHECK(screen(app).find("[ynq]") != std::string::npos);  // no run in progress: the title
}

TEST_CASE("the title's r asks for a replay file; a bad one is explained", "[ui][replay]") {
  App app(test::content(), wizard_factory(), 3);
  CHECK(screen(app).find("r - watch a replay") != std::string::npos);
  press(app, "r");
  CHECK(screen(app).find("Watching replays is not available here.") != std::string::npos);
  int asked = 0;
  test::FakeServices services;
  services.replay = [&] {
    ++asked;
    return std::string("Choose a replay.");
  };
  app.set_services(&services);
  press(app, "r");
  CHECK(asked == 1);
  CHECK(screen(app).find("Choose a replay.") != std::string::npos);
  for (const std::string bad : {"", "not json", R"({"game":"other","version":1})"}) {
    CHECK_FALSE(app.session().watch_replay(bad, "x.json"));
    CHECK_FALSE(app.playing());
    CHECK(app.notices().text().rfind("Cannot replay x.json: ", 0) == 0);
    CHECK(app.notices().text().size() > std::string("Cannot replay x.json: ").size());
  }
}

TEST_CASE("leaving a replay returns to the run in progress", "[ui][replay]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 40);
  app.session().set_save_slot(&slot);
  press(app, "ysss");
  const auto own = app.game().state_hash();
  REQUIRE_FALSE(slot.bytes);
  REQUIRE(app.session().watch_replay(recorded_run(), "run.json"));  // saves the run first
  REQUIRE(slot.bytes);
  app.handle(Input::special(Key::Enter));
  CHECK(app.game().run().seed == 12);
  app.handle(Input::special(Key::Escape));
  REQUIRE(app.playing());
  CHECK(app.game().state_hash() == own);
  CHECK(screen(app).find("Welcome back!") != std::string::npos);
}

TEST_CASE("a replay's long notice wraps, never held at a --More-- it cannot answer",
          "[ui][replay]") {
  App app(test::content(), wizard_factory(), 1);
  REQUIRE(app.session().watch_replay(recorded_run(), "run.json"));
  press(app, "z");  // the replay's key hint: wider than 40 columns
  Terminal t(40, 12);
  app.draw(t);
  CHECK(t.row_text(0) == "Replay: space steps, f jumps 50, Enter");
  CHECK(t.row_text(1) == "goes to the end, q leaves.");
  CHECK(t.to_string().find("--More--") == std::string::npos);
  press(app, " ");  // and the keys still step
  app.draw(t);
  CHECK(t.row_text(11).rfind("Replay 1/6", 0) == 0);
}

TEST_CASE("a run without its pet is watched without it, to the same end", "[ui][replay][pet]") {
  auto c = test::catalog().characters.parse("wizard-human-male-neutral");
  REQUIRE(c.ok());
  auto made = Game::new_game(test::catalog(), 12, c.value(), true, false);
  REQUIRE(made.ok());
  App recorder(test::content(), std::move(made.value()));
  press(recorder, "sslsjs");
  const std::string recorded = encode_save(recorder.game());
  App app(test::content(), wizard_factory(), 1);
  REQUIRE(app.session().watch_replay(recorded, "run.json"));
  app.handle(Input::special(Key::Enter));
  CHECK(app.game().state_hash() == recorder.game().state_hash());
  for (const Monster& m : app.game().level().monsters) CHECK_FALSE(m.tame);
}

TEST_CASE("a replay that does not reach the game it recorded says so, at its start and end",
          "[ui][replay]") {
  // Before: a link re-packed with another seed, or with a wrong hash, played a different run
  // to its end with no warning.
  const std::string recorded = recorded_run();
  const std::string seed = "\"seed\":\"12\"";
  REQUIRE(recorded.find(seed) != std::string::npos);
  std::string reseeded = recorded;
  reseeded.replace(reseeded.find(seed), seed.size(), "\"seed\":\"13\"");
  App app(test::content(), wizard_factory(), 1);
  REQUIRE(app.session().watch_replay(reseeded, "this link"));
  CHECK(
      screen(app, 300, 24)
          .find(
              "Watching this link. Beware: it does not replay to the game it recorded (it ends in "
              "another game than the one it recorded); its end will say so again.") !=
      std::string::npos);
  app.handle(Input::special(Key::Enter));
  CHECK(screen(app, 300, 24).find("Replay 6/6 (the end: not the game it recorded)") !=
        std::string::npos);
  CHECK(screen(app, 300, 24)
            .find("This replay did not reach the game it recorded: it ends in "
                  "another game than the one it recorded. It was changed, or "
                  "made by a build whose rules differ.") != std::string::npos);
  // The same run as recorded says nothing of the kind.
  App fine(test::content(), wizard_factory(), 1);
  REQUIRE(fine.session().watch_replay(recorded, "this link"));
  CHECK(screen(fine, 300, 24).find("Beware") == std::string::npos);
}

}  // namespace test_replay_watch
