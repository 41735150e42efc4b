#pragma once
// The one rule for a step from a cell to its neighbour, by terrain: the hero's moves, the
// monsters' moves and paths, and the UI's travel and explore all ask it, so they cannot
// disagree about a doorway (they once used three different sets of doors).
#include "core/geometry.hpp"
#include "core/world/level.hpp"
#include "core/world/tile.hpp"

namespace dg {

enum class StepBlock {
  None,             // the step can be taken
  ClosedDoor,       // a closed door is there: it must be opened first (a bump opens it)
  LockedDoor,       // a locked door is there: it must be bashed or unlocked
  Impassable,       // wall or rock
  DoorwayDiagonal,  // NetHack's rule: no diagonal step into or out of a doorway with a door
};

// Whether a step between neighbours `from` and `to` goes diagonally through a doorway.
bool doorway_diagonal(Tile from_tile, Tile to_tile, Vec from, Vec to);
// What stops a step from `from` (on `from_tile`) to its neighbour `to` (on `to_tile`), by
// terrain alone, in the order a bump reports it: a door before a wall before the doorway.
// Creatures, hazards and traps are the mover's business.
// `tiles` says which tiles are walkable.
StepBlock step_block(const TileTable& tiles, Tile from_tile, Tile to_tile, Vec from, Vec to);

// Whether a monster's path may step from one cell to its neighbour (terrain only): never into
// a hazard, and through a closed door only straight, as the step after opening it will.
bool path_step(const TileTable& tiles, const Level& level, Vec from, Vec to, bool opens_doors);
// Whether monster `m` may step (or open its way) into `p` now: terrain, hazards (monsters
// keep out of acid and pits), and no other creature there, the hero at `hero` included.
bool monster_may_enter(const TileTable& tiles, const Level& level, const Monster& m,
                       bool opens_doors, Vec p, Vec hero);

}  // namespace dg
