// What a command did, drawn over the map for a moment from its events (ui/play/flashes.cpp):
// a blow's cell turns red (hit) or grey (miss), a kill's brighter red, a thrown dart's trail
// blue, then the map is as it was. On a hand-drawn hall at 80x24.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_flashes {

using namespace dg;

namespace {

// The colours a player sees behind the cell (written out here, not read from the code).
constexpr Color kHitBack{150, 25, 25};
constexpr Color kKillBack{210, 40, 30};
constexpr Color kMissBack{75, 75, 75};
constexpr Color kFlightBack{40, 50, 110};

// Reduced motion: each moment drawn still, as it ends, the whole moment long (what moves is
// tested in test_motion.cpp).
void still(App& app) {
  test::set_motion(app, Motion::Reduced);
}

App hall() {
  App app = test::lit_app(
      "############\n"
      "#.@........#\n"
      "#..........#\n"
      "############\n");
  still(app);
  return app;
}

Terminal drawn(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t;
}

bool has(const App& app, EventKind kind) {
  for (const Event& e : app.last_events())
    if (e.kind == kind) return true;
  return false;
}

// The last blow struck at monster `id` in the last command's events (the one drawn on top).
const Event* last_blow_at(const App& app, int id) {
  const Event* last = nullptr;
  for (const Event& e : app.last_events())
    if ((e.kind == EventKind::Hit || e.kind == EventKind::Miss) && e.target == id) last = &e;
  return last;
}

// The frames of the moment, one by one, and the map drawn again after the last.
void let_the_moment_pass(App& app) {
  for (int frame = 1; frame < App::kFlashFrames; ++frame) CHECK_FALSE(app.advance());
  CHECK(app.advance());
  CHECK_FALSE(app.animating());
}

}  // namespace

TEST_CASE("a blow flashes its cell red when it hits, grey when it misses", "[ui][flashes]") {
  App app = hall();
  Game& g = app.mutable_game();
  Monster& jackal = test::put_monster(g, "jackal", {3, 1}, Mind::Asleep);
  jackal.hp = jackal.max_hp = 500;  // it lives through every blow
  g.refresh_vision();
  const Vec at = test::find_glyph(drawn(app), U'd');
  REQUIRE(at.x >= 0);
  const Color before = drawn(app).at(at.x, at.y).bg;
  bool hit = false, missed = false;
  for (int tries = 0; tries < 40 && !(hit && missed); ++tries) {
    test::key(app, Input::character(U'l'));
    const Event* blow = last_blow_at(app, jackal.id);
    REQUIRE(blow);
    CHECK(app.animating());
    const Cell c = drawn(app).at(at.x, at.y);
    CHECK(c.glyph == U'd');  // the jackal is still drawn, only its ground changes
    if (blow->kind == EventKind::Hit) {
      CHECK(c.bg == kHitBack);
      hit = true;
    } else {
      CHECK(c.bg == kMissBack);
      missed = true;
    }
    let_the_moment_pass(app);
    CHECK(drawn(app).at(at.x, at.y).bg == before);
  }
  CHECK(hit);
  CHECK(missed);
}

TEST_CASE("a kill flashes bright red where the monster fell", "[ui][flashes]") {
  App app = hall();
  Game& g = app.mutable_game();
  const int newt = test::put_monster(g, "newt", {3, 1}, Mind::Asleep).id;
  g.refresh_vision();
  const Vec at = test::find_glyph(drawn(app), U':');
  REQUIRE(at.x >= 0);
  for (int tries = 0; tries < 40 && g.level().monster_by_id(newt); ++tries) {
    if (Monster* m = g.mutable_level().monster_by_id(newt)) m->hp = 1;
    test::key(app, Input::character(U'l'));
  }
  REQUIRE_FALSE(g.level().monster_by_id(newt));
  REQUIRE(has(app, EventKind::Kill));
  CHECK(drawn(app).at(at.x, at.y).bg == kKillBack);
  let_the_moment_pass(app);
  CHECK(drawn(app).at(at.x, at.y).bg != kKillBack);
}

TEST_CASE("a thrown dart leaves a trail behind it for a moment", "[ui][flashes]") {
  App app = hall();
  Game& g = app.mutable_game();
  test::give(g, "dart", 3);
  test::key(app, Input::character(U'f'));
  test::key(app, Input::character(U'l'));
  REQUIRE(has(app, EventKind::Flight));
  const Terminal t = drawn(app);
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(hero.x >= 0);
  // The cells east of the hero, up to the one where the dart lies (the wall stops it).
  const Vec lies = test::find_glyph(t, U')');
  REQUIRE(lies.y == hero.y);
  REQUIRE(lies.x > hero.x + 2);
  for (int x = hero.x + 1; x < lies.x; ++x) CHECK(t.at(x, hero.y).bg == kFlightBack);
  CHECK(t.at(hero.x, hero.y).bg != kFlightBack);  // not where it was thrown from
  let_the_moment_pass(app);
  CHECK(drawn(app).at(hero.x + 1, hero.y).bg != kFlightBack);
}

TEST_CASE("a step with nothing to show draws no moment", "[ui][flashes]") {
  App app = hall();
  test::key(app, Input::character(U'j'));
  // A step is an event (it is heard: ui/sound/cues.hpp), but nothing to see.
  REQUIRE(app.last_events().size() == 1);
  CHECK(app.last_events()[0].kind == EventKind::Stepped);
  CHECK_FALSE(app.animating());
}

TEST_CASE("a door that opens is marked for a moment, so one a monster opens is noticed",
          "[ui][flashes]") {
  App app = test::lit_app(
      "#######\n"
      "#.@+..#\n"
      "#######\n");
  still(app);
  const Vec hero = test::find_glyph(drawn(app), U'@');
  REQUIRE(hero.x >= 0);
  test::key(app, Input::character(U'l'));  // into the closed door: it opens
  REQUIRE(has(app, EventKind::DoorOpened));
  CHECK(drawn(app).at(hero.x + 1, hero.y).bg == Color{90, 60, 20});
  let_the_moment_pass(app);
  CHECK(drawn(app).at(hero.x + 1, hero.y).bg != Color{90, 60, 20});
}

}  // namespace test_flashes
