// Powers are data (powers.toml): an entry that names an unknown effect or property, is for
// neither weapons nor armour, gives a weapon's steps to armour, has no place for the item's
// name, or does nothing, is refused with file and line.
#include <catch2/catch.hpp>
#include <string>

#include "content/toml/load_toml.hpp"

namespace test_power_data {

using namespace dg;

namespace {

std::string load_error(const char* text) {
  const auto loaded = load_content_from_toml({{"powers.toml", "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

bool has(const std::string& error, const std::string& part) {
  return error.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "a power with an unknown effect or property, or for nothing, is refused with file "
    "and line",
    "[content][powers]") {
  const std::string error = load_error(
      "[glowing]\n"                     // 1
      "named = \"glowing {item}\"\n"    // 2
      "description = \"It glows.\"\n"   // 3
      "on = \"ring\"\n"                 // 4
      "frequency = 5\n"                 // 5
      "hit = [{ glow = \"2\" }]\n"      // 6
      "\n"                              // 7
      "[lucky]\n"                       // 8
      "named = \"lucky\"\n"             // 9
      "description = \"Luck.\"\n"       // 10
      "on = \"armour\"\n"               // 11
      "frequency = 5\n"                 // 12
      "grants = \"luck\"\n"             // 13
      "hit = [{ damage = \"1d4\" }]\n"  // 14
      "\n"                              // 15
      "[idle]\n"                        // 16
      "named = \"idle {item}\"\n"       // 17
      "description = \"Nothing.\"\n"    // 18
      "on = \"weapon\"\n"               // 19
      "frequency = 5\n");               // 20
  INFO(error);
  CHECK(has(error, "mod.toml:4: glowing.on: must be \"weapon\" or \"armour\""));
  CHECK(has(error, "mod.toml:6: glowing.hit"));
  CHECK(has(error, "glow"));
  CHECK(has(error, "mod.toml:9: lucky.named: must say where the item's name goes"));
  CHECK(has(error, "mod.toml:13: lucky.grants: unknown property \"luck\""));
  CHECK(has(error, "mod.toml:14: lucky.hit: is a weapon's"));
  CHECK(has(error, "mod.toml:17: idle.named: a power that does nothing"));
}

TEST_CASE("the shipped powers: at least 12 good and 4 bad, for weapons and armour",
          "[content][powers]") {
  const auto loaded = load_content_from_toml({});
  REQUIRE(loaded);
  int good = 0, bad = 0, weapon = 0, armour = 0;
  for (const PowerDef& p : loaded.value().catalog.powers) {
    (p.bad ? bad : good) += 1;
    (p.on_armour ? armour : weapon) += 1;
  }
  CHECK(good >= 12);
  CHECK(bad >= 4);
  CHECK(weapon >= 6);
  CHECK(armour >= 6);
}

}  // namespace test_power_data
