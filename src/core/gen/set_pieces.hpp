#pragma once
// Builds set pieces (core/world/set_piece.hpp) into a level: from level 2 down every level
// holds at least one, fitted into a room the stocking then leaves alone, or onto open floor in
// a cave.
#include <vector>

#include "core/catalog.hpp"
#include "core/rng.hpp"
#include "core/world/branch.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

constexpr int kFirstSetPieceDepth = 2;

// One set piece, sometimes two, of the kinds allowed at `depth` (by frequency; none that
// drops through the floor on the deepest level). `taken` (one flag a room) marks the rooms
// they were built in. Returns how many were built.
// On a branch's level (`theme`), the kinds it lists, whatever their frequency and depths.
int place_set_pieces(const Catalog& cat, Level& level, Rng& rng, int depth, bool deepest,
                     std::vector<bool>& taken, const BranchDef* theme = nullptr);

// Whether piece `kind` fits with its top-left cell at `at`: every cell its layout covers is
// free floor (no stairs, trap, monster or thing), inside `room` when given; a piece that
// builds walls or a hazard also keeps a cell of walkway around it (of the room's floor, or
// of a cave's), so it never closes a way through: a door opens onto the walkway.
bool piece_fits(const Catalog& cat, const Level& level, int kind, Vec at, const Room* room);

// Builds piece `kind` with its top-left cell at `at` (the caller knows it fits), at `depth`;
// in a branch (`theme`), its "any" monsters are of the branch's own.
void build_set_piece(const Catalog& cat, Level& level, Rng& rng, int kind, int depth, Vec at,
                     const BranchDef* theme = nullptr);

}  // namespace dg::gen
