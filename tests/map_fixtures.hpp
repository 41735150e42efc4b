#pragma once
// Small hand-drawn maps and a plain hero shared by tests.
#include <catch2/catch.hpp>

#include "core/character.hpp"

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
  auto c = parse_character("caveman-human-male-lawful");
  REQUIRE(c.ok());
  return c.value();
}

}  // namespace dg::test
