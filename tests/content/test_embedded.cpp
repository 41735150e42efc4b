#include <catch2/catch.hpp>
#include <vector>

#include "content/embedded.hpp"
#include "core/game.hpp"

using namespace dg;

TEST_CASE("the first level is built in and every open cell is reachable", "[content]") {
  const auto text = find_content_file("maps/first-level.txt");
  REQUIRE(text);
  auto game = Game::from_ascii(*text);
  INFO((game.ok() ? std::string() : game.error()));
  REQUIRE(game.ok());
  const Level& level = game.value().level();
  // Flood fill from the @ over walkable cells: without door opening yet, everything
  // walkable (both staircases included) must be reachable.
  Array2D<char> seen(level.width(), level.height(), 0);
  std::vector<Vec> todo{game.value().player()};
  seen[todo.back()] = 1;
  while (!todo.empty()) {
    const Vec p = todo.back();
    todo.pop_back();
    for (Dir d : kAllDirs) {
      const Vec q = p + offset(d);
      if (level.walkable(q) && !seen[q]) {
        seen[q] = 1;
        todo.push_back(q);
      }
    }
  }
  int unreachable = 0, stairs = 0;
  for (int y = 0; y < level.height(); ++y)
    for (int x = 0; x < level.width(); ++x) {
      const Tile t = level.at({x, y});
      if (level.walkable({x, y}) && !seen[{x, y}]) ++unreachable;
      if (t == Tile::StairsUp || t == Tile::StairsDown) ++stairs;
    }
  CHECK(unreachable == 0);
  CHECK(stairs == 2);
}

TEST_CASE("asking for a file the build lacks gives nothing", "[content]") {
  CHECK_FALSE(find_content_file("maps/nope.txt"));
}
