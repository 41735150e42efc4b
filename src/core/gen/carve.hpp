#pragma once
// Building blocks the generators share: rooms with walls, L-shaped corridors that turn the
// walls they cross into doors, and door states rolled the way NetHack rolls them.
#include "core/rng.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

// Floor inside `room`, walls around it (walls never overwrite floor, corridors or doors).
void carve_room(Level& level, const Room& room);
// True when `room` plus its walls and a one-cell margin lies inside the map on rock only.
bool room_fits(const Level& level, const Room& room);
// A random door: open, closed, locked (a closed one, sometimes) or broken (a bare doorway).
Tile roll_door(Rng& rng);
// Digs from a to b, horizontal leg first or vertical first; rock becomes corridor, a wall
// crossed becomes a door.
void dig_l_corridor(Level& level, Rng& rng, Vec a, Vec b, bool horizontal_first);
// Digs an L-shaped corridor, horizontal leg first when `prefer_horizontal_first`, unless that
// way runs along a wall (which would tear a row of doorways into it) and the other does not.
void dig_l_corridor_avoiding_walls(Level& level, Rng& rng, Vec a, Vec b,
                                   bool prefer_horizontal_first);
// Digs a straight line of corridor (rock only) from a to b (same row or column).
void dig_line(Level& level, Rng& rng, Vec a, Vec b);

}  // namespace dg::gen
