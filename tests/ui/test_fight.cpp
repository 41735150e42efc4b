// The fight key (F, as DCSS's auto-fight): the nearest foe struck, or a step toward it; never
// a floating eye, a pet or a captive; refused at low hit points. On hand-drawn maps.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_fight {

using namespace dg;

namespace {

App hall() {
  return test::lit_app(
      "##########\n"
      "#.@......#\n"
      "#........#\n"
      "##########\n");
}

std::string top(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t.row_text(0);
}

bool struck(const Game& g) {
  for (const Event& e : g.events())
    if ((e.kind == EventKind::Hit || e.kind == EventKind::Miss) && e.actor == kHero) return true;
  return false;
}

}  // namespace

TEST_CASE("F strikes the nearest foe beside the hero, or steps toward one farther", "[ui][fight]") {
  App app = hall();
  Game& g = app.mutable_game();
  Monster& jackal = test::put_monster(g, "jackal", {3, 1}, Mind::Hunting);
  jackal.hp = jackal.max_hp = 200;  // it lives through the blow
  test::put_monster(g, "newt", {7, 2}, Mind::Asleep);
  g.refresh_vision();
  test::key(app, Input::character(U'F'));
  CHECK(struck(app.game()));
  CHECK(app.game().hero().pos == Vec{2, 1});

  App far = hall();
  test::put_monster(far.mutable_game(), "newt", {6, 1}, Mind::Asleep);
  far.mutable_game().refresh_vision();
  test::key(far, Input::character(U'F'));
  CHECK_FALSE(struck(far.game()));
  CHECK(far.game().hero().pos == Vec{3, 1});  // a step toward it
}

TEST_CASE("F never strikes a floating eye or a pet, and refuses at low hit points", "[ui][fight]") {
  App app = hall();
  Game& g = app.mutable_game();
  test::put_monster(g, "floating_eye", {3, 1}, Mind::Wandering);
  test::put_monster(g, "kitten", {1, 2}, Mind::Hunting).tame = true;
  g.refresh_vision();
  test::key(app, Input::character(U'F'));
  CHECK_FALSE(struck(app.game()));
  CHECK(app.game().turn() == 0);
  CHECK(top(app) == "No foe in sight to fight.");

  App hurt = hall();
  test::put_monster(hurt.mutable_game(), "jackal", {3, 1}, Mind::Hunting);
  hurt.mutable_game().mutable_player().hp = 3;  // of 16
  hurt.mutable_game().refresh_vision();
  test::key(hurt, Input::character(U'F'));
  CHECK(hurt.game().turn() == 0);
  CHECK(top(hurt).rfind("You are too badly hurt to fight without thinking (3 of 16 hit points)",
                        0) == 0);
}

TEST_CASE("F steps toward a foe seen down a corridor not yet walked", "[ui][fight]") {
  // Before: "The kobold is 11 east, with no way to it that you know." with the corridor open.
  App app = hall();
  Game& g = app.mutable_game();
  test::put_monster(g, "newt", {8, 1}, Mind::Asleep);
  g.refresh_vision();
  // Only the hero's cell and the one east are remembered: the rest is seen but not known.
  for (int x = 4; x <= 8; ++x) g.mutable_level().memory[{x, 1}].seen = false;
  for (int x = 1; x <= 8; ++x) g.mutable_level().memory[{x, 2}].seen = false;
  test::key(app, Input::character(U'F'));
  CHECK(app.game().hero().pos == Vec{3, 1});
}

TEST_CASE("V casts the last spell again at the nearest foe in a line, and says when it cannot",
          "[ui][fight]") {
  App app = hall();
  Game& g = app.mutable_game();
  test::key(app, Input::character(U'V'));
  CHECK(top(app).find("You don't know any spells.") != std::string::npos);
  g.mutable_player().spells.push_back(g.catalog().find_item("book_force_bolt"));
  g.mutable_player().pw = g.mutable_player().max_pw = 50;
  test::key(app, Input::character(U'V'));
  CHECK(top(app).find("You have cast no spell yet: Z casts one") != std::string::npos);
  // Cast once by hand, east at nothing (with motion reduced: drawn whole at once).
  test::set_motion(app, Motion::Reduced);
  test::key(app, Input::character(U'Z'));
  test::key(app, Input::character(U'a'));
  test::key(app, Input::character(U'l'));
  const int pw = app.game().hero().pw;
  REQUIRE(pw < 50);
  // Its path is drawn for a moment and then gone, with no key pressed (issue 60, case 15).
  CHECK(test::screen(app).find("@------") != std::string::npos);
  for (int frame = 1; frame < App::kFlashFrames; ++frame) CHECK_FALSE(app.advance());
  CHECK(app.advance());  // the frame it goes: drawn again
  CHECK_FALSE(app.animating());
  CHECK(test::screen(app).find("@......") != std::string::npos);
  // A foe not in any of the eight lines is not aimed at: said where it is, no power spent.
  const int jackal = test::put_monster(g, "jackal", {5, 2}, Mind::Asleep).id;
  g.refresh_vision();
  test::key(app, Input::character(U'V'));
  CHECK(top(app).find("No foe in line for the force bolt: the jackal is 3 east, 1 south.") !=
        std::string::npos);
  CHECK(app.game().hero().pw == pw);
  // One in a line (south-east): the bolt flies through its cell (a caveman's cast may fail:
  // again, wherever the newt has gone).
  g.mutable_level().monsters.remove(g.level().monster_by_id(jackal));
  const int newt = test::put_monster(g, "newt", {3, 2}, Mind::Asleep).id;
  g.refresh_vision();
  bool at_newt = false;
  for (int tries = 0; tries < 10 && !at_newt && app.game().level().monster_by_id(newt); ++tries) {
    const Vec was = app.game().level().monster_by_id(newt)->pos;
    test::key(app, Input::character(U'V'));
    for (const Event& e : app.game().events())
      if (e.kind == EventKind::Bolt)
        at_newt = std::find(e.path.begin(), e.path.end(), was) != e.path.end();
  }
  CHECK(app.game().hero().pw < pw);
  INFO(test::screen(app));
  CHECK(at_newt);
  // Badly hurt, it refuses, as F does.
  g.mutable_player().hp = 2;
  test::key(app, Input::character(U'V'));
  CHECK(top(app).find("You are too badly hurt to cast without thinking") != std::string::npos);
}

}  // namespace test_fight
