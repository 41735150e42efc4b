// The kinds of monster that each ask something new of the player (issue 39), played on
// hand-drawn maps: a shrieker wakes what sleeps, a goblin conjurer calls help, a dust vortex
// blinds, a rust monster eats armour and the weapon that hits it, a vampire bat drains
// strength, a ghoul freezes, a gas spore explodes as it dies, a barrow wight drains an
// experience level; and look says what makes each one dangerous.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_monster_kinds {

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

TEST_CASE("a gas spore explodes as it dies, hurting all beside it, and sets off another",
          "[core][monsters]") {
  Game g = sturdy_game();
  g.mutable_wizard().immortal = false;
  const int spore = test::put_monster(g, "gas_spore", {2, 1}).id;
  const int other = test::put_monster(g, "gas_spore", {3, 2}).id;  // beside the first
  const int jackal = test::put_monster(g, "jackal", {4, 3}).id;    // beside the second only
  g.mutable_level().monster_by_id(other)->hp = 1;
  g.mutable_level().monster_by_id(jackal)->hp = 1;
  g.refresh_vision();
  REQUIRE(g.hero().hp == g.hero().max_hp);
  Monster& first = *g.mutable_level().monster_by_id(spore);
  CHECK(g.damage(first, 100, {.by = kHero, .hero_earns = true}));
  int explosions = 0;
  for (const Message& m : g.log().all()) explosions += m.text == "The gas spore explodes!";
  CHECK(explosions == 2);
  CHECK(test::said(g, "You are caught in the blast!"));
  CHECK(g.hero().hp < g.hero().max_hp);  // (the kills may have raised both: a new level)
  CHECK(g.level().monster_by_id(spore) == nullptr);
  CHECK(g.level().monster_by_id(other) == nullptr);
  CHECK(g.level().monster_by_id(jackal) == nullptr);  // the second blast reached it

  // The blast can kill the hero, and the death says what did it.
  Game h = sturdy_game();
  h.mutable_wizard().immortal = false;
  h.mutable_player().hp = 1;
  Monster& s = test::put_monster(h, "gas_spore", {2, 1});
  h.refresh_vision();
  // Earning nothing: the kill's experience would raise a level first, and its hit points with it.
  h.damage(s, 100, {.by = kHero});
  CHECK(h.run().over);
  CHECK(h.run().death_cause == "caught in a gas spore's explosion");
}

TEST_CASE("a barrow wight's touch drains an experience level", "[core][monsters]") {
  Game g = sturdy_game();
  Player& p = g.mutable_player();
  p.level = 5;
  p.experience = 200;
  const int max_hp = p.max_hp;
  test::put_monster(g, "barrow_wight", {2, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "Goodbye level 5.", 200));
  CHECK(test::said(g, "A deathly cold runs through you."));
  CHECK(g.hero().level == 4);
  CHECK(g.hero().experience == 80);  // the start of level 4 (NetHack's 10 << 3)
  CHECK(g.hero().max_hp < max_hp);
}

TEST_CASE("look tells what makes each new kind dangerous", "[core][monsters][look]") {
  const std::pair<const char*, const char*> kinds[] = {
      {"shrieker", "waking everything near"},
      {"goblin_conjurer", "calls monsters to fight for it"},
      {"dust_vortex", "blinds you"},
      {"rust_monster", "eats armour"},
      {"vampire_bat", "drains your strength"},
      {"ghoul", "freeze you"},
      {"gas_spore", "explodes when it dies"},
      {"barrow_wight", "drains an experience level"},
  };
  for (const auto& [id, words] : kinds) {
    Game g = sturdy_game();
    const Monster& m = test::put_monster(g, id, {3, 2});
    g.refresh_vision();
    const std::string text = test::look_text(g, m);
    INFO(id << ": " << text);
    CHECK(text.find(words) != std::string::npos);
  }
}

}  // namespace test_monster_kinds
