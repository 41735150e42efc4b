// Shops (r38): a keeper at its post inside the door, goods unpaid until paid for, prices from
// an item's cost, the hero's charisma and whether the kind is known (so a price tells a kind's
// price group); the keeper stands in the door while the hero owes it or brings a pick-axe,
// buys what the hero drops for half, and fights a thief or an attacker.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/gen/seed_catalog.hpp"
#include "core/set_piece_fixtures.hpp"
#include "core/world/shop.hpp"
#include "core/world/stage.hpp"

namespace test_shop {

using namespace dg;

namespace {

// The general store built at (4,2): 7x5, its door at (7,6), the keeper's post at (7,5), the
// cell aside it (6,5), its goods on (5..9, 3..4).
constexpr Vec kAt{4, 2}, kDoor{7, 6}, kPost{7, 5}, kAside{6, 5}, kShelf{5, 3}, kOutside{7, 8};

Game store() {
  Game g = test::hall_with("general_store", kAt);
  g.mutable_player().attr[Attr::Ch] = 12;  // prices as the cost says
  // One known thing on the first shelf, for a test to buy: a potion of healing.
  Level& lv = g.mutable_level();
  std::erase_if(lv.items, [](const FloorItem& f) { return f.pos == kShelf; });
  Item healing = test::item("healing");
  healing.unpaid = true;
  lv.items.push_back({kShelf, healing});
  return g;
}

const Monster& the_keeper(const Game& g) {
  const Monster* k = shop::keeper(g, 0);
  REQUIRE(k);
  return *k;
}

// The shopkeeper on the level, at peace or not (a keeper that fights keeps no shop).
const Monster* shopkeeper(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (g.catalog().breed_of(m).id == "shopkeeper") return &m;
  return nullptr;
}

void go_to(Game& g, Vec p) {
  stage::put(g.mutable_player(), p);
  g.refresh_vision();
}

}  // namespace

TEST_CASE("a shop's prices: the cost, the hero's charisma, and a third more for a kind unknown",
          "[core][shop]") {
  Game g = store();
  const Item healing = test::item("healing");      // cost 100
  const Item extra = test::item("extra_healing");  // cost 100: the same price group
  const Item sickness = test::item("sickness");    // cost 50
  CHECK(shop::price(g, healing) == 133);           // unknown: 100 and a third
  CHECK(shop::price(g, extra) == 133);             // ...as every kind of its cost
  CHECK(shop::price(g, sickness) == 66);           // ...which another cost never asks
  CHECK(shop::offer(g, healing) == 33);            // bought for a third, unknown
  g.mutable_knowledge().learn(healing.kind);
  CHECK(shop::price(g, healing) == 100);
  CHECK(shop::offer(g, healing) == 50);  // half, known
  g.mutable_player().attr[Attr::Ch] = 5;
  CHECK(shop::price(g, healing) == 200);  // twice, to a hero of charisma below 6
  g.mutable_player().attr[Attr::Ch] = 18;
  CHECK(shop::price(g, healing) == 66);  // two thirds at 18
  Item two = healing;
  two.count = 2;
  CHECK(shop::price(g, two) == 132);
}

TEST_CASE("a thing picked up in a shop is unpaid, named with its price, until paid for",
          "[core][shop]") {
  Game g = store();
  go_to(g, kShelf);
  g.apply(Command::of(Command::Kind::PickUp));
  const InvSlot* s = nullptr;
  for (const InvSlot& slot : g.hero().inventory)
    if (slot.item.kind == test::item("healing").kind) s = &slot;
  REQUIRE(s);
  CHECK(s->item.unpaid);
  CHECK(g.wording().item_name(s->item).find("(unpaid, 133 gold)") != std::string::npos);
  CHECK(shop::debt(g) == 133);
  g.mutable_player().gold = 100;  // not enough
  g.apply(Command::of(Command::Kind::Pay));
  CHECK(shop::debt(g) == 133);
  CHECK(test::said(g,
                   "You cannot afford a murky potion (133 gold): drop it here, or come back "
                   "with more.") == false);  // (its look is the seed's: checked by its end)
  bool refused = false;
  for (const Message& m : g.log().all())
    refused |=
        m.text.find("(133 gold): drop it here, or come back with more.") != std::string::npos;
  CHECK(refused);
  g.mutable_player().gold = 200;
  g.apply(Command::of(Command::Kind::Pay));
  CHECK(shop::debt(g) == 0);
  CHECK(g.hero().gold == 67);
  bool bought = false;
  for (const Message& m : g.log().all())
    bought |=
        m.text.rfind("You buy ", 0) == 0 && m.text.find(" for 133 gold.") != std::string::npos;
  CHECK(bought);
}

TEST_CASE("the keeper stands in the door while the hero owes it, and steps aside once paid",
          "[core][shop]") {
  Game g = store();
  test::wait_turns(g, 3);
  CHECK(the_keeper(g).pos == kAside);  // nothing owed: the way out is open
  go_to(g, kShelf);
  g.apply(Command::of(Command::Kind::PickUp));
  test::wait_turns(g, 3);
  CHECK(the_keeper(g).pos == kPost);  // in the way
  // Beside it, a step into it asks why, and whether to attack.
  go_to(g, kPost + Vec{0, -1});
  const Outcome o = g.apply(Command::move(Dir::S));
  CHECK_FALSE(o.took_turn);
  CHECK(o.confirm.find("stands in your way: pay ($) for what you carry, or drop it.") !=
        std::string::npos);
  CHECK(the_keeper(g).shop == 0);  // asking is not attacking
  g.mutable_player().gold = 500;
  g.apply(Command::of(Command::Kind::Pay));
  test::wait_turns(g, 3);
  CHECK(the_keeper(g).pos == kAside);
}

TEST_CASE("a keeper turns away a hero with a pick-axe at its door", "[core][shop]") {
  Game g = store();
  test::give(g, "pick_axe");
  go_to(g, kOutside);
  test::wait_turns(g, 3);
  CHECK(the_keeper(g).pos == kPost);
  go_to(g, kDoor);
  const Outcome o = g.apply(Command::move(Dir::N));
  CHECK(o.confirm.find("will not let you in with that digging tool") != std::string::npos);
}

TEST_CASE("a thing of the hero's dropped in a shop is sold, once the hero agrees", "[core][shop]") {
  Game g = store();
  const char sword = test::give(g, "long_sword");  // cost 15
  g.mutable_knowledge().learn(test::item("long_sword").kind);
  go_to(g, kShelf + Vec{0, 1});
  const int gold = g.hero().gold;
  const Command drop = Command::use_item(Use::Drop, sword);
  const Outcome asked = g.apply(drop);
  CHECK(asked.confirm == "Sell a long sword to the shopkeeper for 7 gold?");
  CHECK(g.hero().gold == gold);
  g.apply(drop.confirm());
  CHECK(g.hero().gold == gold + 7);
  CHECK(test::said(g, "You sell a long sword for 7 gold."));
  bool for_sale = false;
  for (const FloorItem& f : g.level().items)
    for_sale |= f.pos == kShelf + Vec{0, 1} && f.item.kind == test::item("long_sword").kind &&
                f.item.unpaid;
  CHECK(for_sale);
  CHECK(g.hero().gold_found == 0);  // a sale is not gold found: the score stays
}

TEST_CASE("out of the shop with unpaid things is theft: the keeper fights", "[core][shop]") {
  Game g = store();
  go_to(g, kShelf);
  g.apply(Command::of(Command::Kind::PickUp));
  go_to(g, kOutside + Vec{-4, 0});  // as a teleport would take the hero
  test::wait_turns(g, 1);
  CHECK(test::said(g, "You leave the shop without paying for 133 gold of goods!"));
  CHECK(test::said(g, "The shopkeeper shouts: \"Thief!\""));
  const Monster* k = shopkeeper(g);
  REQUIRE(k);
  CHECK(k->shop == -1);
  CHECK(k->mind == Mind::Hunting);
  CHECK(shop::debt(g) == 0);  // what was taken is the hero's now
}

TEST_CASE("a step into the keeper, agreed to, is an attack, and it fights back", "[core][shop]") {
  Game g = store();
  test::wait_turns(g, 3);
  go_to(g, kAside + Vec{0, -1});
  const Command step = Command::move(Dir::S);
  CHECK(g.apply(step).confirm == "Attack the shopkeeper? (It fights hard.)");
  g.apply(step.confirm());
  CHECK(test::said(g, "You attack the shopkeeper!"));
  const Monster* k = shopkeeper(g);
  REQUIRE(k);
  CHECK(k->shop == -1);
}

TEST_CASE("with its keeper gone, a shop's goods are anyone's", "[core][shop]") {
  Game g = store();
  Monster& k = const_cast<Monster&>(the_keeper(g));
  g.damage(k, 1000, {.by = kHero, .hero_earns = true, .kill_line = "You kill it!"});
  REQUIRE_FALSE(shop::keeper(g, 0));
  go_to(g, kShelf);
  g.apply(Command::of(Command::Kind::PickUp));
  CHECK(shop::debt(g) == 0);
}

TEST_CASE("gold found is the score: spending it costs nothing", "[core][shop]") {
  Game g = store();
  g.mutable_level().gold.push_back({kOutside, 120});
  go_to(g, kOutside + Vec{-1, 0});
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().gold_found == 120);
  CHECK(score(g) == 120);
  g.mutable_player().gold = 0;  // spent (or stolen)
  CHECK(score(g) == 120);
}

TEST_CASE("100 seeds hold every kind of shop, each with its keeper", "[core][shop]") {
  std::set<std::string> shops;
  for (std::uint64_t seed = 2000; seed < 2100; ++seed) {
    auto levels = seed_catalog(test::catalog(), seed);
    REQUIRE(levels.ok());
    for (const LevelListing& l : levels.value())
      for (const std::string& p : l.set_pieces) {
        if (p == "a general store" || p == "an apothecary" || p == "an armourer's shop") {
          shops.insert(p);
          bool keeper = false;
          for (const std::string& m : l.monsters) keeper |= m.rfind("shopkeeper", 0) == 0;
          CHECK(keeper);
        }
      }
  }
  CHECK(shops == std::set<std::string>{"a general store", "an apothecary", "an armourer's shop"});
}

}  // namespace test_shop
