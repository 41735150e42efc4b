// The first wound that takes the hero below a third of their hit points is told once, until
// a wound finds them back above half.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "ui/shell/app.hpp"

namespace test_low_hp_warning {

using namespace dg;
using namespace dg::test;

namespace {

// Waits, poisoned, until the hit points fall; returns the notice the fall left.
std::string wait_for_a_hurt(App& app) {
  const int hp = app.game().hero().hp;
  for (int i = 0; i < 200 && app.game().hero().hp >= hp; ++i) {
    app.mutable_game().mutable_player().hp = hp;  // no healing meanwhile
    app.handle(Input::character(U's'));
  }
  REQUIRE(app.game().hero().hp < hp);
  return app.notices().text();
}

}  // namespace

TEST_CASE("hit points falling below a third say so once, until back above half", "[ui][warning]") {
  App app = room_app();  // 16 hit points
  Player& h = app.mutable_game().mutable_player();
  h.effects.push_back({EffectKind::Poison, 1000});
  h.hp = 7;  // a third of 16 is 5.33: 6 and above are not low
  CHECK(wait_for_a_hurt(app).find("LOW HIT POINTS") == std::string::npos);  // 7 -> 6
  const std::string told = wait_for_a_hurt(app);                            // 6 -> 5
  CHECK(told.find("*** LOW HIT POINTS: 5 of 16 ***") != std::string::npos);
  CHECK(wait_for_a_hurt(app).find("LOW HIT POINTS") == std::string::npos);  // 5 -> 4: told
  // Back above half (a wound from 9 says so: 8 is not below half), and down again: told again.
  app.mutable_game().mutable_player().hp = 9;
  CHECK(wait_for_a_hurt(app).find("HIT POINTS") == std::string::npos);  // 9 -> 8
  app.mutable_game().mutable_player().hp = 6;
  CHECK(wait_for_a_hurt(app).find("*** LOW HIT POINTS") != std::string::npos);
}

}  // namespace test_low_hp_warning
