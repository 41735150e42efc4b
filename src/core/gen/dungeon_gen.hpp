#pragma once
// Makes the level for a depth: picks a generator for the depth, generates, stocks and
// validates it; a level that fails validation is made again from the next seed step.
#include <cstdint>
#include <optional>
#include <string>

#include "core/catalog.hpp"
#include "core/gen/generators.hpp"
#include "core/result.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

constexpr int kDungeonDepth = 12;  // the Amulet waits on this level
constexpr int kMaxAttempts = 20;

// The generator for `depth`: rooms near the top, BSP and caves deeper (weighted mix).
Kind kind_for_depth(Rng& rng, int depth);

// The problem that makes `level` unplayable, or nothing if it is fine: both staircases
// present (no down staircase on the deepest level) and joined by a path free of hazards,
// every open cell reachable, nothing walkable on the map's edge.
std::optional<std::string> validate(const Catalog& cat, const Level& level, bool deepest);

// The level at `depth` of the dungeon made from `seed`, with its generator forced if given;
// `made_by`, when given, is told which generator made it.
Result<Level> make_level(const Catalog& cat, std::uint64_t seed, int depth,
                         std::optional<Kind> kind = std::nullopt, Kind* made_by = nullptr);

}  // namespace dg::gen
