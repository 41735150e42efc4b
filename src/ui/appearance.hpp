#pragma once
// The one place that knows what things look like: a glyph and colours for each tile and
// creature id the core hands out. The core stores ids; only this file turns them into cells.
#include "core/tile.hpp"
#include "ui/color.hpp"

namespace dg {

struct Look {
  char32_t glyph;
  Color fg;
  Color bg = colors::kBlack;
};

const Look& look_of(Tile t);
const Look& look_of_player();

}  // namespace dg
