// Rings: one on each hand; while worn, what the kind grants. Each kind on a hand-drawn map.
#include <catch2/catch.hpp>
#include <string>

#include "core/action/attack.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_rings {

using namespace dg;

namespace {

constexpr const char* kRoom =
    "#########\n"
    "#.......#\n"
    "#...@...#\n"
    "#.......#\n"
    "#########\n";

char put_on(Game& g, const char* id) {
  const char r = test::give(g, id);
  REQUIRE(g.apply(Command::use_item(Use::PutOn, r)).took_turn);
  return r;
}

}  // namespace

TEST_CASE("a ring goes on each hand, a third does not; protection is known as it goes on",
          "[core][rings]") {
  Game g = test::game_on(kRoom);
  const int ac = g.hero().armour_class(g.catalog());
  const char p = test::give(g, "ring_protection");
  CHECK(g.wording().item_name(g.hero().slot(p)->item).find(" ring") != std::string::npos);
  REQUIRE(g.apply(Command::use_item(Use::PutOn, p)).took_turn);
  CHECK(g.hero().armour_class(g.catalog()) == ac - 2);
  CHECK(test::said(g, std::string(1, p) + " - a ring of protection (on right hand)."));
  const char s = put_on(g, "ring_stealth");
  CHECK(g.hero().rings[1] == s);
  CHECK_FALSE(g.knowledge().knows(g.hero().slot(s)->item.kind));  // stealth does not show
  const char third = test::give(g, "ring_searching");
  CHECK_FALSE(g.apply(Command::use_item(Use::PutOn, third)).took_turn);
  CHECK(test::said(g, "You are wearing a ring on each hand: remove one first."));
  CHECK_FALSE(g.apply(Command::use_item(Use::Drop, p)).took_turn);  // not while worn
  REQUIRE(g.apply(Command::use_item(Use::Remove, p)).took_turn);
  CHECK(g.hero().armour_class(g.catalog()) == ac);
  CHECK_FALSE(g.hero().has_on(p));
  CHECK_FALSE(g.apply(Command::use_item(Use::Remove, p)).took_turn);
  CHECK_FALSE(g.apply(Command::use_item(Use::PutOn, 'a')).took_turn);  // the club
}

TEST_CASE("free action stops the homunculus's paralysing bite", "[core][rings]") {
  Game g = test::game_on(kRoom);
  const Breed& homunculus = g.catalog().breed(g.catalog().find_breed("homunculus"));
  const Effects* bite = nullptr;
  for (const Attack& a : homunculus.attacks)
    if (!a.effects.empty()) bite = &a.effects;
  REQUIRE(bite);
  Game bare = g;
  effects::apply(bare, bare.mutable_player(), *bite, {"homunculus"});
  CHECK(bare.hero().has(Property::Paralysed));
  put_on(g, "ring_free_action");
  effects::apply(g, g.mutable_player(), *bite, {"homunculus"});
  CHECK_FALSE(g.hero().has(Property::Paralysed));
  CHECK(test::said(g, "You stiffen momentarily."));
}

TEST_CASE("poison resistance, stealth and see invisible are had while the ring is on",
          "[core][rings]") {
  Game g = test::game_on(kRoom);
  const char poison = put_on(g, "ring_poison_resistance");
  CHECK_FALSE(effects::add_condition(g, g.mutable_player(), EffectKind::Poison, 10));
  const char stealth = put_on(g, "ring_stealth");
  CHECK(g.hero().has(Property::Stealthy));
  g.apply(Command::use_item(Use::Remove, poison));
  CHECK(effects::add_condition(g, g.mutable_player(), EffectKind::Poison, 10));
  g.apply(Command::use_item(Use::Remove, stealth));
  CHECK_FALSE(g.hero().has(Property::Stealthy));
  test::put_monster(g, "stalker", {6, 2}, Mind::Asleep);
  g.refresh_vision();
  CHECK(g.sight().visible_monster({6, 2}) == nullptr);
  put_on(g, "ring_see_invisible");
  CHECK(g.sight().visible_monster({6, 2}) != nullptr);
}

TEST_CASE("regeneration heals every turn; increase damage adds to every blow", "[core][rings]") {
  Game g = test::game_on(kRoom);
  g.mutable_player().max_hp = 100;
  g.mutable_player().hp = 50;
  put_on(g, "ring_regeneration");
  const int hp = g.hero().hp;
  for (int i = 0; i < 5; ++i) g.apply(Command::wait());
  CHECK(g.hero().hp == hp + 5);
  const int bonus = g.hero().blows(g.catalog()).front().damage_bonus;
  put_on(g, "ring_increase_damage");
  CHECK(g.hero().blows(g.catalog()).front().damage_bonus == bonus + 2);
}

TEST_CASE("searching finds a hidden trap beside the wearer without a search", "[core][rings]") {
  Game g = test::game_on(kRoom);
  test::put_trap(g, "trap_dart", {5, 2});
  put_on(g, "ring_searching");
  for (int i = 0; i < 30 && g.level().traps.front().hidden; ++i) g.apply(Command::wait());
  CHECK_FALSE(g.level().traps.front().hidden);
}

TEST_CASE("teleportation moves its wearer now and then", "[core][rings]") {
  Game g = test::game_on(kRoom);
  g.mutable_player().hp = g.mutable_player().max_hp = 10000;  // the wanderers may come
  put_on(g, "ring_teleportation");
  const Vec start = g.hero().pos;
  bool moved = false;
  for (int i = 0; i < 1000 && !moved; ++i) {
    g.apply(Command::wait());
    moved = g.hero().pos != start;
  }
  CHECK(moved);
  CHECK(test::said(g, "You feel a wrenching sensation."));
}

}  // namespace test_rings
