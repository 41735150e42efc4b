// The kinds of monster that each ask something new of the player (issue 39), played on
// hand-drawn maps: a shrieker wakes what sleeps, a goblin conjurer calls help, a dust vortex
// blinds, a rust monster eats armour and the weapon that hits it, a vampire bat drains
// strength, a ghoul freezes; and look says what makes each one dangerous.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/describe.hpp"

using namespace dg;

namespace {

constexpr const char* kRoom =
    "###############\n"
    "#@............#\n"
    "#.............#\n"
    "#.............#\n"
    "###############\n";

// A hero who lives through the test: many hit points, and death passes by.
Game sturdy_game() {
  Game g = test::game_on(kRoom);
  g.mutable_player().hp = g.mutable_player().max_hp = 500;
  g.mutable_wizard().immortal = true;
  g.mutable_level().monsters.clear();
  return g;
}

int count(const Game& g) {
  return static_cast<int>(g.level().monsters.size());
}

bool has(const Game& g, EffectKind kind) {
  for (const Effect& e : g.hero().effects)
    if (e.kind == kind) return true;
  return false;
}

}  // namespace

TEST_CASE("a shrieker shrieks at the hero, and what sleeps nearby wakes", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "shrieker", {6, 2});
  const int sleeper = test::put_monster(g, "jackal", {13, 3}, Mind::Asleep).id;
  g.refresh_vision();
  CHECK(test::waits_for(g, "The shrieker shrieks!", 60));
  CHECK(g.level().monster_by_id(sleeper)->mind != Mind::Asleep);
}

TEST_CASE("a goblin conjurer keeps back and calls monsters to its side", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "goblin_conjurer", {8, 2});
  g.refresh_vision();
  REQUIRE(count(g) == 1);
  CHECK(test::waits_for(g, "The goblin conjurer chants, and something answers its call!", 80));
  CHECK(count(g) >= 2);
}

TEST_CASE("a dust vortex's engulfing blinds", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "dust_vortex", {2, 1});
  g.refresh_vision();
  for (int i = 0; i < 80 && !has(g, EffectKind::Blindness); ++i) test::wait_turns(g);
  CHECK(has(g, EffectKind::Blindness));
  CHECK(test::said(g, "The dust gets in your eyes!"));
}

TEST_CASE("a rust monster's touch eats armour, and a weapon that hits it corrodes",
          "[core][monsters]") {
  Game g = sturdy_game();
  const char armour = g.hero().worn[static_cast<std::size_t>(ArmourSlot::Body)];
  REQUIRE(armour != 0);
  const int rust = test::put_monster(g, "rust_monster", {2, 1}).id;
  g.refresh_vision();
  for (int i = 0; i < 40 && g.hero().slot(armour)->item.erosion == 0; ++i) test::wait_turns(g);
  CHECK(g.hero().slot(armour)->item.erosion > 0);
  // The club in hand corrodes as it hits.
  const char club = g.hero().wielded;
  REQUIRE(club != 0);
  for (int i = 0; i < 40 && g.hero().slot(club)->item.erosion == 0 && g.level().monster_by_id(rust);
       ++i) {
    g.mutable_level().monster_by_id(rust)->hp = 100;  // lives on to be hit again
    g.apply(Command::move(Dir::E));
  }
  CHECK(g.hero().slot(club)->item.erosion > 0);
}

TEST_CASE("a vampire bat's bite drains strength for a while", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "vampire_bat", {2, 1});
  g.refresh_vision();
  for (int i = 0; i < 100 && !has(g, EffectKind::Weakness); ++i) test::wait_turns(g);
  CHECK(has(g, EffectKind::Weakness));
  CHECK(test::said(g, "You feel weak."));
}

TEST_CASE("a ghoul's claws freeze", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "ghoul", {2, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "You are frozen!", 120));
}

TEST_CASE("look tells what makes each new kind dangerous", "[core][monsters][look]") {
  const std::pair<const char*, const char*> kinds[] = {
      {"shrieker", "waking everything near"},
      {"goblin_conjurer", "calls monsters to fight for it"},
      {"dust_vortex", "blinds you"},
      {"rust_monster", "eats armour"},
      {"vampire_bat", "drains your strength"},
      {"ghoul", "freeze you"},
  };
  for (const auto& [id, words] : kinds) {
    Game g = sturdy_game();
    const Monster& m = test::put_monster(g, id, {3, 2});
    g.refresh_vision();
    std::string text;
    for (const std::string& line : monster_details(g, m)) text += line + "\n";
    INFO(id << ": " << text);
    CHECK(text.find(words) != std::string::npos);
  }
}
