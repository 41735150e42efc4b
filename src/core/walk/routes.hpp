#pragma once
// Where the hero's walks go, by what the hero remembers of the level: the way to a cell, the
// nearest unknown, the stairs, a locked door, and the things explore picks up on its way.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/geometry.hpp"

namespace dg {

class Game;

// Where the hero has seen the staircase down (or up) on this level, if anywhere.
std::optional<Vec> known_stairs(const Game& game, bool down);
// Steps from the hero to every cell they can reach by what they remember (kUnreached, -1,
// elsewhere), by the same rule travel walks by.
Array2D<int> remembered_distances(const Game& game);
// What a walk keeps off (1 where it may not step): where the hero sees a monster (a walk never
// attacks; the pet swaps places) or remembers something unseen (an `I`), and with
// `beside_harmless` also beside a monster that never attacks (a floating eye, a mould) or a
// captive, where one stray key would strike it.
Array2D<std::uint8_t> keep_off(const Game& game, bool beside_harmless);
// A shortest path over cells the hero remembers, around known hazards and the monsters in
// view, and not beside a harmless one where there is room; empty if none.
std::vector<Vec> travel_path(const Game& game, Vec to);
// Where the monster is that stands in the only remembered way to `to` (a floating eye in a
// corridor), if one does.
std::optional<Vec> in_the_way(const Game& game, Vec to);
// The nearest remembered, reachable cell next to the unknown, if any.
std::optional<Vec> explore_target(const Game& game);
// A door the hero found locked, and the reachable cell beside it to bash it from.
struct LockedDoor {
  Vec door;
  Vec from;
};
// The nearest such door, if any (explore goes there once nothing else is left).
std::optional<LockedDoor> known_locked_door(const Game& game);
// Where explore goes next: things worth carrying (when it picks up, `picks_up`) or the
// unknown, whichever is nearer; with `past_monsters`, as if no monster stood in the way.
std::optional<Vec> explore_goal(const Game& game, bool picks_up, bool past_monsters = false);
// The places in the pile under the hero of the things explore takes (none where the hero
// left things, or when it does not pick up).
std::vector<int> wanted_here(const Game& game, bool picks_up);

}  // namespace dg
