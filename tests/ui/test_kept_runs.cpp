// Runs kept under other rules (ui/shell/kept_runs.hpp, ui/screens/runs_screen.cpp): listed when
// there is more than one run in progress, played on the engine of their rules, never deleted.
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "core/rules.hpp"
#include "core/save.hpp"
#include "fake_services.hpp"
#include "test_content.hpp"

namespace test_kept_runs {

using namespace dg;
using namespace dg::test;

namespace {
bool shows(const App& app, const std::string& text) {
  return screen(app, 200, 30).find(text) != std::string::npos;
}
std::string saved_run() {
  App app(test::content(), wizard_factory(), 5);
  MemorySaveSlot slot;
  app.session().set_save_slot(&slot);
  press(app, "y");
  press(app, "s");
  REQUIRE(app.session().save());
  return *slot.bytes;
}
}  // namespace

TEST_CASE("with a run kept under other rules, the runs in progress are listed",
          "[ui][save][rules]") {
  MemorySaveSlot slot;
  slot.bytes = saved_run();
  MemoryKeptRuns kept;
  kept.runs = {{8, "Samurai (human), turn 96", "deepglyph.save-r8", true, ""},
               {7, "Wizard (elf), turn 12", "deepglyph.save-r7", false, ""}};
  App app(test::content(), wizard_factory(), 6);
  app.session().set_save_slot(&slot);
  app.session().set_kept_runs(&kept);
  app.session().show_runs();
  CHECK_FALSE(app.playing());
  CHECK(shows(app, "Runs in progress"));
  CHECK(shows(app, "1 - your run under this version's rules (r39)"));
  CHECK(shows(app,
              "2 - Samurai (human), turn 96, begun under rules r8 (never released): plays "
              "on that version"));
  CHECK(shows(app,
              "3 - Wizard (elf), turn 12, begun under rules r7 (never released): no engine "
              "for it here"));
  press(app, "2");
  CHECK(kept.played == 8);  // the platform goes to the engine that plays it
  press(app, "3");
  CHECK(kept.played == 8);  // no engine: told where it is kept, never deleted
  CHECK(shows(app,
              "No engine that plays r7 is at hand here. No release played those rules; the "
              "run is kept in deepglyph.save-r7. Press e to export it whole."));
  std::string offered;
  test::FakeServices services;
  services.file = [&](const std::string& name, const std::string& text) {
    offered = name + ": " + text;
    return "offered";
  };
  app.set_services(&services);
  press(app, "e");
  CHECK(offered == "deepglyph-r7-save.json: save of Wizard (elf), turn 12");
  press(app, "1");
  CHECK(app.playing());  // this version's own run goes on here
  CHECK(app.game().turn() == 1);
}

TEST_CASE("one run kept under other rules is pointed to from the title", "[ui][save][rules]") {
  MemorySaveSlot slot;  // this version has no run
  MemoryKeptRuns kept;
  kept.runs = {{8, "Samurai (human), turn 96", "save-r8.json", false, ""}};
  App app(test::content(), wizard_factory(), 6);
  app.session().set_save_slot(&slot);
  app.session().set_kept_runs(&kept);
  app.session().show_runs();
  CHECK(app.session().on_title());
  CHECK(shows(app, "A run begun under rules r8 (never released) is kept: press k to see it."));
  press(app, "k");
  // Drawn on a cleared screen: none of the title's lines shows between the runs.
  for (const char* title : {"Shall I pick", "press k to see it", "Deepglyph"})
    CHECK_FALSE(shows(app, title));
  CHECK(shows(app, "1 - Samurai (human), turn 96, begun under rules r8"));
  CHECK(shows(app, "n - a new game under r39"));
  press(app, "n");
  CHECK(app.session().on_title());
  press(app, "y");
  CHECK(app.playing());  // a new game in this version's own slot
}

TEST_CASE("with no other runs, the start resumes as it always did", "[ui][save][rules]") {
  MemorySaveSlot slot;
  slot.bytes = saved_run();
  MemoryKeptRuns kept;
  App app(test::content(), wizard_factory(), 6);
  app.session().set_save_slot(&slot);
  app.session().set_kept_runs(&kept);
  app.session().show_runs();
  CHECK(app.playing());
  CHECK(shows(app, "Welcome back! Your game was restored at turn 1."));
}

namespace {
// A save as the engine of rules r8 writes it: this engine's own save under another "version".
std::string saved_under_r8() {
  std::string bytes = saved_run();
  const std::string mine = "\"version\":" + std::to_string(rules_id());
  const auto at = bytes.find(mine);
  REQUIRE(at != std::string::npos);
  return bytes.replace(at, mine.size(), "\"version\":8");
}
// A title screen with an empty slot of its own, and runs of other rules kept by `kept`.
struct WithKeptRuns {
  MemorySaveSlot slot;
  MemoryKeptRuns kept;
  App app{test::content(), wizard_factory(), 6};
  WithKeptRuns() {
    app.session().set_save_slot(&slot);
    app.session().set_kept_runs(&kept);
  }
};
}  // namespace

TEST_CASE("an imported save of other rules is kept in their slot and played on their engine",
          "[ui][save][rules]") {
  WithKeptRuns w;
  auto& [slot, kept, app] = w;
  const std::string r8 = saved_under_r8();
  CHECK(app.session().import_save(r8, "run.json"));
  CHECK(kept.imported == r8);  // whole, into the r8 slot
  CHECK(kept.played == 8);     // and on to the engine of r8
  CHECK_FALSE(slot.bytes);     // this engine's own slot untouched
  CHECK_FALSE(app.playing());
}

TEST_CASE("an imported save of other rules whose slot holds a run is refused, nothing lost",
          "[ui][save][rules]") {
  WithKeptRuns w;
  auto& [slot, kept, app] = w;
  kept.runs = {{8, "Samurai (human), turn 96", "deepglyph.save-r8", true, ""}};
  CHECK_FALSE(app.session().import_save(saved_under_r8(), "run.json"));
  CHECK(kept.imported.empty());
  CHECK(kept.played == -1);
  CHECK(app.notices().text() ==
        "Cannot import run.json: a run played under those rules is kept already.");
}

TEST_CASE("a replay file of other rules is watched on their engine", "[ui][save][rules]") {
  WithKeptRuns w;
  auto& [slot, kept, app] = w;
  const std::string r8 = saved_under_r8();
  CHECK(app.session().watch_replay(r8, "replay.json"));
  CHECK(kept.watched == r8);
  CHECK(kept.played == 8);
  // This engine's own replays are watched here, as before.
  CHECK(app.session().watch_replay(saved_run(), "mine.json"));
  CHECK(kept.watched == r8);
  CHECK(app.playing());
}

TEST_CASE("a replay file of rules no engine here plays is refused in words that name them",
          "[ui][save][rules]") {
  WithKeptRuns w;
  auto& [slot, kept, app] = w;
  kept.engines = false;
  CHECK_FALSE(app.session().watch_replay(saved_under_r8(), "replay.json"));
  CHECK(kept.played == -1);
  CHECK(app.notices().text().rfind("Cannot replay replay.json: This run was played under rules r8",
                                   0) == 0);
}

TEST_CASE("a run whose engine leaves soon is told on the title and the runs screen",
          "[ui][save][rules]") {
  MemorySaveSlot slot;
  MemoryKeptRuns kept;
  const std::string leaving =
      "its engine (rules r8) stays on this site only until 2027-01-05, so finish the run by then";
  kept.runs = {{8, "Samurai (human), turn 96", "deepglyph.save-r8", true, leaving},
               {7, "Wizard (elf), turn 12", "deepglyph.save-r7", true, ""}};
  App app(test::content(), wizard_factory(), 6);
  app.session().set_save_slot(&slot);
  app.session().set_kept_runs(&kept);
  app.session().show_runs();
  CHECK(shows(app,
              "1 - Samurai (human), turn 96, begun under rules r8 (never released): plays "
              "on that version; " +
                  leaving));
  CHECK_FALSE(shows(app,
                    "Wizard (elf), turn 12, begun under rules r7 (never released): plays "
                    "on that version;"));
  press(app, "n");
  REQUIRE(app.session().on_title());
  CHECK(shows(app, "Samurai (human), turn 96: " + leaving + "."));
  CHECK_FALSE(shows(app, "Wizard (elf), turn 12:"));
}

}  // namespace test_kept_runs
