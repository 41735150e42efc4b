#include "core/world/step_rule.hpp"

namespace dg {

bool doorway_diagonal(Tile from_tile, Tile to_tile, Vec from, Vec to) {
  const bool diagonal = from.x != to.x && from.y != to.y;
  return diagonal && (has_door(from_tile) || has_door(to_tile));
}

StepBlock step_block(const TileTable& tiles, Tile from_tile, Tile to_tile, Vec from, Vec to) {
  if (to_tile == Tile::DoorClosed) return StepBlock::ClosedDoor;
  if (to_tile == Tile::DoorLocked) return StepBlock::LockedDoor;
  if (!tiles[static_cast<std::size_t>(to_tile)].walkable) return StepBlock::Impassable;
  if (doorway_diagonal(from_tile, to_tile, from, to)) return StepBlock::DoorwayDiagonal;
  return StepBlock::None;
}

}  // namespace dg
