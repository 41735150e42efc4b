#pragma once
// Boulders and holes (r39), as NetHack's Sokoban: the hero walking straight into a boulder
// pushes it one cell on, onto bare floor or into a hole, which it fills. A push that would
// leave the boulder where no push can ever bring it to a hole (a corner, a wall with no hole
// along it) is refused before it is made, so a puzzle is never lost to one careless step: that
// is the rule, judged by walls alone (another boulder can always be moved first).
#include <cstdint>

#include "core/action/action.hpp"
#include "core/catalog.hpp"
#include "core/geometry.hpp"
#include "core/world/level.hpp"

namespace dg {
class Game;
struct Actor;
}  // namespace dg

namespace dg::boulders {

// 1 where a boulder could still be pushed into one of the level's holes, found backwards from
// every hole a pull at a time (the boulder comes back a cell, the pusher stands a cell behind
// it). A level without holes: every cell.
Array2D<std::uint8_t> live_cells(const Catalog& cat, const Level& level);

// Whether pushing the boulder at `at` by `step` is allowed, and if not why (the words said).
// "" when it may go.
std::string refusal(const Game& g, Vec at, Vec step);

// The hero walking into the boulder at `at` in direction `dir`: pushed and followed, or refused
// (no time taken).
ActionResult push(Game& g, Actor& hero, Dir dir);

}  // namespace dg::boulders
