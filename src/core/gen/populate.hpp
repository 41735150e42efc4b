#pragma once
// Puts the staircases in, then gives every room its own chances of a monster, treasure, a
// trap and a hazard (the D&D Red Box way of stocking a dungeon). Caves, which have no rooms, are
// stocked at scattered spots instead.
#include "core/catalog.hpp"
#include "core/rng.hpp"
#include "core/world/branch.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

// A kind of trap by the catalog's frequencies at this depth (none that drops through the floor
// on the deepest level), or -1 when none is found there.
int roll_trap(const Catalog& cat, Rng& rng, int depth, bool deepest);

// `deepest`: no trap doors (there is nothing below) and no down staircase.
// `theme`, for a branch's level: its monsters and set pieces only (core/world/branch.hpp).
void populate(const Catalog& cat, Level& level, Rng& rng, int depth, bool deepest,
              const BranchDef* theme = nullptr);

}  // namespace dg::gen
