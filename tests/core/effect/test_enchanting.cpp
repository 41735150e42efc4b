// Enchanting is a choice (r34): a scroll of enchanting leaves the hero one +1 to give to a
// thing they carry, and what +1 does is the thing's kind's data (`enchanting`, `enchant_cap`):
// a weapon's to-hit and damage, armour's class, a ring's magnitude, a wand's charges and
// damage, a spellbook's failure. Each on a hand-drawn map, the Caveman's kit (a +1 club,
// leather armour).
#include <catch2/catch.hpp>
#include <string>

#include "core/action/enchant.hpp"
#include "core/actor/spellcasting.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_enchanting {

using namespace dg;

namespace {

constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

using test::give;

// Reads a scroll of enchanting; the +1s it left to give, as the UI is told them (-1: none).
int read_enchanting(Game& g) {
  g.apply(Command::use_item(Use::Read, give(g, "enchanting")));
  int offered = -1;
  for (const Event& e : g.events())
    if (e.kind == EventKind::EnchantOffered) offered = e.amount;
  return offered;
}

}  // namespace

TEST_CASE("a scroll of enchanting asks which thing; the weapon chosen hits harder and surer",
          "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const Player& h = g.hero();
  const int to_hit = h.weapon_to_hit(g.catalog());
  REQUIRE(h.weapon_enchant() == 1);
  const char potion = give(g, "healing");
  CHECK(read_enchanting(g) == 1);
  CHECK(h.enchant_pending == 1);
  // A thing enchanting does nothing to is refused, and the choice waits.
  CHECK_FALSE(g.apply(Command::enchant(potion)).took_turn);
  CHECK(test::said(g, "Enchanting does nothing to that."));
  CHECK(h.enchant_pending == 1);
  CHECK_FALSE(g.apply(Command::enchant(h.wielded)).took_turn);  // the reading took the turn
  CHECK(test::said(g, "Your club glows blue for a moment."));
  CHECK(h.enchant_pending == 0);
  CHECK(h.weapon_enchant() == 2);
  CHECK(h.weapon_to_hit(g.catalog()) == to_hit + 1);
  CHECK(g.wording().item_name(h.slot(h.wielded)->item) == "a +2 club");
  CHECK_FALSE(g.apply(Command::enchant(h.wielded)).took_turn);
  CHECK(test::said(g, "You have nothing to enchant now."));
  CHECK(h.weapon_enchant() == 2);
}

TEST_CASE("enchanting armour betters the armour class by one", "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const Player& h = g.hero();
  const int ac = h.armour_class(g.catalog());
  const char armour = h.worn_in(ArmourSlot::Body);
  REQUIRE(armour != 0);
  read_enchanting(g);
  g.apply(Command::enchant(armour));
  CHECK(test::said(g, "Your leather armour glows silver for a moment."));
  CHECK(h.armour_class(g.catalog()) == ac - 1);
}

TEST_CASE("enchanting a ring of protection grows what it gives", "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const Player& h = g.hero();
  const int bare = h.armour_class(g.catalog());
  const char ring = give(g, "ring_protection");
  g.apply(Command::use_item(Use::PutOn, ring));
  REQUIRE(h.has_on(ring));
  CHECK(h.armour_class(g.catalog()) == bare - 2);
  read_enchanting(g);
  g.apply(Command::enchant(ring));
  CHECK(test::said(g, "Your ring of protection glows golden for a moment."));
  CHECK(h.armour_class(g.catalog()) == bare - 3);
  CHECK(g.wording().item_name(h.slot(ring)->item) == "a +1 ring of protection");
}

