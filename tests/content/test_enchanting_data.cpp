// What enchanting does to a kind is its data (`enchanting`, `enchant_cap`): an entry that does
// not fit its class, names an unknown way, or lacks its cap is refused with file and line.
#include <catch2/catch.hpp>
#include <string>

#include "content/toml/load_toml.hpp"

namespace test_enchanting_data {

using namespace dg;

namespace {

std::string load_error(const char* text) {
  const auto loaded = load_content_from_toml({{"items.toml", "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

}  // namespace

TEST_CASE("enchanting that does not fit the kind, or is unknown, is refused with file and line",
          "[content][enchanting]") {
  const std::string error = load_error(
      "[lucky_potion]\n"                // 1
      "parent = \"base_potion\"\n"      // 2
      "name = \"potion of luck\"\n"     // 3
      "effects = [{ heal = \"1\" }]\n"  // 4
      "enchanting = \"weapon\"\n"       // 5
      "enchant_cap = 3\n"               // 6
      "\n"
      "[ring_luck]\n"                 // 8
      "parent = \"base_ring\"\n"      // 9
      "name = \"ring of luck\"\n"     // 10
      "grants = \"stealth\"\n"        // 11
      "enchanting = \"magnitude\"\n"  // 12
      "enchant_cap = 3\n"             // 13
      "\n"
      "[sharp_stick]\n"             // 15
      "parent = \"base_weapon\"\n"  // 16
      "name = \"sharp stick\"\n"    // 17
      "damage = \"1d3\"\n"          // 18
      "enchanting = \"keen\"\n");   // 19
  INFO(error);
  CHECK(error.find("mod.toml:5: lucky_potion.enchanting: \"weapon\" does not fit this kind") !=
        std::string::npos);
  CHECK(error.find("mod.toml:12: ring_luck.enchanting: \"magnitude\" does not fit this kind") !=
        std::string::npos);
  CHECK(error.find("mod.toml:19: sharp_stick.enchanting: unknown enchanting \"keen\"") !=
        std::string::npos);
}

TEST_CASE("the built-in kinds say what enchanting does to them", "[content][enchanting]") {
  const auto loaded = load_content_from_toml({});
  REQUIRE(loaded);
  const Catalog& c = loaded.value().catalog;
  CHECK(c.item(c.find_item("long_sword")).enchanting == Enchanting::Weapon);
  CHECK(c.item(c.find_item("long_sword")).enchant_cap == 5);
  CHECK(c.item(c.find_item("plate_mail")).enchanting == Enchanting::Armour);
  CHECK(c.item(c.find_item("ring_protection")).enchanting == Enchanting::Magnitude);
  CHECK(c.item(c.find_item("ring_regeneration")).enchanting == Enchanting::None);
  CHECK(c.item(c.find_item("wand_striking")).enchanting == Enchanting::Wand);
  CHECK(c.item(c.find_item("book_force_bolt")).enchanting == Enchanting::Spell);
  CHECK(c.item(c.find_item("healing")).enchanting == Enchanting::None);
}

}  // namespace test_enchanting_data
