// Items, inventory, equipment, effects and potion identification, through Game::apply.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_items {

using namespace dg;
using K = Command::Kind;

namespace {
Game make(const char* map = "#########\n#@......#\n#.......#\n#########\n",
          std::uint64_t seed = 1) {
  auto g = Game::from_ascii(test::catalog(), map, seed, test::caveman());
  REQUIRE(g.ok());
  return g.value();
}
int kind(const char* id) {
  const int k = test::catalog().find_item(id);
  REQUIRE(k >= 0);
  return k;
}
void drop_here(Game& g, const char* id, int count = 1) {
  g.mutable_level().items.push_back({g.hero().pos, Item{kind(id), count, 0}});
}
Command with_letter(Use u, char letter) {
  return Command::use_item(u, letter);
}
std::string said(const Game& g) {
  return g.log().latest().empty() ? "" : g.log().latest().back().text;
}
}  // namespace

TEST_CASE("the hero starts armed and armoured", "[core][items]") {
  Game g = make();
  CHECK(g.hero().wielded == 'a');
  CHECK(g.hero().worn_in(ArmourSlot::Body) == 'b');
  CHECK(g.hero().armour_class(test::catalog()) == 8);
  CHECK(g.hero().weapon_damage(test::catalog()) == Dice{1, 6, 0});
}

TEST_CASE("pick up and drop keep letters stable; potions stack", "[core][items]") {
  Game g = make();
  drop_here(g, "healing");
  CHECK(g.apply(Command::pick_up()).took_turn);
  CHECK(said(g).rfind("c - ", 0) == 0);
  drop_here(g, "healing");
  g.apply(Command::pick_up());
  REQUIRE(g.hero().slot('c'));
  CHECK(g.hero().slot('c')->item.count == 2);  // same kind: one slot, two potions
  CHECK_FALSE(g.hero().slot('d'));
  // Dropping the sword frees 'a'; the next new thing takes the first free letter.
  CHECK(g.apply(with_letter(Use::Drop, 'a')).took_turn);
  CHECK(g.hero().wielded == 0);
  CHECK_FALSE(g.hero().slot('a'));
  CHECK(g.hero().slot('c'));  // the potions kept their letter
  drop_here(g, "dagger");
  g.mutable_level().items.erase(g.mutable_level().items.begin());  // leave only the dagger here
  g.apply(Command::pick_up());
  REQUIRE(g.hero().slot('a'));
  CHECK(g.hero().slot('a')->item.kind == kind("dagger"));
}

TEST_CASE("a full pack or too much weight refuses with a message and loses nothing",
          "[core][items]") {
  Game g = make();
  for (char c = 'c'; c <= 'z'; ++c)
    g.mutable_player().inventory.push_back({c, Item{kind("dagger"), 1, 0}});
  drop_here(g, "mace");
  CHECK_FALSE(g.apply(Command::pick_up()).took_turn);
  CHECK(said(g) == "You have no room for a mace.");
  CHECK(g.level().items.size() == 1);
  CHECK(g.hero().inventory.size() == 26);

  Game h = make();
  h.mutable_player().attr[Attr::St] = 6;
  h.mutable_player().attr[Attr::Co] = 6;  // capacity 350, at most 700 carried (180 already)
  drop_here(h, "plate_mail");
  drop_here(h, "plate_mail");
  h.apply(Command::pick_up());
  CHECK_FALSE(h.apply(Command::pick_up()).took_turn);
  CHECK(said(h).find("too heavy") != std::string::npos);
  CHECK(h.level().items.size() == 1);
  CHECK(h.hero().burdened(test::catalog()));
  CHECK(h.hero().effective_speed(test::catalog()) < kNormalSpeed);
}

