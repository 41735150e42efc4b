// A* and the distance field: shortest paths, valid steps, no path through walls, the same
// path every time (ties broken by position), and the heap under A* popping in order.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/gen/dungeon_gen.hpp"
#include "core/rng.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/min_heap.hpp"
#include "core/world/path.hpp"
#include "test_content.hpp"

namespace test_path {

using namespace dg;

namespace {

Level map_of(const char* text) {
  auto m = parse_ascii_map(text);
  REQUIRE(m.ok());
  return m.value().level;
}

// Anything but wall and rock is open (doors too): a pure grid search.
auto open_on(const Level& level) {
  return [&level](Vec, Vec q) { return level.at(q) != Tile::Wall && level.at(q) != Tile::Rock; };
}

// The path drawn on the map with '*'.
std::string drawn(const Level& level, const std::vector<Vec>& path) {
  std::string out;
  for (int y = 0; y < level.height(); ++y) {
    for (int x = 0; x < level.width(); ++x) {
      const Vec p{x, y};
      out += std::find(path.begin(), path.end(), p) != path.end() ? '*'
             : level.at(p) == Tile::Wall                          ? '#'
                                                                  : '.';
    }
    out += '\n';
  }
  return out;
}

}  // namespace

TEST_CASE("the 4-ary heap pops its keys in ascending order", "[core][path]") {
  Rng rng(7);
  MinHeap4 heap;
  std::vector<std::uint64_t> keys;
  for (int round = 0; round < 3; ++round) {
    for (int i = 0; i < 500; ++i) {
      const auto key =
          static_cast<std::uint64_t>(rng.below(1 << 30)) << 20 | static_cast<std::uint64_t>(i);
      keys.push_back(key);
      heap.push(key);
    }
    std::sort(keys.begin(), keys.end());
    // Pop half, then push more: pops interleaved with pushes stay in order.
    for (int i = 0; i < 250; ++i) {
      REQUIRE_FALSE(heap.empty());
      CHECK(heap.pop() == keys.front());
      keys.erase(keys.begin());
    }
  }
  while (!heap.empty()) {
    CHECK(heap.pop() == keys.front());
    keys.erase(keys.begin());
  }
  CHECK(keys.empty());
}

TEST_CASE("A* goes around a wall by a shortest path, the same one every time", "[core][path]") {
  const Level level = map_of(
      "##########\n"
      "#........#\n"
      "#.######.#\n"
      "#......#.#\n"
      "##########\n");
  const auto path = astar(level.width(), level.height(), {1, 3}, {8, 3}, open_on(level));
  // Up and over, 9 steps (the bottom corridor is walled off from the goal).
  CHECK(path.size() == 9);
  CHECK(drawn(level, path) ==
        "##########\n"
        "#.******.#\n"
        "#*######*#\n"
        "#......#*#\n"
        "##########\n");
  CHECK(path.back() == Vec{8, 3});
}

TEST_CASE("A* finds no path into a sealed room", "[core][path]") {
  const Level level = map_of(
      "#######\n"
      "#..#..#\n"
      "#..#..#\n"
      "#######\n");
  CHECK(astar(level.width(), level.height(), {1, 1}, {5, 2}, open_on(level)).empty());
  CHECK(astar(level.width(), level.height(), {1, 1}, {99, 2}, open_on(level)).empty());  // off map
}

TEST_CASE("A* paths are as short as the distance field says, on generated levels", "[core][path]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto made =
        gen::make_level(test::catalog(), seed, 3, static_cast<gen::Kind>(seed % gen::kKindCount));
    REQUIRE(made.ok());
    const Level& level = made.value();
    const auto open = open_on(level);
    Array2D<int> dist;
    distance_field(level.width(), level.height(), level.stairs_up, open, dist);
    REQUIRE(dist[level.stairs_down] > 0);
    const auto path =
        astar(level.width(), level.height(), level.stairs_up, level.stairs_down, open);
    REQUIRE(static_cast<int>(path.size()) == dist[level.stairs_down]);
    Vec at = level.stairs_up;
    for (const Vec step : path) {  // every step is to a neighbour, on open ground
      CHECK(std::max(std::abs(step.x - at.x), std::abs(step.y - at.y)) == 1);
      CHECK(level.at(step) != Tile::Wall);
      at = step;
    }
    CHECK(path == astar(level.width(), level.height(), level.stairs_up, level.stairs_down, open));
  }
}

}  // namespace test_path
