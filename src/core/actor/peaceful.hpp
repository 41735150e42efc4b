#pragma once
// Peaceful folk (r39): a town's gnomes and dwarves going about their business, and a temple's
// priest, placed at peace by a level's legend (`peaceful`). Nothing fights them and they fight
// nothing until the hero strikes one (Game::damage angers it, as a shopkeeper). A priest
// (Breed::blesses) takes a gift of gold for a blessing: a point of armour class, as NetHack's
// temple priests sell protection.
#include <memory>
#include <string>

#include "core/action/action.hpp"

namespace dg {
class Game;
struct Monster;
struct Player;
}  // namespace dg

namespace dg::peaceful {

constexpr int kMostBlessings = 3;  // points of armour class a hero can be given in a run

// What a peaceful monster that keeps no shop does this turn: now and then a step to a free
// cell beside it, never into a shop nor onto a hazard, else nothing.
std::unique_ptr<Action> amble(Game& g, Monster& m);

// A priest at peace beside the hero, or null.
const Monster* priest_beside(const Game& g);
// The gold the priest's blessing costs the hero now.
int blessing_price(const Game& g, const Monster& priest);
// The hero's gift: asked first, then the gold given and the blessing had; refused when the hero
// has too little gold or all the blessings a run gives.
ActionResult give(Game& g, Player& hero, const Monster& priest, bool confirmed);

}  // namespace dg::peaceful
