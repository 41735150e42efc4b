#pragma once
// What the dungeon does to the hero who steps onto a cell or stays in it: gold is picked up,
// what lies there is described, the tile's data is carried out (a pit on stepping in, acid
// each turn spent in it) and a trap springs. A levitating hero floats over what its data
// says can be floated over.
#include "core/geometry.hpp"

namespace dg {

class Game;

namespace hazards {

// The hero has just stepped (or been put) onto `to`.
void arrive(Game& game, Vec to);
// One tick spent where the hero stands.
void each_turn(Game& game);

}  // namespace hazards
}  // namespace dg
