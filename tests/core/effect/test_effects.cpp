// Effects as data: potions that exist only in a test content file (tests/content/data) are
// drunk and thrown, and the same steps work on the hero and on a monster.
#include <catch2/catch.hpp>
#include <span>
#include <string>

#include "content/embedded.hpp"
#include "content/items.hpp"
#include "content/toml/effect_steps.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_effects {

using namespace dg;
using K = Command::Kind;

namespace {

// The shipped content with the test potions after the shipped items: a catalog of its own,
// beside the shipped one. A game reads whichever catalog it was made with.
const Catalog& potions_catalog() {
  static const Catalog with_potions = [] {
    Catalog c = test::catalog();
    const std::string text =
        std::string(*find_content_file("items.toml")) + "\n" + test::test_file("test_potions.toml");
    // The gas kinds the items name are the loader's, told it as the tileset is read: told
    // here too, or what the last test to load content left decides (its order did).
    std::vector<std::string> gases;
    for (const GasRules& g : c.gases) gases.push_back(g.id);
    know_gases(std::move(gases));
    auto book = parse_items("items.toml", text);
    INFO((book.ok() ? std::string() : book.error()));
    REQUIRE(book.ok());
    c.items = book.value().kinds;
    c.disguises = book.value().disguises;
    return c;
  }();
  return with_potions;
}

Game make(const Catalog& catalog = test::catalog()) {
  auto g = Game::from_ascii(catalog, "##########\n#@.......#\n#........#\n##########\n", 1,
                            test::caveman());
  REQUIRE(g.ok());
  return g.value();
}
void carry(Game& g, const char* id, int count = 1) {
  const int kind = g.catalog().find_item(id);
  REQUIRE(kind >= 0);
  g.mutable_player().inventory.push_back({'c', Item{kind, count, 0}});
}

}  // namespace

TEST_CASE("a potion written only in a content file heals and hastes", "[core][effects]") {
  Game g = make(potions_catalog());
  g.mutable_player().hp = 2;  // 16 at most: 2d4+10 heals at least 12
  carry(g, "potion_of_quickening");
  REQUIRE(g.apply(Command::use_item(Use::Quaff, 'c')).took_turn);
  CHECK(g.hero().hp >= 14);
  CHECK(g.hero().has(Property::Speed));
  CHECK(g.hero().effective_speed(test::catalog()) == 18);
  CHECK(test::said(g, "You feel better."));
  CHECK(test::said(g, "You are suddenly moving much faster."));
  CHECK(test::said(g, "(That was a potion of quickening.)"));
  while (g.turn() < 31) g.apply(Command::wait());
  CHECK_FALSE(g.hero().has(Property::Speed));
  CHECK(test::said(g, "You feel yourself slow down."));
}

TEST_CASE("thrown, the same potion heals and hastes a monster for half as long",
          "[core][effects]") {
  Game g = make(potions_catalog());
  Monster& m = test::put_monster(g, "jackal", {4, 1});
  m.hp = 1;
  const int id = m.id;
  const int speed = m.effective_speed(test::catalog());
  carry(g, "potion_of_quickening");
  REQUIRE(g.apply(Command::use_item(Use::Throw, 'c', Dir::E)).took_turn);
  const Monster* after = g.level().monster_by_id(id);
  REQUIRE(after);
  CHECK(after->hp == after->max_hp - 1);  // healed to full, which raised the maximum by one
  CHECK(after->effective_speed(test::catalog()) == speed + 6);
  REQUIRE(after->effects.size() == 1);
  CHECK(after->effects[0].turns == 15 - 1);  // 30 halved, and one turn has passed
  CHECK(test::said(g, "The jackal looks healthier."));
}

TEST_CASE("the hero and a monster are paralysed by the same step", "[core][effects]") {
  SECTION("the hero, drinking it, cannot act for its 8 tries") {
    Game g = make(potions_catalog());
    carry(g, "potion_of_stillness");
    g.apply(Command::use_item(Use::Quaff, 'c'));
    CHECK(test::said(g, "You are frozen!"));
    REQUIRE(g.hero().hold());
    CHECK(g.hero().has(Property::Paralysed));
    const Vec at = g.hero().pos;
    for (int i = 0; i < 8; ++i) {
      CHECK(g.apply(Command::move(Dir::E)).took_turn);
      CHECK(g.hero().pos == at);
    }
    CHECK(test::said(g, "You cannot move!"));
    CHECK(test::said(g, "You can move again."));
    CHECK_FALSE(g.hero().hold());
    g.apply(Command::move(Dir::E));
    CHECK(g.hero().pos == at + Vec{1, 0});
  }
  SECTION("a monster splashed with it stands still for 4 of its turns, then bites") {
    Game g = make(potions_catalog());
    g.mutable_player().max_hp = g.mutable_player().hp = 1000;
    Monster& m = test::put_monster(g, "jackal", {2, 1});  // next to the hero
    const int id = m.id;
    carry(g, "potion_of_stillness");
    g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
    const Monster* j = g.level().monster_by_id(id);
    REQUIRE(j);
    CHECK(j->has(Property::Paralysed));
    CHECK(g.hero().hp == 1000);  // it could not bite this turn
    g.apply(Command::wait());
    g.apply(Command::wait());
    CHECK(g.hero().hp == 1000);
    CHECK(g.level().monster_by_id(id)->pos == Vec{2, 1});
    for (int i = 0; i < 30 && g.hero().hp == 1000; ++i) g.apply(Command::wait());
    CHECK(g.hero().hp < 1000);  // free again, it attacks
    CHECK_FALSE(g.level().monster_by_id(id)->hold());
  }
}

