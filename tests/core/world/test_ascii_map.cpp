#include <catch2/catch.hpp>

#include "core/world/ascii_map.hpp"
#include "map_fixtures.hpp"

namespace test_ascii_map {

using namespace dg;

TEST_CASE("an ASCII map becomes tiles and a start position", "[core][map]") {
  auto m = parse_ascii_map(test::kRoom);
  REQUIRE(m.ok());
  const Level& level = m.value().level;
  CHECK(level.width() == 7);
  CHECK(level.height() == 5);
  CHECK(m.value().start == Vec{3, 2});
  CHECK(level.at({3, 2}) == Tile::Floor);  // the player stands on floor
  CHECK(level.at({0, 0}) == Tile::Wall);
  CHECK(level.at({2, 1}) == Tile::StairsUp);
  CHECK(level.at({5, 3}) == Tile::StairsDown);
  CHECK(level.at({5, 1}) == Tile::Acid);
  CHECK(level.at({6, 2}) == Tile::DoorClosed);
  CHECK(level.at({3, 4}) == Tile::DoorOpen);
  CHECK(level.at({-1, 0}) == Tile::Rock);  // outside the map reads as rock
}

TEST_CASE("map lines may end in CRLF and the text in a newline", "[core][map]") {
  auto m = parse_ascii_map("#.#\r\n#@#\r\n");
  REQUIRE(m.ok());
  CHECK(m.value().level.width() == 3);
  CHECK(m.value().level.height() == 2);
}

TEST_CASE("an unknown map character is reported with row and column", "[core][map]") {
  auto m = parse_ascii_map("####\n#.x#\n####\n");
  REQUIRE_FALSE(m.ok());
  CHECK(m.error() == "row 2, column 3: unknown map character 'x'");
}

TEST_CASE("a control byte is reported by value", "[core][map]") {
  auto m = parse_ascii_map("##\n#\t\n");
  REQUIRE_FALSE(m.ok());
  CHECK(m.error() == "row 2, column 2: unknown map character byte 0x09");
}

TEST_CASE("a ragged map is reported with row and column", "[core][map]") {
  SECTION("a short row") {
    auto m = parse_ascii_map("#####\n#...#\n#..#\n#####\n");
    REQUIRE_FALSE(m.ok());
    CHECK(m.error() == "row 3, column 5: row is 4 characters wide, expected 5 like the first row");
  }
  SECTION("a long row") {
    auto m = parse_ascii_map("###\n#..##\n###\n");
    REQUIRE_FALSE(m.ok());
    CHECK(m.error() == "row 2, column 4: row is 5 characters wide, expected 3 like the first row");
  }
}

TEST_CASE("an empty map and two players are refused", "[core][map]") {
  CHECK(parse_ascii_map("").error() == "the map is empty");
  CHECK(parse_ascii_map("@.@").error() == "row 1, column 3: a second '@' (the map has one player)");
}

}  // namespace test_ascii_map
