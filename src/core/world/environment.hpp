#pragma once
// The living part of a level, between the creatures' turns: fire (core/world/fire.hpp) and
// gas (core/world/gas.hpp) each tick, and what they do to any creature, the hero, a pet or a
// monster alike, through the effect steps of their data: a burning cell sets alight whoever
// stands in it, a creature on fire burns each tick and sets alight what burns under it until
// water puts it out, and a gas does its kind's steps to whoever breathes it. Monsters keep out
// of fire and of harmful gas unless fire cannot hurt them, and step out when they are in it.
#include <optional>

#include "core/geometry.hpp"

namespace dg {

class Game;
struct Actor;
struct Monster;

namespace environment {

// One tick of the level's fire and gas. Nothing at all on a level with neither.
void tick(Game& g);
// One tick of fire and gas on `who` where it stands (after the terrain's own, in
// hazards::each_turn). A monster may be gone after: look it up again by id.
void creature_turn(Game& g, Actor& who);
// How much standing at `p` would hurt `m`: fire, for one that burns, most of all; else a
// harmful gas, by its volume; 0: nothing. A monster steps only where it is no worse than
// where it stands, and out of it when it can.
int threat(const Game& g, const Monster& m, Vec p);
// Whether the hero knows `p` would hurt them now (seen burning, or in a gas that harms): the
// play screen asks before such a step, and travel goes round.
bool hurts_hero(const Game& g, Vec p);

}  // namespace environment
}  // namespace dg
