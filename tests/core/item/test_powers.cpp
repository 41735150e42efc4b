// Powers of weapons and armour (r36): found deeper, unknown until they show themselves (a
// weapon's on the first blow that lands, armour's once worn) or an identify tells them, each
// what its data says. On hand-drawn maps, the Caveman (a +1 club, leather armour), his own
// gear taken off first where a piece of the test's goes on.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "core/action/attack.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_powers {

using namespace dg;

namespace {

constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

int power_id(const Catalog& c, const std::string& id) {
  for (std::size_t i = 0; i < c.powers.size(); ++i)
    if (c.powers[i].id == id) return static_cast<int>(i);
  FAIL("no power " << id);
  return -1;
}

// The hero, hardy enough to fight all day, with `item_id` carrying power `power` (unknown).
char give_powered(Game& g, const char* item_id, const std::string& power) {
  Player& h = g.mutable_player();
  h.max_hp = h.hp = 10000;
  Item it{g.catalog().find_item(item_id), 1, 0};
  REQUIRE(it.kind >= 0);
  it.power = power_id(g.catalog(), power);
  return h.add_to_pack(g.catalog(), it);
}

// Wears `letter` in place of the body armour worn.
void wear(Game& g, char letter) {
  Player& h = g.mutable_player();
  if (const char body = h.worn_in(ArmourSlot::Body)) g.apply(Command::take_off(body));
  g.apply(Command::use_item(Use::Wear, letter));
}

// Strikes a sturdy monster east of the hero until a blow lands; returns its id.
int strike_until_a_hit(Game& g) {
  Monster& m = test::put_monster(g, "jackal", g.hero().pos + Vec{1, 0});
  m.max_hp = m.hp = 10000;
  const int id = m.id;
  for (int i = 0; i < 100; ++i) {
    g.apply(Command::move(Dir::E));
    const auto& ev = g.events();
    if (std::any_of(ev.begin(), ev.end(), [&](const Event& e) {
          return e.kind == EventKind::Hit && e.actor == kHero && e.target == id;
        }))
      return id;
  }
  FAIL("no blow landed in 100 tries");
  return id;
}

}  // namespace

TEST_CASE("every power is unknown until it shows itself in use, then named",
          "[core][items][powers]") {
  const Catalog& c = test::catalog();
  REQUIRE(c.powers.size() >= 16);
  int good = 0, bad = 0;
  for (const PowerDef& p : c.powers) {
    INFO(p.id);
    (p.bad ? bad : good) += 1;
    Game g = test::game_on(kHall);
    const char* kind = p.on_armour ? "leather_armour" : "long_sword";
    const char letter = give_powered(g, kind, p.id);
    const Item& it = g.hero().slot(letter)->item;
    const std::string plain = c.item(it.kind).name;
    CHECK(g.wording().item_name(it) == "a " + plain);  // nothing told yet
    if (p.on_armour) {
      wear(g, letter);
    } else {
      g.apply(Command::use_item(Use::Wield, letter));
      CHECK_FALSE(g.hero().slot(letter)->item.power_known);  // wielding tells nothing
      strike_until_a_hit(g);
    }
    const Item& now = g.hero().slot(letter)->item;
    CHECK(now.power_known);
    const std::string named = powered_name(p, plain);
    CHECK(test::said(g, "Your " + plain + " is " + with_article(named) + "!"));
    CHECK(g.wording().item_name(now).find(named) != std::string::npos);
  }
  CHECK(good >= 12);
  CHECK(bad >= 4);
}

TEST_CASE("armour's powers act while it is worn", "[core][items][powers]") {
  Game g = test::game_on(kHall);
  const Player& h = g.hero();
  const int bare = [&] {
    Game plain = test::game_on(kHall);
    plain.apply(Command::take_off(plain.hero().worn_in(ArmourSlot::Body)));
    return plain.hero().armour_class(plain.catalog());
  }();
  const int leather = g.catalog().item(g.catalog().find_item("leather_armour")).ac;
  const char guard = give_powered(g, "leather_armour", "protection");
  wear(g, guard);
  CHECK(h.armour_class(g.catalog()) == bare - leather - 2);
  g.apply(Command::take_off(guard));
  const char weak = give_powered(g, "leather_armour", "vulnerability");
  wear(g, weak);
  CHECK(h.armour_class(g.catalog()) == bare - leather + 3);
  g.apply(Command::take_off(weak));
  // Stealth while worn, and not after.
  const char quiet = give_powered(g, "leather_armour", "stealth");
  REQUIRE_FALSE(h.has(Property::Stealthy));
  wear(g, quiet);
  CHECK(h.has(Property::Stealthy));
  g.apply(Command::take_off(quiet));
  CHECK_FALSE(h.has(Property::Stealthy));
  // Burden: three times the weight.
  const int before = h.carried_weight(g.catalog());
  give_powered(g, "leather_armour", "burden");
  const int weight = g.catalog().item(g.catalog().find_item("leather_armour")).weight;
  CHECK(h.carried_weight(g.catalog()) - before == 3 * weight);
}

