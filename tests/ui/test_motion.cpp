// What moves on the map for a moment after a command (ui/play/flashes.cpp, ui/shell/moments.hpp):
// a bolt runs along its path frame by frame, an explosion bursts outwards, water ripples; each
// frame of it is drawn, the next key ends it, reduced motion draws it still, and none of it
// changes the game. On hand-drawn maps at 80x24.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/gas.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_motion {

using namespace dg;

namespace {

Terminal drawn(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t;
}

// How many of the cells east of `from` on its row show the bolt's '-'.
int bolt_cells(const Terminal& t, Vec from) {
  int n = 0;
  for (int x = from.x + 1; x < t.width(); ++x) n += t.at(x, from.y).glyph == U'-';
  return n;
}

App corridor() {
  return test::lit_app(
      "############\n"
      "#.@........#\n"
      "############\n");
}

// The hero casts a force bolt east, by hand.
void cast_east(App& app) {
  Game& g = app.mutable_game();
  g.mutable_player().spells.push_back(g.catalog().find_item("book_force_bolt"));
  g.mutable_player().pw = g.mutable_player().max_pw = 50;
  test::key(app, Input::character(U'Z'));
  test::key(app, Input::character(U'a'));
  test::key(app, Input::character(U'l'));
}

}  // namespace

TEST_CASE("a bolt runs along its path over the moment's frames, each frame drawn", "[motion]") {
  App app = corridor();
  const Vec hero = test::find_glyph(drawn(app), U'@');
  cast_east(app);
  REQUIRE(app.animating());
  const int first = bolt_cells(drawn(app), hero);
  CHECK(first >= 1);
  int last = first, frames = 1;
  while (app.animating()) {
    CHECK(app.advance());  // every frame of a moving moment is drawn
    if (!app.animating()) break;
    const int now = bolt_cells(drawn(app), hero);
    CHECK(now >= last);  // it only runs on
    last = now;
    ++frames;
  }
  CHECK(frames == App::kFlashFrames);
  CHECK(last == 8);  // the whole corridor east of the hero by the end
  CHECK(first < last);
  CHECK(bolt_cells(drawn(app), hero) == 0);  // and then gone
  CHECK_FALSE(app.advance());                // nothing more drawn
}

TEST_CASE("with reduced motion the bolt is drawn whole at once, and only its end redrawn",
          "[motion]") {
  App app = corridor();
  test::set_motion(app, Motion::Reduced);
  const Vec hero = test::find_glyph(drawn(app), U'@');
  cast_east(app);
  CHECK(bolt_cells(drawn(app), hero) == 8);
  for (int frame = 1; frame < App::kFlashFrames; ++frame) CHECK_FALSE(app.advance());
  CHECK(app.advance());
  CHECK(bolt_cells(drawn(app), hero) == 0);
}

TEST_CASE("the system's reduced motion is followed unless the player chose", "[motion]") {
  App app = corridor();
  CHECK_FALSE(app.settings().reduce_motion());
  app.settings().set_system_reduces_motion(true);
  CHECK(app.settings().reduce_motion());
  test::set_motion(app, Motion::Full);
  CHECK_FALSE(app.settings().reduce_motion());
  test::set_motion(app, Motion::Reduced);
  app.settings().set_system_reduces_motion(false);
  CHECK(app.settings().reduce_motion());
}

TEST_CASE("the next key ends a moment at once", "[motion]") {
  App app = corridor();
  const Vec hero = test::find_glyph(drawn(app), U'@');
  cast_east(app);
  REQUIRE(app.animating());
  CHECK(app.handle(Input::character(U'i')));  // the inventory: the moment is over
  CHECK_FALSE(app.animating());
  app.handle(Input::special(Key::Escape));
  CHECK(bolt_cells(drawn(app), hero) == 0);
}

TEST_CASE("an explosion bursts from where it went up, outwards", "[motion]") {
  App app = test::lit_app(
      "####################\n"
      "#.@................#\n"
      "#..................#\n"
      "#..................#\n"
      "####################\n");
  Game& g = app.mutable_game();
  g.mutable_player().hp = g.mutable_player().max_hp = 200;
  const Catalog& cat = g.catalog();
  const int methane = gas::find(cat.gases, "methane");
  REQUIRE(methane >= 0);
  gas::release(g.mutable_level(), cat.gases, cat.tiles, {12, 2}, methane, 3000);
  g.refresh_vision();
  const char wand = test::give(g, "wand_fire", 1, 5);
  test::key(app, Input::character(U'z'));
  test::key(app, Input::character(static_cast<char32_t>(wand)));
  test::key(app, Input::character(U'l'));  // the fire runs east into the cloud
  const Event* burst = nullptr;
  for (const Event& e : app.last_events())
    if (e.kind == EventKind::Exploded) burst = &e;
  REQUIRE(burst);
  REQUIRE(burst->path.size() >= 6);
  // The map is drawn from the level's top-left at 80x24 (a small level: no scrolling), one row
  // down for the message line.
  const Vec hero_on_screen = test::find_glyph(drawn(app), U'@');
  const Vec origin = hero_on_screen - g.hero().pos;
  const auto lit_up = [&](const Terminal& t, Vec p) {
    const Color bg = t.at(origin.x + p.x, origin.y + p.y).bg;
    return bg.r > 150 && bg.g < bg.r;  // the burst's yellow-to-red
  };
  int farthest = 0;
  for (Vec p : burst->path) farthest = std::max(farthest, chebyshev(p, burst->at));
  REQUIRE(farthest >= 2);
  // At first only the cells near where it went up; by the end of its run, all of them.
  const Terminal first = drawn(app);
  int first_lit = 0;
  for (Vec p : burst->path) {
    if (chebyshev(p, burst->at) == farthest) CHECK_FALSE(lit_up(first, p));
    first_lit += lit_up(first, p);
  }
  for (int i = 0; i < App::kFlashFrames * 2 / 3; ++i) app.advance();
  const Terminal later = drawn(app);
  int later_lit = 0;
  for (Vec p : burst->path) later_lit += lit_up(later, p);
  CHECK(first_lit < later_lit);
  CHECK(later_lit == static_cast<int>(burst->path.size()));
}

