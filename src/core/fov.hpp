#pragma once
// Symmetric shadowcasting (Albert Ford's algorithm): a cell is visible from A exactly when A
// is visible from it. Pure integer arithmetic (slopes are fractions), so native and wasm
// agree. Walls that are seen count as visible.
#include <cstdint>

#include "core/geometry.hpp"

namespace dg {

struct Level;

// Marks in `visible` (resized to the level) every cell seen from `origin` within `radius`
// (Euclidean, a cell counts when dx²+dy² <= radius²+radius; radius < 0 means unlimited).
void field_of_view(const Level& level, Vec origin, int radius, Array2D<std::uint8_t>& visible);

// The same over a plain opacity grid (1 = blocks sight), for benchmarks and tests.
void field_of_view(const Array2D<std::uint8_t>& opaque, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible);

}  // namespace dg
