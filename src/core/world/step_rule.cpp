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

bool path_step(const TileTable& tiles, const Level& lv, Vec from, Vec to, bool opens_doors) {
  const Tile t = lv.at(to);
  switch (step_block(tiles, lv.at(from), t, from, to)) {
    case StepBlock::None: return !tiles[static_cast<std::size_t>(t)].hazard;
    case StepBlock::ClosedDoor: return opens_doors && !doorway_diagonal(lv.at(from), t, from, to);
    default: return false;
  }
}

bool monster_may_enter(const TileTable& tiles, const Level& lv, const Monster& m, bool opens_doors,
                       Vec p, Vec hero) {
  const Tile t = lv.at(p);
  switch (step_block(tiles, lv.at(m.pos), t, m.pos, p)) {
    case StepBlock::ClosedDoor: return opens_doors;  // opening it is the move
    case StepBlock::None: break;
    default: return false;
  }
  if (tiles[static_cast<std::size_t>(t)].hazard) return false;
  if (const Trap* trap = lv.trap_at(p); trap && !trap->hidden) return false;  // a trap found
  return !lv.monster_at(p) && p != hero;
}

}  // namespace dg