TEST_CASE("armour of thorns pricks whoever lands a blow on its wearer", "[core][items][powers]") {
  Game g = test::game_on(kHall);
  wear(g, give_powered(g, "leather_armour", "thorns"));
  Monster& m = test::put_monster(g, "jackal", g.hero().pos + Vec{1, 0});
  m.max_hp = m.hp = 500;
  const int id = m.id;
  for (int i = 0; i < 200 && g.level().monster_by_id(id)->hp == 500; ++i) g.apply(Command::wait());
  CHECK(g.level().monster_by_id(id)->hp < 500);
  CHECK(test::said(g, "The jackal is pricked by thorns!"));
  // Thorns that kill the biter end its attack there (its next bite, a freed monster's, was
  // read from a dangling pointer before: the balance bot crashed on it).
  // (It bites by hand here: at a point of hit points it would rather flee than bite.)
  for (int i = 0; i < 200 && g.level().monster_by_id(id); ++i) {
    Monster& biter = *g.mutable_level().monster_by_id(id);
    biter.hp = 1;
    melee_attack(g, biter, g.mutable_player());
  }
  CHECK_FALSE(g.level().monster_by_id(id));
}

TEST_CASE("a weapon's power that kills what it struck ends the attack there",
          "[core][items][powers]") {
  // Flaming: the blow leaves the jackal a point, the fire kills it; the blows after (a
  // second one from a talent) must not reach for it.
  Game g = test::game_on(kHall);
  const char sword = give_powered(g, "long_sword", "flaming");
  g.apply(Command::use_item(Use::Wield, sword));
  g.mutable_player().knacks.attacks = 1;
  for (int round = 0; round < 30; ++round) {
    Monster& m = test::put_monster(g, "jackal", g.hero().pos + Vec{1, 0});
    m.max_hp = m.hp = 6;
    const int id = m.id;
    for (int i = 0; i < 50 && g.level().monster_by_id(id); ++i) g.apply(Command::move(Dir::E));
    CHECK_FALSE(g.level().monster_by_id(id));
  }
}

TEST_CASE("a flaming weapon burns what it strikes; one of venom poisons it",
          "[core][items][powers]") {
  Game g = test::game_on(kHall);
  const char sword = give_powered(g, "long_sword", "flaming");
  g.apply(Command::use_item(Use::Wield, sword));
  strike_until_a_hit(g);
  CHECK(test::said(g, "The jackal is seared!"));
  Game v = test::game_on(kHall);
  const char fang = give_powered(v, "long_sword", "venom");
  v.apply(Command::use_item(Use::Wield, fang));
  const int id = strike_until_a_hit(v);
  for (int i = 0; i < 40; ++i) {
    const Monster* m = v.level().monster_by_id(id);
    if (std::any_of(m->effects.begin(), m->effects.end(),
                    [](const Effect& e) { return e.kind == EffectKind::Poison; }))
      break;
    v.apply(Command::move(Dir::E));
  }
  const Monster* m = v.level().monster_by_id(id);
  CHECK(std::any_of(m->effects.begin(), m->effects.end(),
                    [](const Effect& e) { return e.kind == EffectKind::Poison; }));
}

TEST_CASE("a scroll of identify tells every power carried", "[core][items][powers]") {
  Game g = test::game_on(kHall);
  const char a = give_powered(g, "long_sword", "accuracy");
  const char b = give_powered(g, "leather_armour", "fire_resistance");
  g.mutable_knowledge().learn(g.catalog().find_item("identify"));
  g.apply(Command::use_item(Use::Read, test::give(g, "identify")));
  CHECK(g.hero().slot(a)->item.power_known);
  CHECK(g.hero().slot(b)->item.power_known);
  CHECK(test::said(g, "Your long sword is a long sword of accuracy!"));
}

TEST_CASE("found weapons and armour have powers, more deeper; a bad one comes cursed",
          "[core][items][powers]") {
  const Catalog& c = test::catalog();
  const int sword = c.find_item("long_sword"), potion = c.find_item("healing");
  Rng rng(7);
  int shallow = 0, deep = 0;
  for (int i = 0; i < 2000; ++i) {
    const Item one = found_item(c, sword, rng, 1);
    if (one.power >= 0) {
      ++shallow;
      CHECK(c.powers[static_cast<std::size_t>(one.power)].min_depth <= 1);
      CHECK_FALSE(c.powers[static_cast<std::size_t>(one.power)].on_armour);
    }
    const Item low = found_item(c, sword, rng, 12);
    if (low.power >= 0) {
      ++deep;
      CHECK_FALSE(low.power_known);
      if (c.powers[static_cast<std::size_t>(low.power)].bad) CHECK(low.cursed);
    }
    CHECK(found_item(c, potion, rng, 12).power < 0);
  }
  // About 4% at level 1 and 28% at level 12 (of those not cursed beforehand).
  CHECK(shallow > 30);
  CHECK(shallow < 130);
  CHECK(deep > 400);
  CHECK(deep < 600);
}

}  // namespace test_powers
