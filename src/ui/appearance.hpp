#pragma once
// The one place the UI asks what things look like. Glyphs and colours come from the
// tileset content file (content/data/tileset.toml); the core only hands out ids.
#include "content/tileset.hpp"
#include "core/tile.hpp"
#include "core/trap.hpp"

namespace dg {

const Look& look_of(Tile t);
const Look& look_of(TrapKind k);
const Look& look_of_player();
const Look& look_of_gold();
const Look& look_of_monster(int breed);
const Look& look_of_item(int kind);

}  // namespace dg
