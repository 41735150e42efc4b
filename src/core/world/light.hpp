#pragma once
// Light from the things that give it: terrain (a brazier, glowing fungus: a tile's `light`), a
// glowing monster (a breed's `light`), fire (fire's `light`) and the lamp the hero carries (an
// item's `light`). Each lights the cells it sees
// within its radius, so light stops at walls as sight does. The hero sees a cell in view when
// it is lit (a lit room, or a light here) or within their own light; the UI tints each lit cell
// with its light's colour. Where two lights reach a cell, the first found keeps it: terrain, then
// fire, then monsters, each in the level's order, then the hero's lamp.
#include <cstdint>

#include "core/geometry.hpp"

namespace dg {

struct Catalog;
struct Level;
class FieldOfView;

// What lights a cell: nothing, or the kind of source and which (a Tile, a breed index, an item
// kind).
struct Glow {
  enum class From : std::uint8_t { None, Tile, Fire, Monster, Item };
  From from = From::None;
  std::uint16_t which = 0;
  explicit operator bool() const { return from != From::None; }
  friend bool operator==(const Glow&, const Glow&) = default;
};

// A light someone carries: where, which item kind, how far it reaches (0: none).
struct Carried {
  Vec at;
  int kind = -1;
  int radius = 0;
};

// The light on every cell of `level` (`glow` resized to it), `fov` a scratch field of view,
// `lamp` the hero's. The level's `lamps` are found the first time (no terrain turns into a light).
void light_level(const Catalog& cat, Level& level, Array2D<Glow>& glow, FieldOfView& fov,
                 Carried lamp = {});

}  // namespace dg
