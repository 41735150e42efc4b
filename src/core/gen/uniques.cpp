#include "core/gen/uniques.hpp"

#include <algorithm>
#include <optional>

#include "core/gen/dungeon_gen.hpp"
#include "core/gen/reach.hpp"
#include "core/world/spawn.hpp"

namespace dg::gen {

namespace {
// The uniques' own stream of the seed: the levels' streams use (depth, attempt) with depths
// from 1, so this tag never meets one of them.
constexpr std::uint64_t kUniqueStream = 0x756e69717565ULL;  // "unique"
constexpr int kSpotTries = 200;
}  // namespace

std::vector<int> unique_levels(const Catalog& cat, std::uint64_t seed) {
  Rng rng(derive_seed(seed, kUniqueStream));
  std::vector<int> at(cat.breeds.size(), 0);
  std::vector<int> held(static_cast<std::size_t>(kDungeonDepth) + 1, 0);
  for (std::size_t i = 0; i < cat.breeds.size(); ++i) {
    const Breed& b = cat.breeds[i];
    if (!b.unique) continue;
    // Both rolls are made for every unique, in or out, so one unique's chance never moves
    // another's level.
    const bool in_run = rng.percent(b.appears);
    const int first = std::clamp(b.min_depth, 1, kDungeonDepth);
    const int last = std::clamp(b.max_depth, first, kDungeonDepth);
    const int drawn = rng.range(first, last);
    if (!in_run) continue;
    // The level drawn, or the next of its range (round) with room for one more.
    for (int k = 0; k <= last - first; ++k) {
      const int depth = first + (drawn - first + k) % (last - first + 1);
      if (held[static_cast<std::size_t>(depth)] < kUniquesPerLevel) {
        at[i] = depth;
        ++held[static_cast<std::size_t>(depth)];
        break;
      }
    }
  }
  return at;
}

void place_uniques(const Catalog& cat, Level& level, Rng& rng, std::uint64_t seed, int depth) {
  const std::vector<int> at = unique_levels(cat, seed);
  for (std::size_t i = 0; i < at.size(); ++i) {
    if (at[i] != depth) continue;
    std::optional<Vec> spot;
    for (int t = 0; t < kSpotTries && !spot; ++t) {
      const Vec p{rng.below(level.width()), rng.below(level.height())};
      if (free_for_monster(cat, level, p) && chebyshev(p, level.stairs_up) >= kUniqueFromStairs)
        spot = p;
    }
    // A small level: the free cell nearest its far end.
    if (!spot)
      spot = nearest_free_for_monster(cat, level, farthest_cell(level, level.stairs_up),
                                      level.stairs_up);
    if (spot) spawn_monster(cat, level, rng, static_cast<int>(i), depth, *spot);
  }
}

}  // namespace dg::gen