TEST_CASE("wield, wear and take off change the numbers combat uses", "[core][items]") {
  Game g = make();
  drop_here(g, "plate_mail");
  drop_here(g, "two_handed_sword");
  g.apply(Command::pick_up());
  g.apply(Command::pick_up());
  CHECK_FALSE(g.apply(with_letter(Use::Wear, 'c')).took_turn);
  CHECK(said(g) == "You are already wearing a leather armour.");
  CHECK(g.apply(Command::of(K::TakeOff)).took_turn);
  CHECK(g.hero().armour_class(test::catalog()) == 10);
  CHECK(g.apply(with_letter(Use::Wear, 'c')).took_turn);
  CHECK(g.hero().armour_class(test::catalog()) == 3);
  CHECK(g.apply(with_letter(Use::Wield, 'd')).took_turn);
  CHECK(g.hero().weapon_damage(test::catalog()) == Dice{1, 12, 0});
  CHECK(g.hero().weapon_to_hit(test::catalog()) == -1);
  CHECK_FALSE(g.apply(with_letter(Use::Wield, 'c')).took_turn);
  CHECK(said(g) == "You cannot wield a plate mail as a weapon.");
  CHECK_FALSE(g.apply(with_letter(Use::Quaff, 'c')).took_turn);
  CHECK(said(g) == "That is a silly thing to drink.");
  CHECK(g.hero().slot('c'));  // refused commands lose nothing
}

TEST_CASE("acid corrodes worn armour", "[core][items]") {
  Game g = make("#######\n#@~~~~#\n#######\n");
  g.mutable_player().max_hp = g.mutable_player().hp = 500;
  g.apply(Command::move(Dir::E).confirm());
  for (int i = 0; i < 30; ++i) g.apply(Command::wait());
  CHECK(g.hero().slot('b')->item.erosion > 0);
  CHECK(g.hero().armour_class(test::catalog()) > 8);
}

TEST_CASE("every potion does its thing, and timed ones wear off", "[core][items][effects]") {
  struct Case {
    const char* id;
    Property property;
  };
  const Case timed[] = {
      {"weakness", Property::Strength},    {"might", Property::Strength},
      {"speed", Property::Speed},          {"slowness", Property::Speed},
      {"confusion", Property::Confused},   {"blindness", Property::Blind},
      {"poison", Property::Poisoned},      {"levitation", Property::Levitating},
      {"telepathy", Property::Telepathic}, {"see_invisible", Property::SeesInvisible}};
  for (const Case& c : timed) {
    INFO(c.id);
    Game g = make();
    g.mutable_player().max_hp = g.mutable_player().hp = 1000;
    g.mutable_player().inventory.push_back({'c', Item{kind(c.id), 1, 0}});
    const int before = modifiers(g.hero().effects, c.property);
    REQUIRE(g.apply(with_letter(Use::Quaff, 'c')).took_turn);
    CHECK(modifiers(g.hero().effects, c.property) != before);
    CHECK(g.knowledge().knows(kind(c.id)));
    // Effects count game turns; a fast hero gets more actions in, so allow for that.
    const int turns = test::catalog().item(kind(c.id)).effects.at(0).turns.max;
    for (int i = 0; i < 2 * turns + 2 && !g.hero().effects.empty(); ++i)
      g.apply(Command::of(K::Search));
    CHECK(g.hero().effects.empty());
    CHECK(modifiers(g.hero().effects, c.property) == 0);
  }
  SECTION("healing heals and cures poison") {
    Game g = make();
    g.mutable_player().hp = 3;
    g.mutable_player().effects.push_back({EffectKind::Poison, 50});
    g.mutable_player().inventory.push_back({'c', Item{kind("healing"), 1, 0}});
    g.apply(with_letter(Use::Quaff, 'c'));
    CHECK(g.hero().hp > 3);
    CHECK_FALSE(g.hero().has(Property::Poisoned));
  }
  SECTION("sickness hurts, gain strength lasts") {
    Game g = make();
    g.mutable_player().attr[Attr::St] = 16;
    g.mutable_player().inventory.push_back({'c', Item{kind("sickness"), 1, 0}});
    g.mutable_player().inventory.push_back({'d', Item{kind("gain_strength"), 4, 0}});
    g.apply(with_letter(Use::Quaff, 'c'));
    CHECK(g.hero().hp < 16);
    g.apply(with_letter(Use::Quaff, 'd'));
    CHECK(g.hero().strength() == 17);
    g.apply(with_letter(Use::Quaff, 'd'));
    CHECK(g.hero().strength() == 18);
    g.apply(with_letter(Use::Quaff, 'd'));  // from 18 it climbs through 18/xx
    CHECK(g.hero().strength() == 18);
    CHECK(g.hero().attr.exceptional >= 1);
    CHECK(g.hero().attr.exceptional <= 10);
  }
}

