// The living world's data refused at load with file and line: a burn chain that loops, a gas
// that never thins, a field no terrain or gas has, a step naming a gas nobody defined.
#include <catch2/catch.hpp>
#include <string>

#include "content/toml/load_toml.hpp"

namespace test_living_world_data {

using namespace dg;

namespace {

std::string load_error(const char* extends, const char* text) {
  const auto loaded = load_content_from_toml({{extends, "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

}  // namespace

TEST_CASE("a burn chain that loops is refused with its file and line", "[content][fire]") {
  const std::string error = load_error("tileset.toml",
                                       "[peat]\n"                   // 1
                                       "parent = \"base_tile\"\n"   // 2
                                       "name = \"peat\"\n"          // 3
                                       "glyph = \",\"\n"            // 4
                                       "fg = \"#604020\"\n"         // 5
                                       "burns = 3\n"                // 6
                                       "catches = \"1/3\"\n"        // 7
                                       "burns_into = \"embers\"\n"  // 8
                                       "\n"
                                       "[embers]\n"
                                       "parent = \"base_tile\"\n"
                                       "name = \"embers\"\n"
                                       "glyph = \".\"\n"
                                       "fg = \"#a04010\"\n"
                                       "burns = 1\n"
                                       "catches = \"1/2\"\n"
                                       "burns_into = \"peat\"\n");  // 17
  INFO(error);
  CHECK(error.find("mod.toml:8: peat.burns_into: a burn chain that loops (peat -> embers -> "
                   "peat): a fire must end") != std::string::npos);
  CHECK(error.find("mod.toml:17: embers.burns_into: a burn chain that loops") != std::string::npos);
}

TEST_CASE("a gas that never thins, or with a field no gas has, is refused", "[content][gas]") {
  const std::string error = load_error("tileset.toml",
                                       "[stale_air]\n"            // 1
                                       "parent = \"base_gas\"\n"  // 2
                                       "name = \"stale air\"\n"   // 3
                                       "fg = \"#808080\"\n"       // 4
                                       "thins = 0\n"              // 5
                                       "glows = true\n");         // 6
  INFO(error);
  CHECK(error.find("mod.toml:5: stale_air.thins: must be between 1 and 100 (got 0)") !=
        std::string::npos);
  CHECK(error.find("mod.toml:6: stale_air: unknown field 'glows'") != std::string::npos);
}

TEST_CASE("terrain with a field no tile has, and a step naming no gas, are refused",
          "[content][gas]") {
  const std::string tile = load_error("tileset.toml",
                                      "[peat]\n"
                                      "parent = \"base_tile\"\n"
                                      "name = \"peat\"\n"
                                      "glyph = \",\"\n"
                                      "fg = \"#604020\"\n"
                                      "smoulders = 3\n");  // 6
  INFO(tile);
  CHECK(tile.find("mod.toml:6: peat: unknown field 'smoulders'") != std::string::npos);
  const std::string step = load_error("tileset.toml",
                                      "[trap_fog]\n"
                                      "parent = \"base_trap\"\n"
                                      "name = \"fog trap\"\n"
                                      "fg = \"#c0c0c0\"\n"
                                      "frequency = 1\n"
                                      "effects = [{ gas = \"fog\", volume = 100 }]\n");  // 6
  INFO(step);
  CHECK(step.find("mod.toml:6: trap_fog.effects[0].gas: no gas \"fog\" (tileset.toml has "
                  "caustic_gas, confusion_gas, paralysis_gas, sleep_gas, methane, smoke)") !=
        std::string::npos);
}

}  // namespace test_living_world_data