TEST_CASE("sound and motion change nothing in the game: the same keys, the same game",
          "[motion][sound]") {
  const char* map =
      "################\n"
      "#.@.........>..#\n"
      "################\n";
  App moving = test::lit_app(map);
  App still = test::lit_app(map);
  test::set_motion(still, Motion::Reduced);
  Preferences quiet = still.settings().preferences();
  quiet.sound = false;
  still.set_preferences(quiet);
  for (char32_t k : std::u32string(U"llllsllllhh")) {
    test::key(moving, Input::character(k));
    moving.advance();  // a frame between keys on one, none on the other
    test::key(still, Input::character(k));
  }
  CHECK(moving.game().state_hash() == still.game().state_hash());
  CHECK(moving.game().turn() == still.game().turn());
}

}  // namespace test_motion

namespace test_motion {

TEST_CASE("a thrown dart flies cell by cell, and lies where it stopped only once there",
          "[motion]") {
  using namespace dg;
  App app = test::lit_app(
      "############\n"
      "#.@........#\n"
      "############\n");
  Game& g = app.mutable_game();
  const char dart = test::give(g, "dart", 1);
  const Vec hero = test::find_glyph(drawn(app), U'@');
  test::key(app, Input::character(U't'));
  test::key(app, Input::character(static_cast<char32_t>(dart)));
  test::key(app, Input::character(U'l'));
  REQUIRE(app.animating());
  // Where the dart came to rest (the level's, not the drawing's); at first it is in the air
  // short of there.
  REQUIRE(g.level().items.size() == 1);
  const int rest = g.level().items[0].pos.x - g.hero().pos.x;
  REQUIRE(rest >= 3);
  const auto darts_on_row = [&] {
    std::vector<int> xs;
    const Terminal t = drawn(app);
    for (int x = hero.x + 1; x < t.width(); ++x)
      if (t.at(x, hero.y).glyph == U')') xs.push_back(x - hero.x);
    return xs;
  };
  const std::vector<int> first = darts_on_row();
  REQUIRE(first.size() == 1);  // one dart drawn: the one in flight
  CHECK(first[0] < rest);
  int last = first[0];
  while (app.animating()) {
    app.advance();
    const std::vector<int> now = darts_on_row();
    REQUIRE(now.size() == 1);
    CHECK(now[0] >= last);  // always onwards
    last = now[0];
  }
  CHECK(last == rest);  // and at rest where it fell
}

}  // namespace test_motion

namespace test_motion {

TEST_CASE("water in view shimmers for the moment after a turn, then lies still", "[motion]") {
  using namespace dg;
  const char* map =
      "############\n"
      "#.@........#\n"
      "#..wwwwww..#\n"
      "#..wwwwww..#\n"
      "############\n";
  App app = test::lit_app(map);
  const Vec hero = test::find_glyph(drawn(app), U'@');
  // The water's backgrounds, frame by frame, as a string: they change while the moment plays.
  const auto water_backs = [&] {
    const Terminal t = drawn(app);
    std::string backs;
    for (int y = hero.y + 1; y <= hero.y + 2; ++y)
      for (int x = hero.x + 1; x <= hero.x + 6; ++x) backs += std::to_string(t.at(x, y).bg.b) + ",";
    return backs;
  };
  test::key(app, Input::character(U'l'));  // a turn passes, on the floor
  REQUIRE(app.animating());
  std::vector<std::string> seen{water_backs()};
  while (app.animating()) {
    CHECK(app.advance());
    seen.push_back(water_backs());
  }
  int changes = 0;
  for (std::size_t i = 1; i + 1 < seen.size(); ++i) changes += seen[i] != seen[i - 1];
  CHECK(changes >= 3);                  // it moves, frame after frame
  CHECK(seen.back() == water_backs());  // and then is as it is
  CHECK_FALSE(app.advance());           // with no frame more
  // Reduced motion: a turn by water draws no moment at all.
  App calm = test::lit_app(map);
  test::set_motion(calm, Motion::Reduced);
  test::key(calm, Input::character(U'l'));
  CHECK_FALSE(calm.animating());
}

}  // namespace test_motion