TEST_CASE("effects stack through modifiers and unwind one by one", "[core][effects]") {
  Game g = make();
  g.mutable_player().attr[Attr::St] = 16;
  g.mutable_player().inventory.push_back({'c', Item{kind("weakness"), 2, 0}});
  g.apply(with_letter(Use::Quaff, 'c'));
  for (int i = 0; i < 50; ++i) g.apply(Command::of(K::Search));
  g.apply(with_letter(Use::Quaff, 'c'));
  CHECK(g.hero().effective_strength() == 16 - 4);  // two weaknesses at once
  for (int i = 0; i < 160; ++i) g.apply(Command::of(K::Search));
  CHECK(g.hero().effective_strength() == 16 - 2);  // the first has worn off
  for (int i = 0; i < 60; ++i) g.apply(Command::of(K::Search));
  CHECK(g.hero().effective_strength() == 16);
  CHECK(g.hero().strength() == 16);  // the base never moved
}

TEST_CASE("levitation floats over pits and stops you picking things up", "[core][effects]") {
  Game g = make("#######\n#@^...#\n#######\n");
  g.mutable_player().effects.push_back({EffectKind::Levitation, 20});
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.hero().hold() == nullptr);
  CHECK(said(g) == "You float over the pit.");
  drop_here(g, "dagger");
  CHECK_FALSE(g.apply(Command::pick_up()).took_turn);
  CHECK(said(g) == "You cannot reach the floor.");
}

TEST_CASE("confusion makes you stumble; blindness puts out your sight", "[core][effects]") {
  Game g = make("###########\n#@........#\n#.........#\n#.........#\n###########\n");
  g.mutable_player().effects.push_back({EffectKind::Confusion, 100});
  int stumbles = 0;
  for (int i = 0; i < 30; ++i) {
    g.mutable_player().pos = {5, 2};
    g.apply(Command::move(Dir::E));
    stumbles += g.hero().pos != Vec{6, 2};
  }
  CHECK(stumbles > 3);
  g.mutable_player().effects = {{EffectKind::Blindness, 10}};
  g.refresh_vision();
  CHECK_FALSE(g.sight().sees({6, 2}));
}

TEST_CASE("potions hide behind per-game appearances until drunk", "[core][items][identify]") {
  Game a = make(), b = make("#########\n#@......#\n#.......#\n#########\n", 2);
  const Item heal{kind("healing"), 1, 0};
  const std::string name_a = a.wording().item_name(heal);
  CHECK(name_a.find("potion") != std::string::npos);
  CHECK(name_a.find("healing") == std::string::npos);  // not known yet
  CHECK(make().wording().item_name(heal) == name_a);   // the same seed disguises the same way
  bool differs = false;
  for (const char* id : {"healing", "speed", "sickness", "confusion", "poison"})
    differs |=
        a.wording().item_name(Item{kind(id), 1, 0}) != b.wording().item_name(Item{kind(id), 1, 0});
  CHECK(differs);  // another seed, other disguises
  a.mutable_player().inventory.push_back({'c', Item{kind("healing"), 2, 0}});
  a.apply(with_letter(Use::Quaff, 'c'));
  CHECK(a.wording().item_name(heal) == "a potion of healing");
  CHECK(a.wording().item_name(Item{kind("healing"), 3, 0}) == "3 potions of healing");
}

