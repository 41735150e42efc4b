#pragma once
// The tileset: loaded from tileset.toml, it gives the Catalog its tile rules and trap rules and
// gives the UI a look (glyph, colours) for every tile, trap and thing.
#include <array>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "content/rgb.hpp"
#include "core/result.hpp"
#include "core/world/fire.hpp"
#include "core/world/gas.hpp"
#include "core/world/tile.hpp"
#include "core/world/trap.hpp"

namespace dg {

struct Look {
  char32_t glyph = U'?';
  Rgb fg;
  Rgb bg;
  Rgb light;  // the colour of the light it gives, if it gives any (a brazier: warm)
  friend bool operator==(const Look&, const Look&) = default;
};

struct Tileset {
  TileTable rules;  // the engine's tiles, then the file's others in its order: Tile indexes both
  std::vector<TrapRules> trap_rules;  // in the file's order: TrapKind indexes both
  std::vector<Look> tiles;
  std::vector<Look> traps;
  Look player;
  Look gold;
  Look unseen;                      // where something unseen struck (NetHack's `I`)
  std::vector<GasRules> gas_rules;  // in the file's order: a gas kind indexes both
  std::vector<Look> gases;          // bg: the tint of a cell it fills
  FireRules fire_rules;
  Look fire;  // a burning cell
  friend bool operator==(const Tileset&, const Tileset&) = default;
};

// Parses and validates a tileset; errors name the file, line and definition.
Result<Tileset> parse_tileset(std::string_view file_name, const ContentText& text);

}  // namespace dg
