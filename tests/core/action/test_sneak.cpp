// Sneak attacks (core/action/attack.cpp): a blow on a monster that had not noticed anyone,
// asleep or wandering, does three times its damage, whoever strikes it.
#include <catch2/catch.hpp>

#include "core/action/attack.hpp"
#include "map_fixtures.hpp"

namespace test_sneak {

using namespace dg;

namespace {

// The damage 20 of the hero's attacks do to a jackal of 1000 hit points that is in `mind`
// before each attack; every game starts alike, so its rolls are the same in each.
int damage_to(Mind mind) {
  Game g = test::game_on("#####\n#@..#\n#####\n");
  Monster& m = test::put_monster(g, "jackal", {2, 1}, mind);
  m.max_hp = m.hp = 1000;
  const int id = m.id;
  for (int i = 0; i < 20; ++i) {
    Monster* jackal = g.mutable_level().monster_by_id(id);
    REQUIRE(jackal);
    jackal->mind = mind;
    melee_attack(g, g.mutable_player(), *jackal);
  }
  return 1000 - g.level().monster_by_id(id)->hp;
}

}  // namespace

TEST_CASE("a blow on a monster asleep or unaware does triple damage", "[core][combat]") {
  const int hunting = damage_to(Mind::Hunting);
  REQUIRE(hunting > 0);  // some of the 20 landed
  CHECK(damage_to(Mind::Asleep) == 3 * hunting);
  CHECK(damage_to(Mind::Wandering) == 3 * hunting);
  CHECK(damage_to(Mind::Fleeing) == hunting);  // it knows it is hunted
}

TEST_CASE("a sneak attack is told, and wakes what it does not kill", "[core][combat]") {
  Game g = test::game_on("#####\n#@..#\n#####\n");
  Monster& m = test::put_monster(g, "jackal", {2, 1}, Mind::Asleep);
  m.max_hp = m.hp = 1000;
  const int id = m.id;
  for (int i = 0; i < 30 && g.level().monster_by_id(id)->hp == 1000; ++i) {
    g.mutable_level().monster_by_id(id)->mind = Mind::Asleep;
    melee_attack(g, g.mutable_player(), *g.mutable_level().monster_by_id(id));
  }
  CHECK(g.level().monster_by_id(id)->hp < 1000);
  CHECK(test::said(g, "You strike the unaware jackal!"));
  CHECK(g.level().monster_by_id(id)->mind == Mind::Hunting);  // it knows now
  CHECK_FALSE(test::said(g, "You hit the jackal."));
}

TEST_CASE("a sneak attack that kills says so", "[core][combat]") {
  Game g = test::game_on("#####\n#@..#\n#####\n");
  const int id = test::put_monster(g, "jackal", {2, 1}, Mind::Asleep).id;
  for (int i = 0; i < 30 && g.level().monster_by_id(id); ++i) {
    Monster& m = *g.mutable_level().monster_by_id(id);
    m.mind = Mind::Asleep;
    m.hp = 1;
    melee_attack(g, g.mutable_player(), m);
  }
  CHECK_FALSE(g.level().monster_by_id(id));
  CHECK(test::said(g, "You strike the unaware jackal and kill it!"));
}

TEST_CASE("a pet's blow on an unaware monster is a sneak attack too", "[core][combat]") {
  auto damage_by_pet = [](Mind mind) {
    Game g = test::game_on("######\n#@...#\n######\n");
    Monster& pet = test::put_monster(g, "jackal", {2, 1});
    pet.tame = true;
    const int pet_id = pet.id;
    Monster& foe = test::put_monster(g, "jackal", {3, 1}, mind);
    foe.max_hp = foe.hp = 1000;
    const int foe_id = foe.id;
    for (int i = 0; i < 20; ++i) {
      Monster* f = g.mutable_level().monster_by_id(foe_id);
      f->mind = mind;
      melee_attack(g, *g.mutable_level().monster_by_id(pet_id), *f);
    }
    return 1000 - g.level().monster_by_id(foe_id)->hp;
  };
  const int aware = damage_by_pet(Mind::Hunting);
  REQUIRE(aware > 0);
  CHECK(damage_by_pet(Mind::Asleep) == 3 * aware);
}

}  // namespace test_sneak
