// The tutorial's lessons ask what can be done from wherever the student stands: each lesson is
// played, by what it asks alone, from every cell the lesson before it can leave the hero on
// (ui/shell/tutorial.hpp: words that follow the level; content/tutorial.hpp: a lesson's monster
// placed as it begins).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "content/content.hpp"
#include "core/world/step_rule.hpp"
#include "test_content.hpp"
#include "tutorial_student.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/tutorial.hpp"
#include "ui/text/terminal.hpp"

namespace test_tutorial_anywhere {

using namespace dg;

namespace {

App tutorial_app() {
  App app(test::content(), test::plain_factory(), 5);
  app.set_size(80, 24);
  test::press(app, "t");
  REQUIRE(app.session().tutorial());
  return app;
}

// One turn of a student who does what the lesson asks, key by key as the screen names them
// ([l], [Escape]); a --More-- is paged. False when the screen asks for no key.
bool student_turn(App& app) {
  Terminal t(80, 24);
  app.draw(t);
  if (t.row_text(0).find("--More--") != std::string::npos) {
    app.handle(Input::special(Key::Enter));
    return true;
  }
  bool pressed = false;
  for (const std::string& k : test::keys_in(test::asked(t))) {
    app.handle(test::input_for(k));
    pressed = true;
    while (app.walking()) app.advance();
  }
  return pressed;
}

// Lesson `lesson` has done every step that waits for something: what is left (a walk on)
// stays until the next lesson begins.
bool lesson_done(const TutorialRun& run, int lesson) {
  if (run.finished() || run.lesson_number() - 1 > lesson) return true;
  if (run.lesson_number() - 1 < lesson) return false;
  const auto& steps = run.lesson()->steps;
  for (std::size_t s = run.step(); s < steps.size(); ++s)
    if (!steps[s].done.empty()) return false;
  return true;
}

// Plays until lesson `lesson` is done; false if the student stalls (200 turns).
bool play_until_done(App& app, int lesson) {
  for (int turn = 0; turn < 200; ++turn) {
    if (lesson_done(*app.session().tutorial(), lesson)) return true;
    if (!student_turn(app)) return false;
  }
  return false;
}

// Every cell the hero can stand on from where they are without beginning another lesson:
// over floor and doors (not a locked one), not on a creature or a known trap.
std::vector<Vec> cells_to_roam(const Game& game, const TutorialRun& run) {
  const Level& level = game.level();
  const TileTable& tiles = game.catalog().tiles;
  const TutorialBook& book = run.book();
  auto unbegun_mark = [&](Vec p) {
    for (int i = run.lesson_number(); i < run.lesson_count(); ++i) {
      const TutorialLesson& l = book.lessons[static_cast<std::size_t>(i)];
      if (l.level == game.depth() && l.at == p) return true;
    }
    return false;
  };
  auto known_trap = [&](Vec p) {
    for (const Trap& t : level.traps)
      if (t.pos == p && !t.hidden) return true;
    return false;
  };
  std::vector<Vec> cells{game.hero().pos};
  Array2D<int> seen(level.width(), level.height(), 0);
  seen[game.hero().pos] = 1;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (Dir d : kAllDirs) {
      const Vec a = cells[i], b = a + offset(d);
      if (!level.contains(b) || seen[b]) continue;
      const StepBlock block = step_block(tiles, level.tiles[a], level.tiles[b], a, b);
      if (block != StepBlock::None && block != StepBlock::ClosedDoor) continue;
      seen[b] = 1;
      if (unbegun_mark(b) || known_trap(b) || level.monster_at(b)) continue;
      cells.push_back(b);
    }
  return cells;
}

}  // namespace

TEST_CASE("every lesson is done from every cell the lesson before it can leave the hero on",
          "[ui][tutorial][slow]") {
  App app = tutorial_app();
  const int count = app.session().tutorial()->lesson_count();
  int plays = 0;
  for (int lesson = 0; lesson + 1 < count; ++lesson) {
    INFO("lesson " << lesson + 1 << ", " << test::screen(app));
    REQUIRE(play_until_done(app, lesson));
    const Game before = app.session().game();
    const TutorialRun run = *app.session().tutorial();
    // The next lesson already began (the stairs' lesson ends on the next level's first).
    if (run.lesson_number() - 1 > lesson) continue;
    for (const Vec from : cells_to_roam(before, run)) {
      App student = tutorial_app();
      student.session().mutable_game() = before;
      *student.session().tutorial() = run;
      student.session().mutable_game().mutable_player().pos = from;
      student.session().mutable_game().refresh_vision();
      INFO("lesson " << lesson + 2 << " from " << from.x << "," << from.y << " on level "
                     << before.depth());
      const bool done = play_until_done(student, lesson + 1);
      INFO(test::screen(student));
      REQUIRE(done);
      CHECK(student.game().hero().hp >= 5);  // and never near death
      ++plays;
    }
  }
  WARN("lessons played from " << plays << " cells");
  CHECK(plays > 300);
}

}  // namespace test_tutorial_anywhere