TEST_CASE("the Amulet at the bottom; climbing out with it wins", "[core][items][win]") {
  auto made = Game::new_game(test::catalog(), 4, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::jump(12));
  int amulets = 0;
  for (const FloorItem& f : g.level().items)
    amulets += g.catalog().kind_of(f.item).cls == ItemClass::Amulet;
  CHECK(amulets == 1);
  g.mutable_player().inventory.push_back({'z', Item{test::catalog().find_item("amulet"), 1, 0}});
  g.mutable_player().gold = 100;
  g.mutable_player().gold_found = 100;  // the score is the gold found (r38), doubled here
  g.apply(Command::jump(1));
  g.mutable_player().pos = g.level().stairs_up;
  g.apply(Command::of(K::Ascend));
  CHECK(g.run().over);
  CHECK(g.run().ending == Ending::Won);
  CHECK(score(g) == 200);
}

TEST_CASE("leaving without the Amulet asks, then ends the run", "[core][win]") {
  auto made = Game::new_game(test::catalog(), 4);
  REQUIRE(made.ok());
  Game& g = made.value();
  const Outcome asked = g.apply(Command::of(K::Ascend));
  REQUIRE(asked.confirm == "Leave the dungeon without the Amulet?");
  g.apply(Command::of(K::Ascend).confirm());
  CHECK(g.run().ending == Ending::Escaped);
}

TEST_CASE("thrown weapons fly until they hit; thrown potions shatter and act",
          "[core][items][throw]") {
  const char* corridor = "##########\n#@.......#\n##########\n";
  SECTION("a dagger lands where it stops, on a wall's near side") {
    Game g = make(corridor);
    g.mutable_player().inventory.push_back({'c', Item{kind("dagger"), 1, 0}});
    CHECK(g.apply(Command::use_item(Use::Throw, 'c', Dir::E)).took_turn);
    REQUIRE(g.level().items.size() == 1);
    CHECK(g.level().items[0].pos.y == 1);
    CHECK(g.level().items[0].pos.x > 2);
    CHECK_FALSE(g.hero().slot('c'));
  }
  SECTION("a potion of sickness hurts the monster it hits") {
    int hurt = 0;
    for (int seed = 1; seed <= 20; ++seed) {
      Game g = make(corridor, static_cast<std::uint64_t>(seed));
      Rng rng(1);
      Monster& m = spawn_monster(test::catalog(), g.mutable_level(), rng,
                                 test::catalog().find_breed("troll"), 12, {4, 1});
      m.mind = Mind::Asleep;
      const int before = m.hp, id = m.id;
      g.mutable_player().inventory.push_back({'c', Item{kind("sickness"), 1, 0}});
      g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
      const Monster* t = g.mutable_level().monster_by_id(id);
      REQUIRE(t);
      hurt += t->hp < before;
      CHECK(g.log().all().size() > 1);
    }
    CHECK(hurt >= 15);  // it may regain a point or two before the check, but mostly not
  }
  SECTION("a potion of confusion leaves the monster confused") {
    Game g = make(corridor);
    Rng rng(1);
    const int id = spawn_monster(test::catalog(), g.mutable_level(), rng,
                                 test::catalog().find_breed("troll"), 12, {4, 1})
                       .id;
    g.mutable_player().inventory.push_back({'c', Item{kind("confusion"), 1, 0}});
    g.apply(Command::use_item(Use::Throw, 'c', Dir::E));
    const Monster* t = g.mutable_level().monster_by_id(id);
    REQUIRE(t);
    CHECK(t->has(Property::Confused));
    CHECK(g.log().latest().front().text.find("shatters on the troll!") != std::string::npos);
  }
}

