#pragma once
// The walks the hero takes (core/walk/walker.hpp): explore, travel, rest, a counted command,
// and running (Shift+direction, or G then a direction, as in NetHack and Brogue: one way until
// something is worth a look, round a corridor's bends, stopping where it forks, at a door, on
// the stairs, on something lying there). Each is made here; the UI checks first whether it can
// begin ("You know no way there.") and says why not.
#include <memory>

#include "core/command.hpp"
#include "core/geometry.hpp"
#include "core/walk/routes.hpp"
#include "core/walk/walker.hpp"

namespace dg {

class Game;

// Explores: toward the nearest unknown or thing worth carrying (`picks_up`: taking those),
// until none is left; ends saying so, or on a locked door's question.
std::unique_ptr<Walk> explore_walk(bool picks_up);
// To a locked door's side, then asks to bash it.
std::unique_ptr<Walk> bash_walk(const LockedDoor& door);
// Toward `to`, by the way the hero remembers.
std::unique_ptr<Walk> travel_walk(Vec to);
// Searches until hit points and power are full; says at its end how long, and what came of it
// ("Rested 73 turns: hit points 51 → 88 of 88").
std::unique_ptr<Walk> rest_walk(const Game& game);
// On the stairs: waits up to 8 turns for the pet in sight to come near enough to follow (2
// steps, core/actor/followers.hpp), then takes the stairs (`down`), come or not. Any key
// stops it.
std::unique_ptr<Walk> stairs_walk(bool down);
// Whether the pet is in sight but too far to follow: the stairs would leave it behind.
bool pet_lags_for_stairs(const Game& game);
// `command` `times` times in a row (a count: 20s).
std::unique_ptr<Walk> repeat_walk(const Command& command, int times);
// Runs `dir` from the hero (whose first step must be open_way: else it is a single step).
std::unique_ptr<Walk> run_walk(const Game& game, Dir dir);

// "You stop: a floating eye is in the way, 3 east." when a monster stands in the only
// remembered way to `to`; "" when none does.
std::string in_the_way_words(const Game& game, Vec to);
// Whether the hero is rested: hit points and power full.
bool rested(const Game& game);
// A cell a run may step into (remembered, walkable, nothing known there to stop for).
bool open_way(const Game& game, Vec p);
// The way a run goes on from the hero's cell, having come `dir`: straight on, round a
// corridor's bend, or Dir::None to stop here.
Dir run_onward(const Game& game, Dir dir);

}  // namespace dg
