#pragma once
// The kinds of map cell and their rules (can you walk there, does it block sight).
// What a tile looks like is the UI's business (ui/appearance), never the core's.
#include <cstdint>
#include <string_view>

namespace dg {

enum class Tile : std::uint8_t {
  Rock,  // solid rock between rooms: impassable, never seen as a wall
  Floor,
  Wall,
  DoorClosed,
  DoorOpen,
  Acid,
  StairsUp,
  StairsDown,
};

struct TileRules {
  std::string_view name;  // "a closed door": used in messages ("The closed door is in the way.")
  bool walkable;
  bool blocks_sight;
};

const TileRules& rules(Tile t);

}  // namespace dg
