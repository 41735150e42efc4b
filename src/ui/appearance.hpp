#pragma once
// The one place the UI asks what things look like. Glyphs and colours come from the
// tileset content file (content/data/tileset.toml); the core only hands out ids.
#include "content/tileset.hpp"
#include "core/world/tile.hpp"
#include "core/world/trap.hpp"
#include "ui/palette.hpp"

namespace dg {

// The palette every look is given in (the colour-blind-safe one is an accessibility option).
void set_palette(Palette p);
Palette palette();

Look look_of(Tile t);
Look look_of(TrapKind k);
Look look_of_player();
Look look_of_gold();
Look look_of_monster(int breed);
Look look_of_item(int kind);

}  // namespace dg
