#pragma once
// The climb back (r38): once the hero has held the Amulet, the way up is not the way down in
// reverse. Three things change, said when the climb begins and in GAME.md:
// - pursuers: each time the hero climbs the stairs with the Amulet, monsters from deeper than
//   the level left come up the same stairs after them a few turns later;
// - the levels above are stirred: the first time the hero arrives on each with the Amulet,
//   monsters from deeper down have come up into it;
// - the Amulet drains power: a point every kDrainEvery turns while it is carried.
// The state lives in the Dungeon (Climb), so it is in the state hash, and saves (which are
// replays) carry it.
namespace dg {

class Game;

namespace climb {

constexpr int kDrainEvery = 10;       // turns per point of power the Amulet takes
constexpr int kPursuitDelayMin = 8;   // turns after the hero's arrival the pursuers come
constexpr int kPursuitDelayMax = 15;  // ...at most
constexpr int kPursuers = 1;          // groups that come up the stairs each time,
constexpr int kPursuitDeeper = 1;     // ...from this much deeper than the level left
constexpr int kStirGroups = 1;        // groups of deeper monsters a stirred level gains
constexpr int kStirDeeper = 2;        // how much deeper they come from
constexpr int kStirFromHero = 8;      // and at least this far from the hero, out of sight

// Each turn: the climb begins the first time the hero carries the Amulet; the Amulet drains
// power; the pursuers come when their time has come and the hero is on their level.
void each_turn(Game& g);
// The hero has arrived on their level from level `from` (by stairs or not): with the
// Amulet, the pursuers set out after a climb by stairs, and a level not stirred yet is.
void arrived(Game& g, int from, bool by_stairs);

}  // namespace climb
}  // namespace dg
