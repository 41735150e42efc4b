// Stealth (core/actor/stealth.hpp): how near a monster that has not noticed the hero must be
// to notice them by sight, with light, keeping still, the stealth intrinsic and armour.
#include <catch2/catch.hpp>

#include "core/actor/stealth.hpp"
#include "map_fixtures.hpp"

namespace test_stealth {

using namespace dg;

namespace {

// A hall 23 wide and 13 high, the hero in the middle of its bottom row.
constexpr const char* kHall =
    "#########################\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#.......................#\n"
    "#...........@...........#\n"
    "#########################\n";

void light(Game& g, bool lit) {
  Level& lv = g.mutable_level();
  for (int y = 0; y < lv.lit.height(); ++y)
    for (int x = 0; x < lv.lit.width(); ++x) lv.lit[{x, y}] = lit ? 1 : 0;
}

// Turns of `step` (a command each) until the sleeper at `at` notices the hero, up to 60;
// 60 when it never did.
int turns_to_notice(bool lit, Vec at, const Command& step, const Command& back) {
  Game g = test::game_on(kHall);
  g.set_wanderers(false);  // none comes to fight beside it
  light(g, lit);
  const int id = test::put_monster(g, "jackal", at, Mind::Asleep).id;
  for (int t = 0; t < 60; ++t) {
    g.apply(t % 2 ? back : step);
    if (g.level().monster_by_id(id)->mind != Mind::Asleep) return t;
  }
  return 60;
}

}  // namespace

TEST_CASE("the stealth range halves in the dark and while keeping still", "[core][stealth]") {
  Game g = test::game_on(kHall);
  light(g, true);
  g.apply(Command::move(Dir::E));  // moving, in the light, in leather
  CHECK(stealth_range(g) == kStealthRange);
  light(g, false);
  CHECK(stealth_range(g) == kStealthRange / 2);
  g.apply(Command::of(Command::Kind::Search));  // still, in the dark
  CHECK(stealth_range(g) == kStealthRange / 4);
  light(g, true);
  CHECK(stealth_range(g) == kStealthRange / 2);  // still, in the light
  g.mutable_player().intrinsics.push_back(Property::Stealthy);
  CHECK(stealth_range(g) == kStealthRange / 4);
  light(g, false);
  CHECK(stealth_range(g) == kStealthLeast);  // 14 / 8 is less than the least
}

TEST_CASE("a sleeper out of the stealth range does not notice the hero", "[core][stealth]") {
  // Ten rows up, in view: walking to and fro in the light (14) wakes it; waiting (7) or
  // walking in the dark (7) never does.
  const Vec north{12, 2};
  const Command east = Command::move(Dir::E), west = Command::move(Dir::W);
  const Command wait = Command::wait();
  CHECK(turns_to_notice(true, north, east, west) < 60);
  CHECK(turns_to_notice(true, north, wait, wait) == 60);
  CHECK(turns_to_notice(false, north, east, west) == 60);
  // Six rows up: within 7, waiting in the light wakes it, and in the dark (3) it does not.
  const Vec near{12, 6};
  CHECK(turns_to_notice(true, near, wait, wait) < 60);
  CHECK(turns_to_notice(false, near, wait, wait) == 60);
}

TEST_CASE("metal body armour makes the hero heard from half as far again", "[core][stealth]") {
  Game g = test::game_on(kHall);
  light(g, true);
  Player& h = g.mutable_player();
  const int plate = test::catalog().find_item("plate_mail");
  REQUIRE(plate >= 0);
  REQUIRE(test::catalog().item(plate).metal);
  const char body = h.worn_in(ArmourSlot::Body);
  REQUIRE(body != 0);  // the caveman's leather armour
  h.slot(body)->item.kind = plate;
  g.apply(Command::move(Dir::E));
  CHECK(stealth_range(g) == kStealthRange + kStealthRange / 2);
}

}  // namespace test_stealth
