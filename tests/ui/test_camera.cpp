#include <catch2/catch.hpp>

#include "ui/play/camera.hpp"

namespace test_camera {

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

TEST_CASE("the camera shifts as little as it must to show the monsters in sight", "[ui][camera]") {
  // Before: on a phone's zoomed map a gnome 11 cells east was in sight and off the screen.
  const Vec level{80, 21}, view{18, 12};
  const Vec hero{40, 10};
  CHECK(camera_origin(level, view, hero) == Vec{31, 4});  // the hero in the middle
  const Vec gnome{51, 10};  // 11 east: past the view's right edge at 48
  const Vec shown = camera_origin(level, view, hero, std::span<const Vec>(&gnome, 1));
  CHECK(shown == Vec{34, 4});  // the gnome on the last column, the hero still in view
  // Two too far apart for one view: the nearer is shown, the other is left to the edge mark.
  const Vec both[] = {{20, 10}, {51, 10}};
  CHECK(camera_origin(level, view, hero, both) == Vec{34, 4});
}

}  // namespace test_camera
