#pragma once
// The balance bot and the side branches (r39): it goes down a branch's staircase when it judges
// the branch safe (strong enough for the branch's end, well, and not one of boulder puzzles,
// which it does not solve), down the branch to its end, takes the trophy it finds there, and
// climbs back out to the main line; a branch end searched long without the trophy found is
// left too.
#include <set>
#include <string>

#include "core/game.hpp"

namespace dg::bot_branch {

// How long the bot looks for the trophy on a branch's end before it gives up and leaves.
constexpr int kEndSearchTurns = 800;

struct Memory {
  std::set<int> done;  // the branches (catalog indices) it has finished with
  int slot = 0;        // the level it is on, and the turn it arrived there
  int arrived = 0;
  int asked = -1;  // the turn of its last key on a branch's end
};

// Whether the bot would go into the branch `b` now.
bool worth_entering(const Game& g, const BranchPlace& b, const Memory& memory);

// The keys for what the branches ask of the bot now, or "" when the usual plan goes on.
std::string keys(const Game& g, Memory& memory);

}  // namespace dg::bot_branch
