#pragma once
// Side branches (r39): short dungeons off the main line, as NetHack's Gnomish Mines and
// Sokoban or DCSS's Lair, each entered by a staircase of its own on a main level within a
// range, a few levels deep, with its own generator, monsters and set pieces, and ending in a
// hand-made level that holds its guardian and its trophy. What a branch is lives in data
// (branches.toml); where each lies in a run is drawn from the seed (core/gen/branches.hpp) and
// kept in the Dungeon (core/world/dungeon.hpp).
#include <string>
#include <vector>

namespace dg {

struct BranchDef {
  std::string id;     // "lair": its key in the data
  std::string name;   // "the Lair": in messages ("You enter the Lair.")
  std::string label;  // "Lair": the status line's short name ("Lair:2")
  // The main levels its staircase may be on (one drawn per run), and how deep it goes.
  int entry_min = 2, entry_max = 4;
  int levels_min = 3, levels_max = 3;
  // Its levels are as dangerous as this many levels below the main level of its staircase
  // plus their own depth in it.
  int harder = 0;
  int generator = 2;           // gen::Kind of its made levels (caverns)
  std::vector<int> breeds;     // the monsters met on its made levels (empty: any)
  std::vector<int> pieces;     // the set pieces built into them (empty: none)
  std::vector<int> hand_made;  // by level (1 first): a level set piece, or -1 for made
  std::vector<int> ends;       // its last level: one of these level pieces, by seed
  std::string stairs;          // how its staircase is told of ("a rough stair down")
  std::string announce;        // said on first entering it
  friend bool operator==(const BranchDef&, const BranchDef&) = default;
};

// Where a branch lies in one run: its staircase on main level `from`, its levels kept in the
// dungeon's slots `first` to `first + levels - 1` (after the main line's), its end drawn.
struct BranchPlace {
  int branch = 0;  // index in Catalog::branches
  int from = 0;
  int first = 0;
  int levels = 0;
  int harder = 0;  // the branch's
  int end = -1;    // the set piece its last level is made from
  friend bool operator==(const BranchPlace&, const BranchPlace&) = default;
};

}  // namespace dg
