#pragma once
// Small hand-drawn maps, a plain hero and an App around them, shared by tests.
#include <catch2/catch.hpp>

#include "core/actor/character.hpp"
#include "core/game.hpp"
#include "test_content.hpp"
#include "ui/app.hpp"

namespace dg::test {

// A room with a closed door east, an open door south, acid and both staircases.
inline constexpr const char* kRoom =
    "#######\n"
    "#.<..~#\n"
    "#..@..+\n"
    "#....>#\n"
    "###-###\n";

// A hero with a plain kit: a club in hand (a), leather armour worn (b), 16 hit points, no
// intrinsics. Content must be loaded (the test listener does it).
inline Character caveman() {
  auto c = test::catalog().characters.parse("caveman-human-male-lawful");
  REQUIRE(c.ok());
  return c.value();
}

// The room above with that hero, in an App on its play screen.
inline App room_app() {
  auto g = Game::from_ascii(test::catalog(), kRoom, 1, caveman());
  REQUIRE(g.ok());
  return App(test::content(), std::move(g.value()));
}

}  // namespace dg::test
