#pragma once
// What the dungeon does to any creature that comes onto a cell or stays in it, the hero, a pet
// or any monster alike: gold is taken (by the hero, and by monsters that take it), a set
// piece's trigger fires, the tile's data is carried out (a pit on stepping in, acid each turn
// spent in it) and a trap springs. A floating creature passes over what the data says can be
// floated over. The hero is also told what lies there. Monsters keep off hazards and found
// traps by choice (core/world/step_rule.hpp), not by exemption: put there, they suffer them.
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Actor;
struct Trap;

namespace hazards {

// `who` has just come to where it stands (through stage::move, the one way there). A monster
// may be gone after (killed there): look it up again by id before using it.
void arrive(Game& game, Actor& who);
// One tick `who` spent where it stands: the terrain's, then fire's and gas's
// (core/world/environment.hpp). A monster may be gone after.
void each_turn(Game& game, Actor& who);
// `victim` (the hero or a monster) springs `trap`, unless it floats over it: the trap's effects
// are done to it. The hero always finds the trap so; a monster shows it only when the hero sees
// something happen. A monster it killed is gone after.
void spring(Game& game, Actor& victim, Trap& trap);

}  // namespace hazards
}  // namespace dg
