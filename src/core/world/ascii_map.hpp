#pragma once
// Builds a level from an ASCII picture, the way tests and hand-made levels describe maps:
//   ' ' rock   '#' wall   '.' floor   '+' closed door   '-' open door   '~' acid
//   '<' stairs up   '>' stairs down   '^' pit   '$' 10 gold on floor
//   '@' the player's start (on floor). Hand-made maps are lit throughout.
// With the catalog's tiles, a terrain the data adds is written with its `map_char`.
// Every row must have the same width; errors name the 1-based row and column.
#include <optional>
#include <string_view>

#include "core/geometry.hpp"
#include "core/result.hpp"
#include "core/world/level.hpp"

namespace dg {

struct AsciiMap {
  Level level;
  Vec start{-1, -1};  // where '@' stood; (-1,-1) when the map has none
};

// The tile a map character stands for ('@' and '$' are floor), with the data's map_chars when
// `tiles` is given; nothing for an unknown character.
std::optional<Tile> map_tile(char c, const TileTable* tiles = nullptr);

Result<AsciiMap> parse_ascii_map(std::string_view text, const TileTable* tiles = nullptr);

}  // namespace dg