TEST_CASE("enchanting a wand gives it a charge, and its hits a point more",
          "[core][scrolls][enchanting]") {
  // Two games alike but for what took the +1 (the armour, or the wand): the same rolls, so
  // the enchanted wand's bolt takes exactly one hit point more (a hunting jackal: no sneak
  // attack).
  int lost[2] = {0, 0};
  for (int plus = 0; plus < 2; ++plus) {
    Game g = test::game_on(kHall);
    const char wand = give(g, "wand_striking", 1, 4);
    read_enchanting(g);
    g.apply(Command::enchant(plus ? wand : g.hero().worn_in(ArmourSlot::Body)));
    if (plus) {
      CHECK(test::said(g, "Your wand of striking glows white for a moment."));
      CHECK(g.hero().slot(wand)->item.charges == 5);
      CHECK(g.hero().slot(wand)->item.enchant == 1);
    }
    Monster& m = test::put_monster(g, "jackal", {6, 1}, Mind::Hunting);
    m.hp = m.max_hp = 100;
    const int id = m.id;
    g.refresh_vision();
    g.apply(Command::use_item(Use::Zap, wand, Dir::E));
    lost[plus] = 100 - g.level().monster_by_id(id)->hp;
  }
  CHECK(lost[0] >= 2);
  CHECK(lost[1] == lost[0] + 1);
}

TEST_CASE("an enchanted spellbook carried makes its spell fail less often",
          "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const int kind = g.catalog().find_item("book_force_bolt");
  const ItemKind& book = g.catalog().item(kind);
  const int before = spell_failure(g.catalog(), g.hero(), book);
  REQUIRE(before >= 20);  // a Caveman is a poor caster
  const char b = give(g, "book_force_bolt");
  read_enchanting(g);
  g.apply(Command::enchant(b));
  CHECK(test::said(g, "Your spellbook of force bolt glows violet for a moment."));
  read_enchanting(g);
  g.apply(Command::enchant(b));
  CHECK(spell_failure(g.catalog(), g.hero(), book) == before - 20);
  g.apply(Command::use_item(Use::Drop, b));  // only while it is carried
  CHECK(spell_failure(g.catalog(), g.hero(), book) == before);
}

TEST_CASE("at its cap a thing takes no more; a choice left unmade goes to the weapon",
          "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const Player& h = g.hero();
  const char armour = h.worn_in(ArmourSlot::Body);
  g.mutable_player().slot(armour)->item.enchant = 5;
  CHECK_FALSE(can_enchant(g.catalog().kind_of(h.slot(armour)->item), h.slot(armour)->item));
  read_enchanting(g);
  g.apply(Command::enchant(armour));
  CHECK(test::said(g, "That can take no more enchanting."));
  CHECK(h.enchant_pending == 1);
  g.apply(Command::wait());  // something else: the wielded club takes it
  CHECK(h.enchant_pending == 0);
  CHECK(h.weapon_enchant() == 2);
  CHECK(h.slot(armour)->item.enchant == 5);
}

TEST_CASE("an unknown ring is offered whatever its kind, so the menu tells nothing",
          "[core][scrolls][enchanting]") {
  Game g = test::game_on(kHall);
  const char regen = give(g, "ring_regeneration");
  const char prot = give(g, "ring_protection");
  const Item r = g.hero().slot(regen)->item;
  CHECK(offered_for_enchanting(g, r));
  CHECK(offered_for_enchanting(g, g.hero().slot(prot)->item));
  CHECK(enchanting_gives(g, r) == enchanting_gives(g, g.hero().slot(prot)->item));
  read_enchanting(g);
  g.apply(Command::enchant(regen));
  CHECK(g.hero().enchant_pending == 0);  // spent: a ring of regeneration has nothing to grow
  CHECK(g.hero().slot(regen)->item.enchant == 0);
  bool told = false;
  for (const Message& m : g.log().all())
    told |= m.text.ends_with("ring glows for a moment, and fades: it has no power that grows.");
  CHECK(told);
  // Known, it is no longer offered.
  g.mutable_knowledge().learn(r.kind);
  CHECK_FALSE(offered_for_enchanting(g, g.hero().slot(regen)->item));
}

}  // namespace test_enchanting
