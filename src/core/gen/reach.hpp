#pragma once
// Reachability over a level, for generation and validation.
#include <cstdint>

#include "core/world/level.hpp"

namespace dg::gen {

// How a walker may move when checking reachability.
enum class Walk {
  Any,          // walkable cells and doors of every kind (doors can be opened or bashed, a
                // lock opened by its key)
  AvoidHazards  // the same, but never through acid or pits
};

// Cells reachable from `from` with 8-way steps (1 = reached).
Array2D<std::uint8_t> reachable(const TileTable& tiles, const Level& level, Vec from, Walk walk);
// The reachable cell with the longest shortest path from `from`.
Vec farthest_cell(const Level& level, Vec from);

}  // namespace dg::gen
