#include "core/tile.hpp"

#include <array>

namespace dg {

namespace {
// Indexed by Tile; keep in the enum's order.
constexpr std::array<TileRules, 8> kRules = {{
    {"solid rock", false, true},
    {"floor", true, false},
    {"wall", false, true},
    {"closed door", false, true},
    {"open door", true, false},
    {"acid pool", true, false},
    {"staircase up", true, false},
    {"staircase down", true, false},
}};
}  // namespace

const TileRules& rules(Tile t) {
  return kRules[static_cast<std::size_t>(t)];
}

}  // namespace dg
