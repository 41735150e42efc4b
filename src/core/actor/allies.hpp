#pragma once
// Captives and the allies they become (Brogue's captives in chains): a monster in chains that
// a set piece keeps does nothing and is fought by nobody; the hero frees it by walking into it
// turn after turn, loud work that may wake its captors, and freed it is tame: it follows and
// fights through the pet's own code (core/actor/pet.hpp), goes down the stairs beside the hero
// and grows with its kills, keeping its own name and attacks.
#include "core/actor/monster.hpp"

namespace dg {
class Game;
struct Level;
}  // namespace dg

namespace dg::allies {

constexpr int kChainTurns = 4;    // turns of work that free a captive
constexpr int kMaxFollowers = 3;  // tame monsters one hero leads: the pet and two allies
constexpr int kWakeRange = 7;     // sleepers this near the work may wake, one time in three

// How many tame monsters follow the hero on `level`.
int followers(const Level& level);

// A turn of the hero's work at `captive`'s chains; the last one frees it (unless the hero
// leads kMaxFollowers already: then it stays chained, and nothing is spent).
void work_chains(Game& g, Monster& captive);

}  // namespace dg::allies
