#pragma once
// The dungeon: its levels, each kept as the hero left it (made on the first visit), the level
// the hero is on, and the latest loud noise. Game keeps one; Game::dungeon() reads it.
#include <cstddef>
#include <optional>
#include <vector>

#include "core/world/branch.hpp"
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

// Levels are kept in slots: the main line's first (slot d is dungeon level d), then each
// branch's (r39, core/world/branch.hpp). A slot's `danger` is the depth its monsters and
// things are drawn for; the main line's is its slot.
struct Dungeon {
  std::vector<std::optional<Level>> levels;  // index slot-1; made on first visit
  int depth = 1;                             // the hero's level's slot
  int main = 1;                              // how many levels the main line has
  std::vector<BranchPlace> branches;         // drawn at birth (core/gen/branches.hpp)
  Noise noise;                               // Game::make_noise() makes it
  Climb climb;

  const Level& here() const { return *levels[static_cast<std::size_t>(depth - 1)]; }
  Level& here() { return *levels[static_cast<std::size_t>(depth - 1)]; }
  // The level at `d` (1-based) if it has been made, else null.
  const Level* at(int d) const {
    const auto i = static_cast<std::size_t>(d - 1);
    return d >= 1 && i < levels.size() && levels[i] ? &*levels[i] : nullptr;
  }
  // How many level slots the dungeon has, the branches' too (the main line's bottom is `main`).
  int bottom() const { return static_cast<int>(levels.size()); }
  // The branch slot `s` lies in, or null on the main line.
  const BranchPlace* branch_at(int s) const {
    for (const BranchPlace& b : branches)
      if (s >= b.first && s < b.first + b.levels) return &b;
    return nullptr;
  }
  // The branch whose staircase is on main level `s`, or null.
  const BranchPlace* branch_from(int s) const {
    for (const BranchPlace& b : branches)
      if (b.from == s) return &b;
    return nullptr;
  }
  // Slot `s`'s level within its branch (1 first), or its main depth.
  int level_in(int s) const {
    const BranchPlace* b = branch_at(s);
    return b ? s - b->first + 1 : s;
  }
  // The depth slot `s`'s monsters and things are drawn for.
  int danger(int s) const {
    const BranchPlace* b = branch_at(s);
    return b ? b->from + b->harder + (s - b->first + 1) : s;
  }
  // The slot below `s` by its down staircase (0: none, its line's last), and above by its up
  // staircase (0: out of the dungeon).
  int below(int s) const {
    const BranchPlace* b = branch_at(s);
    return (b ? s + 1 < b->first + b->levels : s < main) ? s + 1 : 0;
  }
  int above(int s) const {
    const BranchPlace* b = branch_at(s);
    return b && s == b->first ? b->from : s - 1;
  }
  // Whether slot `s` is the last of its line (nothing below it).
  bool last(int s) const { return below(s) == 0; }
  // The deepest level of the main line the hero has entered.
  int deepest_entered() const {
    int deepest = 1;
    for (std::size_t d = 0; d < levels.size() && static_cast<int>(d) < main; ++d)
      if (levels[d]) deepest = static_cast<int>(d) + 1;
    return deepest;
  }

  friend bool operator==(const Dungeon&, const Dungeon&) = default;
};

}  // namespace dg
