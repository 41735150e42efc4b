#include <catch2/catch.hpp>

#include "ui/camera.hpp"

using namespace dg;

TEST_CASE("a level smaller than the view is centred", "[ui][camera]") {
  CHECK(camera_origin({10, 4}, {20, 10}, {0, 0}) == Vec{-5, -3});
}

TEST_CASE("a larger level follows the player and stops at its edges", "[ui][camera]") {
  const Vec level{100, 50}, view{40, 20};
  CHECK(camera_origin(level, view, {50, 25}) == Vec{30, 15});  // player centred
  CHECK(camera_origin(level, view, {2, 3}) == Vec{0, 0});      // clamped top-left
  CHECK(camera_origin(level, view, {99, 49}) == Vec{60, 30});  // clamped bottom-right
}
