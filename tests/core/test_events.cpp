// Typed events: what the last command made happen, as facts a screen can show (a throw's
// flight, hits, kills, doors, effects, a new level), besides the words in the log.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_events {

using namespace dg;
using K = Command::Kind;

namespace {
const Event* find(const Game& g, EventKind kind) {
  const auto& e = g.events();
  const auto it = std::find_if(e.begin(), e.end(), [&](const Event& x) { return x.kind == kind; });
  return it == e.end() ? nullptr : &*it;
}
}  // namespace

TEST_CASE("a throw reports its flight cell by cell, then the hit or the miss", "[core][events]") {
  Game g = test::game_on("##########\n#@.......#\n##########\n");
  Monster& m = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  m.max_hp = m.hp = 1000;
  const int id = m.id;
  g.mutable_player().inventory.push_back({'c', Item{test::catalog().find_item("dagger"), 1, 0}});
  g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  const Event* flight = find(g, EventKind::Flight);
  REQUIRE(flight);
  CHECK(flight->actor == kHero);
  CHECK(flight->target == id);
  CHECK(flight->path == std::vector<Vec>{{2, 1}, {3, 1}, {4, 1}});
  const Event* hit = find(g, EventKind::Hit);
  const Event* miss = find(g, EventKind::Miss);
  CHECK((hit != nullptr) != (miss != nullptr));
  if (hit) CHECK(hit->amount == 1000 - g.level().monster_by_id(id)->hp);
  // The next command starts a new list.
  g.apply(Command::of(K::Search));
  CHECK_FALSE(find(g, EventKind::Flight));
}

TEST_CASE("a thrown dagger that meets nothing flies to the wall", "[core][events]") {
  Game g = test::game_on("######\n#@...#\n######\n");
  g.mutable_player().inventory.push_back({'c', Item{test::catalog().find_item("dagger"), 1, 0}});
  g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  const Event* flight = find(g, EventKind::Flight);
  REQUIRE(flight);
  CHECK(flight->target == kNobody);
  CHECK(flight->path == std::vector<Vec>{{2, 1}, {3, 1}, {4, 1}});
  CHECK(flight->at == Vec{4, 1});
}

TEST_CASE("a fight reports hits, misses and the kill with who did what", "[core][events]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "newt", {2, 1}, Mind::Asleep);
  m.max_hp = m.hp = 30;  // several blows, so the fight has hits and misses before the kill
  const int id = m.id;
  int hits = 0, misses = 0, dealt = 0, last_blow = 0;
  for (int i = 0; i < 200 && g.level().monster_by_id(id); ++i) {
    g.apply(Command::move(Dir::E));
    for (const Event& e : g.events()) {
      if (e.kind == EventKind::Hit && e.actor == kHero && e.target == id) {
        ++hits;
        dealt += e.amount;
        last_blow = e.amount;
      }
      if (e.kind == EventKind::Miss && e.actor == kHero && e.target == id) ++misses;
    }
  }
  REQUIRE_FALSE(g.level().monster_by_id(id));
  const Event* kill = find(g, EventKind::Kill);
  REQUIRE(kill);
  CHECK(kill->actor == kHero);
  CHECK(kill->target == id);
  CHECK(kill->at == Vec{2, 1});
  CHECK(hits >= 2);
  CHECK(misses >= 1);
  // The hits reported add up to the 30 hit points: the last one took it past them.
  CHECK(dealt >= 30);
  CHECK(dealt - last_blow < 30);
}

TEST_CASE("doors, levels and effects are reported", "[core][events]") {
  SECTION("a door opened by the hero") {
    Game g = test::game_on(test::kRoom);
    g.mutable_player().pos = {5, 2};
    g.apply(Command::move(Dir::E));
    const Event* e = find(g, EventKind::DoorOpened);
    REQUIRE(e);
    CHECK(e->at == Vec{6, 2});
    CHECK(e->actor == kHero);
  }
  SECTION("a new level") {
    Game g = test::game_on(test::kRoom);
    g.mutable_player().pos = {5, 3};
    g.apply(Command::of(K::Descend));
    const Event* e = find(g, EventKind::LevelChanged);
    REQUIRE(e);
    CHECK(e->amount == 2);
    CHECK(e->at == g.hero().pos);
  }
  SECTION("an effect that begins, and ends") {
    Game g = test::game_on(test::kRoom);
    g.mutable_player().inventory.push_back(
        {'c', Item{test::catalog().find_item("confusion"), 1, 0}});
    g.apply(Command::use_item(Use::Quaff, 'c'));
    const Event* began = find(g, EventKind::EffectBegan);
    REQUIRE(began);
    CHECK(began->target == kHero);
    CHECK(began->effect == EffectKind::Confusion);
    CHECK(began->amount == 15);
    bool ended = false;
    for (int i = 0; i < 40 && !ended; ++i) {
      g.apply(Command::of(K::Search));
      ended = find(g, EventKind::EffectEnded) != nullptr;
    }
    CHECK(ended);
  }
}

TEST_CASE("apply returns its command's events: how the UI learns what happened", "[core][events]") {
  Game g = test::game_on("#######\n#@+...#\n#######\n");
  const Outcome opened = g.apply(Command::move(Dir::E));  // into the closed door: it opens
  REQUIRE(opened.events.size() == 1);
  CHECK(opened.events[0].kind == EventKind::DoorOpened);
  CHECK(opened.events[0].at == Vec{2, 1});
  const Outcome bumped = g.apply(Command::move(Dir::N));  // a wall: nothing but the bump
  REQUIRE(bumped.events.size() == 1);
  CHECK(bumped.events[0].kind == EventKind::Bumped);
  CHECK(g.apply(Command::of(K::Search)).events.empty());  // nothing happened
}

}  // namespace test_events
