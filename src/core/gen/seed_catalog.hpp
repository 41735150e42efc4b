#pragma once
// What the dungeon of a seed holds, level by level, without playing it (as Brogue's
// --print-seed-catalog): each level's generator, rooms, monsters, things (by their true
// names), set pieces, traps, hazards, locked doors and gold. Levels do not depend on play (each has
// its own stream of the seed: core/gen/dungeon_gen.hpp), so this is what a run of that seed meets.
// Used by the tests and the balance tool (deepglyph-bot --seed-catalog).
#include <cstdint>
#include <string>
#include <vector>

#include "core/result.hpp"

namespace dg {

struct Catalog;

struct LevelListing {
  int depth = 0;       // its slot: the main line's levels first, then each branch's (r39)
  std::string place;   // "5", "Lair:2" (core/world/places.hpp)
  std::string branch;  // the branch it is in ("the Lair"), "" on the main line
  std::string stairs;  // the branch whose staircase is on it, ""
  bool branch_end = false;
  int danger = 0;         // the depth its monsters and things were drawn for
  std::string generator;  // "rogue rooms", "caverns"...
  int rooms = 0;
  int gold = 0;                         // in all its piles
  std::vector<std::string> set_pieces;  // their names, as built: "a graveyard"
  std::vector<std::string> monsters;    // "3 jackals" style: "jackal x3", most first
  std::vector<std::string> uniques;     // the named ones waiting here (also among monsters)
  std::vector<std::string> items;       // true names: "a potion of healing"
  std::vector<std::string> features;    // traps, hazards, locked doors: "arrow trap x2"
};

// Every level of the dungeon made from `seed`, the main line from the top, then each side
// branch's; an error names a level that could not be made.
Result<std::vector<LevelListing>> seed_catalog(const Catalog& catalog, std::uint64_t seed);
// The listing as text, a few lines per level.
std::string seed_catalog_text(std::uint64_t seed, const std::vector<LevelListing>& levels);

}  // namespace dg
