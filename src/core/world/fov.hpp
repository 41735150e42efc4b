#pragma once
// Symmetric shadowcasting (Albert Ford's algorithm): a cell is visible from A exactly when A
// is visible from it. Pure integer arithmetic (slopes are fractions), so native and wasm
// agree. Walls that are seen count as visible.
#include <cstdint>

#include "core/geometry.hpp"
#include "core/world/tile.hpp"

namespace dg {

struct Level;

// Marks in `visible` (resized to the level) every cell seen from `origin` within `radius`
// (Euclidean, a cell counts when dx²+dy² <= radius²+radius; radius < 0 means unlimited).
// (`tiles` says which tiles block sight.)
void field_of_view(const Level& level, const TileTable& tiles, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible);

// The same over a plain opacity grid (1 = blocks sight), for benchmarks and tests.
void field_of_view(const Array2D<std::uint8_t>& opaque, Vec origin, int radius,
                   Array2D<std::uint8_t>& visible);

// A box of cells, x0..x1 by y0..y1 inclusive; empty when x0 > x1.
struct FovBox {
  int x0 = 1, x1 = 0, y0 = 1, y1 = 0;
  static FovBox whole(int width, int height) { return {0, width - 1, 0, height - 1}; }
};

// A field of view recomputed again and again (the hero's, every turn): the same answers as
// field_of_view, but each call clears only the box of cells the last one may have marked
// instead of the whole grid. That clearing was most of a small field's cost, above all in
// WebAssembly.
class FieldOfView {
 public:
  void compute(const Level& level, const TileTable& tiles, Vec origin, int radius);
  void compute(const Array2D<std::uint8_t>& opaque, Vec origin, int radius);
  const Array2D<std::uint8_t>& visible() const { return visible_; }
  // Equal when they see the same (the box is bookkeeping).
  friend bool operator==(const FieldOfView& a, const FieldOfView& b) {
    return a.visible_ == b.visible_;
  }

 private:
  Array2D<std::uint8_t> visible_;
  FovBox touched_;  // nothing yet: the first compute sizes the grid (all zero)
};

}  // namespace dg
