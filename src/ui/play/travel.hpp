#pragma once
// Many steps as one: autoexplore (o), travel to the stairs (_, or > and < away from them)
// rest until healed (v) and counted commands (20s). Each step is an ordinary command, so saves and
// replays see every one, and the walk stops as soon as something needs the player: a monster that
// threatens, a hurt, a question, a refused step, the end of the game.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/command.hpp"
#include "core/geometry.hpp"

namespace dg {

class App;
class Game;

struct Monster;

// Why a walk or a rest should stop now ("You stop: a jackal comes, 5 east."), or
// "" when nothing threatens the hero (the rule: core/actor/threat.hpp).
std::string stop_reason(const Game& game);
// Where the hero has seen the staircase down (or up) on this level, if anywhere.
std::optional<Vec> known_stairs(const Game& game, bool down);
// A shortest path over cells the hero remembers, around known hazards; empty if none.
std::vector<Vec> travel_path(const Game& game, Vec to);
// Applies the commands `next` gives, a turn each, until it gives none or something needs the
// player (stop_reason, a hurt, a refusal, a question); returns the turns taken. A walk
// (`waits_for_pet`) waits a few turns for a pet that lags in sight, so it is not lost.
int walk(App& app, int limit, const std::function<std::optional<Command>(const Game&)>& next,
         bool waits_for_pet = false);
// Walks toward `to`; returns the steps taken.
int travel(App& app, Vec to);
// Waits until hit points and power are full; returns the turns rested.
int rest(App& app);
// Gives `command` (a step, a wait, a search) `times` times in a row, as a count asks (20s),
// stopping as every walk does; returns the turns it took.
int repeat_command(App& app, const Command& command, int times);
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
