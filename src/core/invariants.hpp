#pragma once
// What must hold after every turn, whatever the player did: the bot checks these each turn and
// the tests check them on hand-made games. Each broken rule comes back as a sentence naming
// what and where, so a failing bot run says what went wrong without a debugger.
#include <string>
#include <vector>

namespace dg {

class Game;

// Creatures inside walls or off the map, two blockers in one cell, hit points or power out of
// bounds, an inconsistent pack, stairs that cannot reach each other. Empty when all is well.
// Only the hero's level changes during a turn: the others are checked with `every_level`.
std::vector<std::string> broken_invariants(const Game& game, bool every_level = true);

// The game saved and loaded again: empty when it comes back with the same state hash, else
// why not. (It replays every command: costly, so callers choose how often.)
std::string save_round_trip_problem(const Game& game);

}  // namespace dg
