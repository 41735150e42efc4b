#pragma once
// What happens when the hero walks into a set piece (core/world/set_piece.hpp), takes something
// from it or uses a tile of it: its words on first stepping in, and its triggers, each once (the
// cages close on the prizes left, the sleepers in the brush rise, a lever raises a portcullis).
#include "core/geometry.hpp"

namespace dg {
class Game;
}

namespace dg::pieces {

// The hero has just arrived at `at`.
void hero_entered(Game& g, Vec at);
// The hero has just picked something up at `at`.
void hero_took(Game& g, Vec at);
// The hero has just used the tile at `at` by walking into it (pulled a lever).
void hero_used(Game& g, Vec at);

}  // namespace dg::pieces
