#pragma once
// Who goes up or down the stairs with the hero: the pet near it, and any monster beside it
// that is hunting it (NetHack's rule: stairs are no escape from what is at your heels).
#include <vector>

#include "core/actor/monster.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Level;
struct Catalog;

namespace followers {

// How near the pet must be (and in sight of the hero) to come along.
constexpr int kPetFollows = 2;

// The monsters that come along, taken off the level being left: the tame ones beside the
// hero (kPetFollows) and in sight, and the awake ones beside it, hunting it, that see it and
// nothing holds.
std::vector<Monster> take(Game& g);
// They arrive with the hero on `level`, on the free cells nearest to them (one with no room
// is lost), each with an id of the new level's. Returns the breeds of the hostile ones.
std::vector<int> arrive(const Catalog& cat, Level& level, std::vector<Monster> followers, Vec hero);

}  // namespace followers
}  // namespace dg
