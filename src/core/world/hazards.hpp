#pragma once
// What the dungeon does to the hero who steps onto a cell or stays in it: gold is picked up,
// what lies there is described, the tile's data is carried out (a pit on stepping in, acid
// each turn spent in it) and a trap springs. A levitating hero floats over what its data
// says can be floated over. A monster springs a hidden trap too (it keeps off the ones found).
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Actor;
struct Trap;

namespace hazards {

// The hero has just stepped (or been put) onto `to`.
void arrive(Game& game, Vec to);
// One tick spent where the hero stands.
void each_turn(Game& game);
// `victim` (the hero or a monster) springs `trap`, unless it floats over it: the trap's effects
// are done to it. The hero always finds the trap so; a monster shows it only when the hero sees
// something happen. A monster it killed is gone after.
void spring(Game& game, Actor& victim, Trap& trap);

}  // namespace hazards
}  // namespace dg
