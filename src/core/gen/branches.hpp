#pragma once
// The side branches of a run (core/world/branch.hpp): where each lies, drawn from the seed,
// and their levels: made by the branch's generator with its own monsters and set pieces, or
// built whole from a hand-made level (a level set piece of branches.toml), as its end is.
#include <cstdint>

#include "core/catalog.hpp"
#include "core/gen/generators.hpp"
#include "core/result.hpp"
#include "core/world/branch.hpp"
#include "core/world/dungeon.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

// A branch's staircase is at least this far from the main staircases when the level has room.
constexpr int kBranchStairsApart = 6;

// Where each branch of the catalog lies in the run of `seed` on a main line of `main` levels:
// its staircase on a main level of its range (no two on one level: a taken level passes to
// the next of the range, and a branch with none free stays out of the run), its depth and its
// end drawn; its slots follow the main line's, branch after branch.
std::vector<BranchPlace> lay_out_branches(const Catalog& cat, std::uint64_t seed, int main);

// Puts `place`'s staircase on its main level (just made from `seed`): on a floor cell the up
// staircase reaches without a hazard, away from both staircases and outside any set piece.
void add_branch_stairs(const Catalog& cat, Level& level, std::uint64_t seed,
                       const BranchPlace& place);

// A level built whole from the level piece `kind`: rock around its layout, its staircases where
// the layout draws them, what its legend places drawn for `danger` (its "any" monsters of
// `theme`'s own when given).
Level hand_made_level(const Catalog& cat, Rng& rng, int kind, int danger,
                      const BranchDef* theme = nullptr);

// The level in slot `slot` of the branch `place`, made from `seed`.
Result<Level> make_branch_level(const Catalog& cat, std::uint64_t seed, const BranchPlace& place,
                                int slot, Kind* made_by = nullptr);

// The level in slot `slot` of `dungeon` (its branches laid out) made from `seed`: a main level
// with the staircase of the branch that starts on it, or a branch's level. `made_by`, when
// given, is told which generator made it (kCount: hand-made).
Result<Level> make_slot(const Catalog& cat, std::uint64_t seed, const Dungeon& dungeon, int slot,
                        Kind* made_by = nullptr);

}  // namespace dg::gen
