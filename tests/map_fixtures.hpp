#pragma once
// Small hand-drawn maps shared by tests.
namespace dg::test {

// A room with a closed door east, an open door south, acid and both staircases.
inline constexpr const char* kRoom =
    "#######\n"
    "#.<..~#\n"
    "#..@..+\n"
    "#....>#\n"
    "###-###\n";

}  // namespace dg::test
