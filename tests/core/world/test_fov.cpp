#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "core/gen/dungeon_gen.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/fov.hpp"
#include "test_content.hpp"

namespace test_fov {

using namespace dg;

namespace {
Level map_of(const char* text) {
  auto m = parse_ascii_map(text);
  REQUIRE(m.ok());
  return m.value().level;
}

// The visible set drawn as the map with unseen cells blanked.
std::string seen_from(const Level& level, Vec origin, int radius) {
  Array2D<std::uint8_t> vis;
  field_of_view(level, test::catalog().tiles, origin, radius, vis);
  std::string out;
  for (int y = 0; y < level.height(); ++y) {
    for (int x = 0; x < level.width(); ++x) {
      const Vec p{x, y};
      out += p == origin ? '@' : !vis[p] ? ' ' : level.at(p) == Tile::Wall ? '#' : '.';
    }
    out += '\n';
  }
  return out;
}
}  // namespace

TEST_CASE("an open room is seen whole, walls included", "[core][fov]") {
  const Level room = map_of("#####\n#...#\n#...#\n#####\n");
  CHECK(seen_from(room, {1, 1}, -1) == "#####\n#@..#\n#...#\n#####\n");
}

TEST_CASE("a pillar casts a shadow", "[core][fov]") {
  // The wall straight behind the pillar is in its shadow.
  const Level level = map_of(
      "#########\n"
      "#.......#\n"
      "#...#...#\n"
      "#.......#\n"
      "#########\n");
  CHECK(seen_from(level, {1, 2}, -1) ==
        "#########\n"
        "#.......#\n"
        "#@..#    \n"
        "#.......#\n"
        "#########\n");
}

TEST_CASE("a corridor shows only what is down it", "[core][fov]") {
  const Level level = map_of(
      "##########\n"
      "#........#\n"
      "####.#####\n"
      "####.#####\n"
      "##########\n");
  CHECK(seen_from(level, {4, 3}, -1) ==
        "   ###    \n"
        "   ...    \n"
        "   #.#    \n"
        "   #@#    \n"
        "   ###    \n");
}

TEST_CASE("a radius limits sight in the dark", "[core][fov]") {
  const Level level = map_of(
      "#########\n"
      "#.......#\n"
      "#.......#\n"
      "#.......#\n"
      "#########\n");
  CHECK(seen_from(level, {1, 2}, 2) ==
        "###      \n"
        "#...     \n"
        "#@..     \n"
        "#...     \n"
        "###      \n");
}

TEST_CASE("sight is symmetric on generated levels", "[core][fov]") {
  // A sees B exactly when B sees A, for open cells (walkable, not blocking sight: not brush,
  // which is seen from outside as a wall is), on levels of every generator.
  for (int k = 0; k < gen::kKindCount; ++k) {
    const auto level = gen::make_level(test::catalog(), 500 + k, 4, static_cast<gen::Kind>(k));
    REQUIRE(level.ok());
    const Level& lv = level.value();
    std::vector<Vec> floor;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (test::catalog().tile(lv.at({x, y})).walkable &&
            !test::catalog().tile(lv.at({x, y})).blocks_sight)
          floor.push_back({x, y});
    Rng rng(k);
    std::vector<Array2D<std::uint8_t>> from(40);
    std::vector<Vec> pts(40);
    for (std::size_t i = 0; i < pts.size(); ++i) {
      pts[i] = floor[static_cast<std::size_t>(rng.below(static_cast<int>(floor.size())))];
      field_of_view(lv, test::catalog().tiles, pts[i], -1, from[i]);
    }
    int asym = 0, pairs_seen = 0;
    for (std::size_t i = 0; i < pts.size(); ++i)
      for (std::size_t j = 0; j < pts.size(); ++j) {
        asym += from[i][pts[j]] != from[j][pts[i]];
        pairs_seen += from[i][pts[j]];
      }
    INFO("generator " << gen::kind_name(static_cast<gen::Kind>(k)));
    CHECK(asym == 0);
    CHECK(pairs_seen > 40);  // not vacuous: some points do see each other
  }
}

TEST_CASE("a field of view kept between calls answers as a fresh one", "[core][fov]") {
  // FieldOfView clears only the box its last call may have marked: moving about a level with
  // every radius, and from a level to another of another size, nothing stale may stay lit.
  FieldOfView kept;
  for (int k = 0; k < gen::kKindCount; ++k) {
    const auto level = gen::make_level(test::catalog(), 700 + k, 3, static_cast<gen::Kind>(k));
    REQUIRE(level.ok());
    const Level& lv = level.value();
    std::vector<Vec> floor;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (test::catalog().tile(lv.at({x, y})).walkable) floor.push_back({x, y});
    Rng rng(k);
    for (int i = 0; i < 60; ++i) {
      const Vec p = floor[static_cast<std::size_t>(rng.below(static_cast<int>(floor.size())))];
      const int radius = i % 3 == 0 ? -1 : 1 + rng.below(12);
      Array2D<std::uint8_t> fresh;
      field_of_view(lv, test::catalog().tiles, p, radius, fresh);
      kept.compute(lv, test::catalog().tiles, p, radius);
      REQUIRE(kept.visible() == fresh);
    }
  }
  // A smaller grid, then off the map: all dark but what is seen.
  Array2D<std::uint8_t> open(9, 7, 0);
  const auto lit = [&] {
    const auto& cells = kept.visible().cells();
    return std::count(cells.begin(), cells.end(), 1);
  };
  kept.compute(open, {4, 3}, -1);
  CHECK(lit() == 63);
  kept.compute(open, {1, 1}, 1);
  CHECK(lit() == 9);  // the 3x3 around the origin: dx²+dy² <= 2 is within radius 1
  kept.compute(open, {40, 40}, 3);
  CHECK(lit() == 0);
}

}  // namespace test_fov
