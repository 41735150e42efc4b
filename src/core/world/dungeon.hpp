#pragma once
// The dungeon: its levels, each kept as the hero left it (made on the first visit), the level
// the hero is on, and the latest loud noise. Game keeps one; Game::dungeon() reads it.
#include <cstddef>
#include <optional>
#include <vector>

#include "core/world/level.hpp"

namespace dg {

// The latest loud noise (a bashed door, an alarm); monsters will come to listen.
struct Noise {
  Vec pos{-1, -1};
  int turn = -1;
  int depth = 0;
  friend bool operator==(const Noise&, const Noise&) = default;
};

// The climb back with the Amulet (r38, core/world/climb.hpp).
struct Climb {
  bool begun = false;         // the hero has held the Amulet: the climb's rules are on
  int pursuit_turn = -1;      // when pursuers come up the stairs after the hero (-1: none)
  int pursuit_depth = 0;      // ...onto this level
  unsigned stirred_mask = 0;  // bit d: level d has had its deeper monsters come up
  friend bool operator==(const Climb&, const Climb&) = default;
};

struct Dungeon {
  std::vector<std::optional<Level>> levels;  // index depth-1; made on first visit
  int depth = 1;                             // the hero's level
  Noise noise;                               // Game::make_noise() makes it
  Climb climb;

  const Level& here() const { return *levels[static_cast<std::size_t>(depth - 1)]; }
  Level& here() { return *levels[static_cast<std::size_t>(depth - 1)]; }
  // The level at `d` (1-based) if it has been made, else null.
  const Level* at(int d) const {
    const auto i = static_cast<std::size_t>(d - 1);
    return d >= 1 && i < levels.size() && levels[i] ? &*levels[i] : nullptr;
  }
  // How many levels the dungeon has (its bottom's depth).
  int bottom() const { return static_cast<int>(levels.size()); }
  // The deepest level the hero has entered.
  int deepest_entered() const {
    int deepest = 1;
    for (std::size_t d = 0; d < levels.size(); ++d)
      if (levels[d]) deepest = static_cast<int>(d) + 1;
    return deepest;
  }

  friend bool operator==(const Dungeon&, const Dungeon&) = default;
};

}  // namespace dg
