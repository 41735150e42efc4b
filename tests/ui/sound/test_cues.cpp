// What the game sounds like (ui/sound/cues.hpp): a table with a row for every event kind, each
// named sound in sounds.toml, and a sound placed on the map heard from its side and softened
// by its distance. On hand-drawn maps at 80x24.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/moments.hpp"
#include "ui/sound/cues.hpp"

namespace test_cues {

using namespace dg;

namespace {

std::string name_of(int sound) {
  return sound >= 0 ? test::content().sounds[static_cast<std::size_t>(sound)].id : "";
}

// The sounds the frame's commands asked for, by name.
std::vector<std::string> heard(App& app) {
  std::vector<std::string> names;
  for (const Cue& c : app.take_cues()) names.push_back(name_of(c.sound));
  return names;
}

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST_CASE("every event kind has a row of the sound table, and every sound it names exists",
          "[sound]") {
  const auto table = event_sounds();
  REQUIRE(table.size() == static_cast<std::size_t>(EventKind::Befriended) + 1);
  for (std::size_t i = 0; i < table.size(); ++i) {
    INFO("row " << i);
    CHECK(table[i].kind == static_cast<EventKind>(i));  // in EventKind's order
    // A sound, or the reason for none: never neither.
    CHECK(table[i].sound.empty() != table[i].silent_because.empty());
    if (!table[i].sound.empty()) CHECK(find_sound(test::content(), table[i].sound) >= 0);
  }
  for (std::string_view s : other_sounds()) {
    INFO(s);
    CHECK(find_sound(test::content(), s) >= 0);
  }
}

TEST_CASE("every event kind has a row of the motion table", "[motion]") {
  const auto table = event_moments();
  REQUIRE(table.size() == static_cast<std::size_t>(EventKind::Befriended) + 1);
  for (std::size_t i = 0; i < table.size(); ++i) {
    INFO("row " << i);
    CHECK(table[i].kind == static_cast<EventKind>(i));
    CHECK((table[i].moment == Moment::None) != table[i].still_because.empty());
  }
}

TEST_CASE("a sound to the east is heard on the right, to the west on the left, softer far off",
          "[sound]") {
  const Vec hero{10, 5};
  const Cue here = heard_from(0, hero, hero);
  CHECK(here.left == Approx(here.right));
  CHECK(here.left == Approx(1.0f));
  const Cue east = heard_from(0, hero, {14, 5});
  CHECK(east.right > east.left);
  const Cue west = heard_from(0, hero, {6, 5});
  CHECK(west.left > west.right);
  CHECK(west.left == Approx(east.right));  // the same distance, mirrored
  const Cue far_east = heard_from(0, hero, {40, 5});
  CHECK(far_east.left == Approx(0.0f).margin(1e-6));  // all the way right
  CHECK(far_east.right < east.right);                 // and softer
  // Straight north: in the middle, softened by distance alone.
  const Cue north = heard_from(0, hero, {10, 1});
  CHECK(north.left == Approx(north.right));
  CHECK(north.left < here.left);
}

TEST_CASE("a blow, a step, a door and the stairs each sound", "[sound]") {
  App app = test::lit_app(
      "##########\n"
      "#.@.+....#\n"
      "#>.......#\n"
      "##########\n");
  Game& g = app.mutable_game();
  test::put_monster(g, "newt", {1, 1}, Mind::Asleep);
  CHECK(heard(app).empty());               // nothing yet
  test::key(app, Input::character(U'l'));  // a step east, on the floor
  CHECK(heard(app) == std::vector<std::string>{"step"});
  test::key(app, Input::character(U'l'));  // into the closed door: it opens
  CHECK(has(heard(app), "door_open"));
  test::key(app, Input::character(U'h'));
  test::key(app, Input::character(U'h'));  // west into the newt: a blow
  const std::vector<std::string> blow = heard(app);
  CHECK((has(blow, "hit") || has(blow, "miss") || has(blow, "kill")));
}

TEST_CASE("a blow east of the hero is heard on the right", "[sound]") {
  App app = test::lit_app(
      "##########\n"
      "#..@.....#\n"
      "##########\n");
  Game& g = app.mutable_game();
  const int newt = test::put_monster(g, "newt", {4, 1}).id;
  bool blow_heard = false;
  for (int i = 0; i < 20 && !blow_heard && g.level().monster_by_id(newt); ++i) {
    test::key(app, Input::character(U'l'));
    for (const Cue& c : app.take_cues()) {
      const std::string n = name_of(c.sound);
      if (n != "hit" && n != "miss" && n != "kill") continue;
      blow_heard = true;
      CHECK(c.right > c.left);  // the newt is east: the blow is heard on the right
    }
  }
  CHECK(blow_heard);
}

TEST_CASE("with sound off, nothing is queued; the game is the same either way", "[sound]") {
  const char* map =
      "##########\n"
      "#..@...>.#\n"
      "##########\n";
  App loud = test::lit_app(map);
  App quiet = test::lit_app(map);
  Preferences p = quiet.settings().preferences();
  p.sound = false;
  p.motion = Motion::Reduced;
  quiet.set_preferences(p);
  for (char32_t k : std::u32string(U"llllhhs")) {
    test::key(loud, Input::character(k));
    test::key(quiet, Input::character(k));
  }
  CHECK_FALSE(loud.take_cues().empty());
  CHECK(quiet.take_cues().empty());
  CHECK(loud.game().state_hash() == quiet.game().state_hash());
}

TEST_CASE("volumes scale what is heard: effects under the master, the cues under the master",
          "[sound]") {
  App app = test::lit_app(
      "#######\n"
      "#.@...#\n"
      "#######\n");
  Preferences p = app.settings().preferences();
  p.volume = 50;
  p.effects_volume = 50;
  app.set_preferences(p);
  test::key(app, Input::character(U'l'));
  const std::vector<Cue> cues = app.take_cues();
  REQUIRE(cues.size() == 1);
  CHECK(cues[0].left == Approx(0.25f));  // a quarter: half of half, in the middle
  CHECK(cues[0].right == Approx(0.25f));
}

TEST_CASE("the mute key turns sound off and on, and it is kept with the options", "[sound]") {
  App app = test::lit_app(
      "#######\n"
      "#.@...#\n"
      "#######\n");
  test::key(app, Input::character(U'%'));
  CHECK_FALSE(app.settings().preferences().sound);
  CHECK(app.notices().text() == "Sound off, and kept off (% again: on).");
  test::key(app, Input::character(U'l'));
  CHECK(app.take_cues().empty());
  test::key(app, Input::character(U'%'));
  CHECK(app.settings().preferences().sound);
  std::vector<std::string> ignored;
  Preferences off = app.settings().preferences();
  off.sound = false;
  off.volume = 40;
  const auto back = decode_preferences(encode_preferences(off), ignored);
  REQUIRE(back.ok());
  CHECK_FALSE(back.value().sound);
  CHECK(back.value().volume == 40);
  CHECK(ignored.empty());
}

}  // namespace test_cues

namespace test_cues {

TEST_CASE("the guide lists every sound with what it tells, and a letter plays it", "[sound]") {
  dg::App app = dg::test::lit_app(
      "#######\n"
      "#.@...#\n"
      "#######\n");
  using dg::Input;
  dg::test::key(app, Input::character(U'?'));
  dg::test::key(app, Input::character(U'j'));
  std::string shown = dg::test::screen(app);
  CHECK(shown.find("Every sound (1-20 of 42): a letter plays it") != std::string::npos);
  CHECK(shown.find("a - a step on stone, a floor or a stair") != std::string::npos);
  CHECK(shown.find("t - ") != std::string::npos);  // twenty on a page
  CHECK(shown.find("u - ") == std::string::npos);
  (void)app.take_cues();
  dg::test::key(app, Input::character(U'f'));  // the sixth: a blow that lands
  std::vector<dg::Cue> cues = app.take_cues();
  REQUIRE(cues.size() == 1);
  CHECK(name_of(cues[0].sound) == "hit");
  CHECK(cues[0].left == Approx(cues[0].right));  // in the middle
  CHECK(app.notices().text() == "Playing: a blow that lands.");
  // The last page: the screen-reader cues are there too.
  dg::test::key(app, Input::character(U' '));
  dg::test::key(app, Input::character(U' '));
  CHECK(dg::test::screen(app).find("Every sound (41-42 of 42)") != std::string::npos);
  dg::test::key(app, Input::character(U'b'));
  cues = app.take_cues();
  REQUIRE(cues.size() == 1);
  CHECK(name_of(cues[0].sound) == "door_near");
}

}  // namespace test_cues
