#include "core/world/tile.hpp"

namespace dg {

namespace {
// Indexed by Tile; keep in the enum's order.
constexpr std::array<std::string_view, kEngineTiles> kIds = {
    "rock",        "floor",       "corridor",  "wall",        "door_closed", "door_open",
    "door_locked", "door_broken", "stairs_up", "stairs_down", "acid",        "pit",
};
}  // namespace

std::string_view tile_id(Tile t) {
  const auto i = static_cast<std::size_t>(t);
  return i < kIds.size() ? kIds[i] : std::string_view();
}

int find_tile(const TileTable& tiles, std::string_view id) {
  for (std::size_t t = 0; t < tiles.size(); ++t)
    if (tiles[t].id == id) return static_cast<int>(t);
  return -1;
}

}  // namespace dg
