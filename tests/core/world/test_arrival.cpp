// The one arrival rule (core/world/stage.hpp, core/world/hazards.hpp): the hero, a pet and a
// hostile monster come onto the same trap, hazard, set-piece trigger and teleport through the
// same code, and each meets the same thing there.
#include <catch2/catch.hpp>

#include "core/action/walk.hpp"
#include "core/set_piece_fixtures.hpp"
#include "core/world/hazards.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"

namespace test_arrival {

using namespace dg;

namespace {

enum class Who { Hero, Pet, Foe };
constexpr Who kEveryone[] = {Who::Hero, Who::Pet, Who::Foe};

const char* name_of(Who who) {
  return who == Who::Hero ? "the hero" : who == Who::Pet ? "a pet" : "a hostile jackal";
}

// A lane of floor; the hero waits at its west end unless it is the one walking.
constexpr const char* kLane =
    "##########\n"
    "#@.......#\n"
    "#........#\n"
    "##########\n";

// The walker stands at `at`, with hit points enough for what it meets; its id is kept, as a
// monster's place in the level's list may change.
int stand(Game& g, Who who, Vec at) {
  if (who == Who::Hero) {
    stage::put(g.mutable_player(), at);
    g.mutable_player().hp = g.mutable_player().max_hp = 60;
    return kHero;
  }
  Monster& m = test::put_monster(g, who == Who::Pet ? "little_dog" : "jackal", at, Mind::Asleep);
  m.tame = who == Who::Pet;
  m.hp = m.max_hp = 60;
  return m.id;
}

// The walker by its id, or null once it is gone (a dead hero is gone too).
Actor* find(Game& g, int id) {
  return g.run().over ? nullptr : stage::find(g, id);
}

// One step east by the walker, as the hero's command and a monster's mind both do it.
bool step_east(Game& g, int id) {
  return WalkAction(Dir::E, true).perform(g, *find(g, id)).succeeded;
}

}  // namespace

TEST_CASE("a hidden bear trap holds whoever steps on it, the hero, a pet or a foe",
          "[core][arrival]") {
  for (Who who : kEveryone) {
    DYNAMIC_SECTION(name_of(who)) {
      Game g = test::game_on(kLane);
      const int id = stand(g, who, {2, 2});
      test::put_trap(g, "trap_bear", {3, 2});
      REQUIRE(step_east(g, id));
      REQUIRE(find(g, id));
      CHECK(find(g, id)->pos == Vec{3, 2});
      step_east(g, id);  // held: it stays
      CHECK(find(g, id)->pos == Vec{3, 2});
    }
  }
}

TEST_CASE("a pit hurts and holds whoever comes into it, and acid burns whoever stays in it",
          "[core][arrival]") {
  for (Who who : kEveryone) {
    DYNAMIC_SECTION(name_of(who)) {
      Game g = test::game_on(kLane);
      const int id = stand(g, who, {2, 2});
      g.mutable_level().tiles[{3, 2}] = test::tile_named("pit");
      g.mutable_level().tiles[{6, 2}] = test::tile_named("acid pool");
      stage::move(g, *find(g, id), {3, 2});
      REQUIRE(find(g, id));
      CHECK(find(g, id)->hp < 60);  // 1d6
      step_east(g, id);             // held in the pit
      CHECK(find(g, id)->pos == Vec{3, 2});

      stage::move(g, *find(g, id), {6, 2});
      const int before = find(g, id)->hp;
      hazards::each_turn(g, *find(g, id));
      CHECK(find(g, id)->hp < before);  // 1d4
    }
  }
}

TEST_CASE("a teleport trap sends whoever springs it elsewhere on the level", "[core][arrival]") {
  for (Who who : kEveryone) {
    DYNAMIC_SECTION(name_of(who)) {
      Game g = test::game_on(kLane);
      const int id = stand(g, who, {2, 2});
      test::put_trap(g, "trap_teleport", {3, 2});
      REQUIRE(step_east(g, id));
      REQUIRE(find(g, id));
      const Vec at = find(g, id)->pos;
      CHECK(at != Vec{3, 2});
      CHECK(g.level().at(at) == Tile::Floor);
      // Only the hero is told where, for a screen reader.
      bool landed = false;
      for (const Event& e : g.events()) landed |= e.kind == EventKind::Landed && e.at == at;
      CHECK(landed == (who == Who::Hero));
    }
  }
}

TEST_CASE("an ambush rises under whoever walks onto its bait, the hero, a pet or a foe",
          "[core][arrival][set_pieces]") {
  // ";;;;;"
  // ";m;m;"
  // ";;I;;"   built at (4, 2): the bait at (6, 4); the walker comes from (5, 4)
  // ";m;m;"
  // ";;;;;"
  for (Who who : kEveryone) {
    DYNAMIC_SECTION(name_of(who)) {
      Game g = test::hall_with("ambush", {4, 2});
      const int id = stand(g, who, {5, 4});
      int sleepers = 0;
      for (const Monster& m : g.level().monsters) sleepers += m.id != id && m.mind == Mind::Asleep;
      REQUIRE(sleepers == 4);
      REQUIRE(step_east(g, id));
      for (const Monster& m : g.level().monsters)
        if (m.id != id) CHECK(m.mind == Mind::Hunting);
      bool told = false;
      for (const auto& line : g.log().all())
        told |= line.text == "Shapes rise from the brush around you!";
      CHECK(told == (who == Who::Hero));  // the hero is told; the brush hides the others
    }
  }
}

TEST_CASE("gold is taken by the hero and by a monster that takes gold, and left by others",
          "[core][arrival]") {
  struct Case {
    const char* breed;  // null: the hero
    bool takes;
  };
  for (const Case c : {Case{nullptr, true}, Case{"leprechaun", true}, Case{"jackal", false}}) {
    DYNAMIC_SECTION((c.breed ? c.breed : "the hero")) {
      Game g = test::game_on(kLane);
      int id = kHero;
      if (c.breed)
        id = test::put_monster(g, c.breed, {2, 2}, Mind::Asleep).id;
      else
        stage::put(g.mutable_player(), {2, 2});
      g.mutable_level().gold.push_back({{3, 2}, 25});
      const int before = find(g, id)->gold;
      REQUIRE(step_east(g, id));
      CHECK(find(g, id)->gold == before + (c.takes ? 25 : 0));
      bool left = false;
      for (const GoldPile& pile : g.level().gold) left |= pile.pos == Vec{3, 2};
      CHECK(left != c.takes);
    }
  }
}

}  // namespace test_arrival
