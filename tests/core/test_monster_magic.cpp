// Monsters using magic as their breed's data says: a kobold shaman's spells, a goblin's wand
// and potion. The same zaps and effects as the hero's, on hand-drawn maps.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

using namespace dg;

namespace {

constexpr const char* kHall =
    "###############\n"
    "#.............#\n"
    "###############\n";

Game hall_game(Vec hero) {
  std::string map = kHall;
  map[static_cast<std::size_t>(16 * hero.y + hero.x)] = '@';
  Game g = test::game_on(map.c_str());
  g.mutable_player().hp = g.mutable_player().max_hp = 500;  // survives to be measured
  return g;
}

// Waits up to `turns` turns until the game has said `text`.
bool waits_for(Game& g, const std::string& text, int turns = 60) {
  for (int i = 0; i < turns && !test::said(g, text); ++i)
    g.apply(Command::of(Command::Kind::Search));
  return test::said(g, text);
}

Item wand(const char* id, int charges) {
  Item it{test::catalog().find_item(id), 1, 0};
  REQUIRE(it.kind >= 0);
  it.charges = charges;
  return it;
}

}  // namespace

TEST_CASE("a kobold shaman throws force bolts at a hero in line", "[core][monsters][magic]") {
  Game g = hall_game({1, 1});
  test::put_monster(g, "kobold_shaman", {6, 1});
  g.refresh_vision();
  const int hp = g.hero().hp;
  REQUIRE(waits_for(g, "The kobold shaman casts a spell!"));
  CHECK(waits_for(g, "The force bolt hits you!", 1));
  CHECK(g.hero().hp < hp);
}

TEST_CASE("a hurt kobold shaman heals itself", "[core][monsters][magic]") {
  Game g = hall_game({1, 1});
  Monster& m = test::put_monster(g, "kobold_shaman", {10, 1});
  m.max_hp = 40;
  m.hp = 2;
  const int id = m.id;
  g.refresh_vision();
  REQUIRE(waits_for(g, "The kobold shaman casts a spell!"));
  const Monster* after = g.level().monster_by_id(id);
  REQUIRE(after);
  CHECK(after->hp > 2);
}

TEST_CASE("a goblin zaps the wand it carries; its ray kills a jackal, not to the hero's credit",
          "[core][monsters][magic]") {
  Game g = hall_game({5, 1});
  Monster& gob = test::put_monster(g, "goblin", {2, 1});
  gob.items.push_back(wand("wand_fire", 3));
  const int gob_id = gob.id;
  Monster& jackal = test::put_monster(g, "jackal", {8, 1}, Mind::Asleep);
  jackal.hp = 1;
  const int jackal_id = jackal.id;
  g.refresh_vision();
  REQUIRE(waits_for(g, "The goblin zaps a wand!"));
  CHECK(test::said(g, "The bolt of fire hits you!"));
  if (const Monster* gm = g.level().monster_by_id(gob_id)) CHECK(gm->items.front().charges < 3);
  CHECK(g.level().monster_by_id(jackal_id) == nullptr);
  CHECK(test::said(g, "The jackal is killed!"));
  CHECK(g.hero().kills == 0);
}

TEST_CASE("a hurt goblin drinks the healing potion it carries", "[core][monsters][magic]") {
  Game g = hall_game({1, 1});
  Monster& gob = test::put_monster(g, "goblin", {12, 1});
  gob.items.push_back(Item{test::catalog().find_item("healing"), 1, 0});
  gob.max_hp = 40;
  gob.hp = 3;
  const int id = gob.id;
  g.refresh_vision();
  REQUIRE(waits_for(g, "The goblin drinks a potion!"));
  const Monster* m = g.level().monster_by_id(id);
  REQUIRE(m);
  CHECK(m->hp > 3);
  CHECK(m->items.empty());
}
