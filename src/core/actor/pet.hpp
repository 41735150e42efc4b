#pragma once
// The hero's pet (NetHack's kitten or little dog): placed beside the hero at the start, it
// follows the hero, fights the monsters next to it with the one attack action, grows with its
// kills, and goes up and down the stairs with the hero when it is beside them
// (core/actor/followers.hpp).
#include <memory>
#include <vector>

#include "core/action/action.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Monster;
struct Level;
struct Catalog;
class Rng;

namespace pet {

// The role's pet, tame, on a free cell beside the hero (none when the role has none).
void place_at_start(const Catalog& cat, Level& level, Rng& rng, int breed, Vec hero);
// What the pet does this turn: bite a monster beside it, go after one it sees near, or keep
// up with the hero.
std::unique_ptr<Action> choose_action(Game& g, Monster& pet);
// A kill makes it stronger: a level and some hit points, up to five levels above its kind
// (more with the hero's pet talents, which also grow it without a kill: `by_kill` false).
void grow(Game& g, Monster& pet, bool by_kill = true);

}  // namespace pet
}  // namespace dg