TEST_CASE("an invisible stalker is unseen until you can see invisible", "[core][effects]") {
  Game g = make();
  Rng rng(1);
  spawn_monster(test::catalog(), g.mutable_level(), rng, test::catalog().find_breed("stalker"), 8,
                {3, 1})
      .mind = Mind::Asleep;
  g.refresh_vision();
  CHECK(g.sight().sees({3, 1}));
  CHECK_FALSE(g.sight().visible_monster({3, 1}));
  g.mutable_player().effects.push_back({EffectKind::SeeInvisible, 50});
  CHECK(g.sight().visible_monster({3, 1}));
}

TEST_CASE("each game has its own recipe book", "[core][alchemy]") {
  const auto a = make_recipes(test::catalog().items, 1), b = make_recipes(test::catalog().items, 2);
  int potions = 0;
  for (const ItemKind& k : test::catalog().items) potions += k.cls == ItemClass::Potion;
  REQUIRE(static_cast<int>(a.size()) == potions);  // every potion can be brewed
  for (std::size_t i = 0; i < a.size(); ++i) {
    CHECK(a[i].ingredients.size() >= 2);
    CHECK(a[i].ingredients.size() <= 3);
    CHECK(std::is_sorted(a[i].ingredients.begin(), a[i].ingredients.end()));
    for (std::size_t j = i + 1; j < a.size(); ++j) CHECK(a[i].ingredients != a[j].ingredients);
  }
  CHECK(a == make_recipes(test::catalog().items, 1));
  CHECK_FALSE(a == b);
}

TEST_CASE("brewing: a known combination makes its potion and is remembered", "[core][alchemy]") {
  Game g = make();
  const Recipe r = g.knowledge().recipes()[0];
  char letter = 'c';
  std::string letters;
  for (int k : r.ingredients) {
    g.mutable_player().inventory.push_back({letter, Item{k, 2, 0}});
    letters += letter++;
  }
  CHECK_FALSE(g.knowledge().discovered(0));
  CHECK(g.apply(Command::brew(letters)).took_turn);
  CHECK(g.knowledge().discovered(0));
  CHECK(g.knowledge().knows(r.potion));
  bool have = false;
  for (const InvSlot& s : g.hero().inventory) have |= s.item.kind == r.potion;
  CHECK(have);
  CHECK(g.hero().slot('c')->item.count == 1);  // one of each ingredient went in
  CHECK(g.log().latest().front().text.rfind("You brew a potion of ", 0) == 0);
}

TEST_CASE("brewing: a wrong mixture is spoilt; an impossible one refused, nothing lost",
          "[core][alchemy]") {
  Game g = make();
  std::vector<int> ingredients;
  for (std::size_t i = 0; i < test::catalog().items.size(); ++i)
    if (test::catalog().items[i].cls == ItemClass::Ingredient)
      ingredients.push_back(static_cast<int>(i));
  // A pair no recipe uses (there are 35 combinations for 14 potions).
  std::vector<int> pair;
  for (std::size_t a = 0; a < ingredients.size() && pair.empty(); ++a)
    for (std::size_t b = a + 1; b < ingredients.size() && pair.empty(); ++b)
      if (find_recipe(g.knowledge().recipes(), {ingredients[a], ingredients[b]}) < 0)
        pair = {ingredients[a], ingredients[b]};
  REQUIRE(pair.size() == 2);
  g.mutable_player().inventory.push_back({'c', Item{pair[0], 1, 0}});
  g.mutable_player().inventory.push_back({'d', Item{pair[1], 1, 0}});
  CHECK_FALSE(g.apply(Command::brew("cc")).took_turn);
  CHECK(said(g) == "A brew takes different ingredients, not two of the same.");
  CHECK_FALSE(g.apply(Command::brew("ac")).took_turn);
  CHECK(said(g) == "Only alchemical ingredients go into a brew.");
  CHECK(g.hero().slot('a'));
  CHECK(g.hero().slot('c'));
  CHECK(g.apply(Command::brew("cd")).took_turn);
  CHECK(said(g) == "The mixture bubbles, smokes and turns to sludge.");
  CHECK_FALSE(g.hero().slot('c'));
}

}  // namespace test_items
