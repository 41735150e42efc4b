#pragma once
// Many steps as one: autoexplore (o), travel to the stairs (_, or > and < away from them)
// and rest until healed (R). Each step is an ordinary command, so saves and replays see every one,
// and the walk stops as soon as something needs the player: a monster in view, a hurt, a question,
// a refused step, the end of the game.
#include <optional>
#include <vector>

#include "core/geometry.hpp"

namespace dg {

class App;
class Game;

struct Monster;

// A monster the hero's own senses show (a wizard's view of the level does not count) that the
// player should see to before walking on: one hunting or fleeing, a wanderer near, a sleeper
// right beside the way. A sleeper or an unaware wanderer farther off lets the walk go on.
const Monster* monster_in_view(const Game& game);
// Where the hero has seen the staircase down (or up) on this level, if anywhere.
std::optional<Vec> known_stairs(const Game& game, bool down);
// A shortest path over cells the hero remembers, around known hazards; empty if none.
std::vector<Vec> travel_path(const Game& game, Vec to);
// Walks toward `to`; returns the steps taken.
int travel(App& app, Vec to);
// Waits until hit points are full; returns the turns rested.
int rest(App& app);
// The nearest remembered, reachable cell next to the unknown, if any.
std::optional<Vec> explore_target(const Game& game);
// A door the hero found locked, and the reachable cell beside it to bash it from.
struct LockedDoor {
  Vec door;
  Vec from;
};
// The nearest such door, if any (explore goes there once nothing else is left).
std::optional<LockedDoor> known_locked_door(const Game& game);
// Explores: walks toward the nearest unknown until there is none, or something happens; then
// to a locked door, if one is left, asking before bashing it.
int explore(App& app);

}  // namespace dg