TEST_CASE("the hero and a monster are hurt and poisoned by the same steps", "[core][effects]") {
  Game g = make(potions_catalog());
  g.mutable_player().max_hp = g.mutable_player().hp = 1000;
  carry(g, "potion_of_venom", 2);
  g.apply(Command::use_item(Use::Quaff, 'c'));
  CHECK(g.hero().hp <= 999);  // the sting, and maybe poison's first bite
  CHECK(test::said(g, "It stings!"));
  CHECK(g.hero().has(Property::Poisoned));
  const int hero_before = g.hero().hp;
  for (int i = 0; i < 15; ++i) g.apply(Command::of(K::Search));
  CHECK(g.hero().hp < hero_before);  // nothing else here hurts
  Monster& m = test::put_monster(g, "jackal", {5, 1});
  m.max_hp = m.hp = 500;
  const int id = m.id;
  g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  const Monster* j = g.level().monster_by_id(id);
  REQUIRE(j);
  CHECK(test::said(g, "The jackal flinches."));
  CHECK(j->has(Property::Poisoned));
  CHECK(j->hp < 500);
  // Poison bites it now and then, by the hero's rule (the hero does not fight back).
  const int monster_before = j->hp;
  for (int i = 0; i < 15; ++i) g.apply(Command::of(K::Search));
  REQUIRE(g.level().monster_by_id(id));
  CHECK(g.level().monster_by_id(id)->hp < monster_before);
}

TEST_CASE("effect steps with mistakes are reported with their place", "[content][effects]") {
  const std::string text =
      std::string(*find_content_file("items.toml")) +
      "\n[bad_potion]\nparent = \"base_potion\"\nname = \"potion of oops\"\n"
      "effects = [{ heal = \"1d4\", damage = \"1d4\" },\n"
      "           { condition = \"speed\", turns = \"10-5\" },\n"
      "           { condition = \"speed\", turns = \"10\", chance = \"3/2\" },\n"
      "           { sing = true }]\n";
  auto book = parse_items("items.toml", text);
  REQUIRE_FALSE(book.ok());
  const std::string& e = book.error();
  INFO(e);
  CHECK(e.find("bad_potion.effects[0].damage: a step does one thing: it already has 'heal'") !=
        std::string::npos);
  CHECK(e.find("bad_potion.effects[1].turns: must be a number like \"12\" or a range "
               "like \"5-10\" (got \"10-5\")") != std::string::npos);
  CHECK(e.find("bad_potion.effects[2].chance: must be like \"1/3\" or \"40%\"") !=
        std::string::npos);
  CHECK(e.find("bad_potion.effects[3]: a step needs one of heal, damage, condition") !=
        std::string::npos);
  CHECK(e.find("bad_potion.effects[3]: unknown field 'sing'") != std::string::npos);
}

TEST_CASE("a healing potion thrown at a monster heals it as it heals the hero", "[core][effects]") {
  // Before: a monster was only healed; now a full heal raises its maximum and poison is cured.
  Game g = make();
  Monster& m = test::put_monster(g, "jackal", {4, 1});
  const int id = m.id, max_before = m.max_hp;
  m.effects.push_back({EffectKind::Poison, 50});
  carry(g, "healing");
  g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  const Monster* after = g.level().monster_by_id(id);
  REQUIRE(after);
  CHECK(after->max_hp == max_before + 1);
  CHECK_FALSE(after->has(Property::Poisoned));
  CHECK(test::said(g, "The jackal looks healthier."));
}

TEST_CASE("a potion thrown at a monster in view says what it did to it", "[core][effects]") {
  // Before: "The jackal is drenched." whatever the potion did.
  for (const auto& [potion, words] : {std::pair{"blindness", "The jackal is blinded!"},
                                      {"confusion", "The jackal looks confused."},
                                      {"slowness", "The jackal seems to be moving slower."}}) {
    Game g = make();
    test::put_monster(g, "jackal", {4, 1});
    carry(g, potion);
    g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
    CHECK(test::said(g, words));
    CHECK_FALSE(test::said(g, "The jackal is drenched."));
  }
}

TEST_CASE("a potion whose work does not show on a monster drenches it", "[core][effects]") {
  Game g = make();
  test::put_monster(g, "jackal", {4, 1});
  carry(g, "telepathy");
  g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
  CHECK(test::said(g, "The jackal is drenched."));
}

TEST_CASE("the wizard's made item is said with a capital letter", "[core][wizard]") {
  auto made = Game::new_game(test::catalog(), 3, test::caveman(), true);
  REQUIRE(made.ok());
  Game& g = made.value();
  const int kind = g.catalog().find_item("blindness");
  g.apply(Command::create(kind));
  const std::string said = g.log().latest().back().text;
  CHECK(said.rfind(" potion appears at your feet.") != std::string::npos);
  CHECK(said[0] == 'A');  // "A smoky grey potion appears...", "An oily black potion..."
}

}  // namespace test_effects
