// branches.toml (r39): every mistake is named with its file and line, as every content file's.
#include <catch2/catch.hpp>
#include <string>

#include "content/toml/load_toml.hpp"

namespace test_branch_content {

using namespace dg;

TEST_CASE("a branches.toml mistake names its file and line", "[content][branches]") {
  const auto loaded = load_content_from_toml(
      {{"branches.toml", "mod.toml",
        "[pit]\nname = \"the Pit\"\nlabel = \"Pit\"\nentry = [3, 2]\nlevels = [3, 3]\n"
        "generator = \"swamp\"\nmonsters = [\"newt\", \"dragonet\"]\nends = [\"lair_den\", "
        "\"den\"]\n"
        "stairs = \"a pit\"\n"}});
  REQUIRE_FALSE(loaded.ok());
  const std::string& e = loaded.error();
  CHECK(e.find("mod.toml:4: pit.entry: must be [low, high], low not above high") !=
        std::string::npos);
  CHECK(e.find("mod.toml:6: pit.generator: unknown \"swamp\"") != std::string::npos);
  CHECK(e.find("mod.toml:7: pit.monsters: no monster \"dragonet\"") != std::string::npos);
  CHECK(e.find("mod.toml:8: pit.ends: \"den\" is a set piece, not a level") != std::string::npos);
}

}  // namespace test_branch_content
