#include "core/world/tile.hpp"

namespace dg {

namespace {
// Indexed by Tile; keep in the enum's order.
constexpr std::array<std::string_view, kTileCount> kIds = {
    "rock",        "floor",       "corridor",  "wall",        "door_closed", "door_open",
    "door_locked", "door_broken", "stairs_up", "stairs_down", "acid",        "pit",
};

std::array<TileRules, kTileCount>& table() {
  static std::array<TileRules, kTileCount> t{};
  return t;
}
bool g_installed = false;
}  // namespace

std::string_view tile_id(Tile t) {
  return kIds[static_cast<std::size_t>(t)];
}

void install_tile_rules(const std::array<TileRules, kTileCount>& rules) {
  table() = rules;
  g_installed = true;
}

bool tile_rules_installed() {
  return g_installed;
}

const TileRules& rules(Tile t) {
  return table()[static_cast<std::size_t>(t)];
}

}  // namespace dg
