#pragma once
// The run's uniques (Breed::unique: Grik the Rat King, the Iron Prior...): which of them the
// dungeon of a seed holds and on which level, drawn once from the seed's own stream. Levels are
// made one by one, in any order, each from its own stream (core/gen/dungeon_gen.hpp); drawing
// every unique's level up front, for the whole run, is what keeps each one to one level: a
// level made later never draws it again, and no wanderer, summons or polymorph picks it (its
// frequency is 0).
#include <cstdint>
#include <vector>

#include "core/catalog.hpp"
#include "core/rng.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

// At most this many uniques share a level: a third drawn there moves to another level of its
// range, or stays out of the run.
constexpr int kUniquesPerLevel = 2;
// A unique waits at least this far from the up staircase when the level has room.
constexpr int kUniqueFromStairs = 8;

// For each breed of the catalog, the level its unique waits on in the run of `seed`; 0 when it
// is not in this run, and for every breed that is not unique.
std::vector<int> unique_levels(const Catalog& cat, std::uint64_t seed);

// Puts the uniques drawn for `depth` on `level` (made from `rng`), far from the up staircase.
void place_uniques(const Catalog& cat, Level& level, Rng& rng, std::uint64_t seed, int depth);

}  // namespace dg::gen
