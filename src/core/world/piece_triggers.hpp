#pragma once
// What happens when a creature walks into a set piece (core/world/set_piece.hpp), or the hero
// takes something from it or uses a tile of it: its words on the hero's first stepping in, and
// its triggers, each once (the cages close on the prizes left, the sleepers in the brush rise
// under whoever walks there, a lever raises a portcullis).
#include "core/geometry.hpp"

namespace dg {
class Game;
struct Actor;
}  // namespace dg

namespace dg::pieces {

// `who` (the hero, a pet, any monster) has just arrived at `at`.
void entered(Game& g, const Actor& who, Vec at);
// The hero has just picked something up at `at`.
void hero_took(Game& g, Vec at);
// The hero has just used the tile at `at` by walking into it (pulled a lever).
void hero_used(Game& g, Vec at);

}  // namespace dg::pieces
