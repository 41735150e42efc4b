// What a game hides about items and what the hero learns, without a game around it.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/item/knowledge.hpp"
#include "test_content.hpp"

namespace test_knowledge {

using namespace dg;

namespace {
const std::set<std::string> kLooks = {
    "murky green",      "bubbly pink",       "smoky grey",    "fizzy orange",    "cloudy white",
    "swirly violet",    "dark red",          "glowing blue",  "oily black",      "milky yellow",
    "sparkling silver", "effervescent teal", "viscous brown", "shimmering gold", "frothy crimson"};

// "a murky green potion" -> "murky green", "an oily black potion" -> "oily black".
std::string look_of(const std::string& name) {
  const std::size_t article = name.rfind("an ", 0) == 0 ? 3 : name.rfind("a ", 0) == 0 ? 2 : 0;
  REQUIRE(article > 0);
  REQUIRE(name.size() > article + 7);
  REQUIRE(name.substr(name.size() - 7) == " potion");
  return name.substr(article, name.size() - article - 7);
}
}  // namespace

TEST_CASE("an unknown potion is named by its look until its kind is learned", "[core][items]") {
  const Catalog& cat = test::catalog();
  const int healing = cat.find_item("healing");
  REQUIRE(healing >= 0);
  Knowledge k = Knowledge::draw(cat, 7);
  CHECK_FALSE(k.knows(healing));
  const std::string unknown = k.item_name(cat, Item{healing, 1, 0});
  CHECK(kLooks.count(look_of(unknown)) == 1);
  k.learn(healing);
  CHECK(k.knows(healing));
  CHECK(k.item_name(cat, Item{healing, 1, 0}) == "a potion of healing");
  CHECK(k.item_name(cat, Item{healing, 3, 0}) == "3 potions of healing");
}

TEST_CASE("each potion kind of a game has its own look", "[core][items]") {
  const Catalog& cat = test::catalog();
  const Knowledge k = Knowledge::draw(cat, 99);
  std::set<std::string> seen;
  int potions = 0;
  for (std::size_t i = 0; i < cat.items.size(); ++i) {
    if (cat.items[i].cls != ItemClass::Potion) continue;
    ++potions;
    seen.insert(look_of(k.item_name(cat, Item{static_cast<int>(i), 1, 0})));
  }
  CHECK(potions >= 2);
  CHECK(static_cast<int>(seen.size()) == potions);
}

TEST_CASE("brewing a recipe teaches it and the potion it makes", "[core][items]") {
  const Catalog& cat = test::catalog();
  Knowledge k = Knowledge::draw(cat, 3);
  REQUIRE_FALSE(k.recipes().empty());
  const int potion = k.recipes()[0].potion;
  CHECK_FALSE(k.discovered(0));
  CHECK_FALSE(k.knows(potion));
  k.discover(0);
  CHECK(k.discovered(0));
  CHECK(k.knows(potion));
  k.discover(k.recipes().size());  // past the book: nothing happens
  CHECK_FALSE(k.discovered(k.recipes().size()));
}

TEST_CASE("items that are not potions keep their names", "[core][items]") {
  const Catalog& cat = test::catalog();
  const Knowledge k = Knowledge::draw(cat, 5);
  CHECK(k.item_name(cat, Item{cat.find_item("bat_wing"), 2, 0}) == "2 bat wings");
  CHECK(k.item_name(cat, Item{cat.find_item("amulet"), 1, 0}) == "the Amulet of the Deep");
  CHECK(k.item_name(cat, Item{cat.find_item("dagger"), 1, 2}) == "a very corroded dagger");
}

}  // namespace test_knowledge
