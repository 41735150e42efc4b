#pragma once
// Fire on the map (Level::fire: the ticks each cell still burns). Terrain says in its data
// whether it burns, for how long, how readily it catches from a burning neighbour and what it
// burns into (brush to ash, a wooden door to an empty doorway); fire never crosses what does
// not burn (stone, water). A burning cell sets alight whoever stands in it and the things lying
// there that burn (scrolls, books; potions boil), and leaves smoke; a gas that burns (methane)
// explodes when fire touches it. Fire starts from an effect step (`ignite`: a scroll of fire, a
// fire trap), a zap that `ignites` the cells it crosses (a wand of fire, a dragon's breath) and
// a creature on fire (core/world/environment.hpp).
#include <string>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;

// What fire does, the same everywhere (tileset.toml's entry of kind "fire").
struct FireRules {
  // Done each tick to whoever stands in a burning cell (it catches fire: the condition
  // "burning"), and each tick to whoever is burning, wherever it stands.
  Effects each_turn;
  Effects burning;
  int smoke = -1;        // the gas kind a burning cell gives off (-1: none)
  int smoke_volume = 0;  // how much each tick
  int light = 0;         // a burning cell lights this many cells around it
  friend bool operator==(const FireRules&, const FireRules&) = default;
};

namespace blaze {

// Sets `p` alight if its terrain burns and it is not already burning, or sets off a gas there
// that burns. True when something caught.
bool ignite(Game& g, Vec p);
// Every cell within `radius` steps of `at` (radius 0: `at` alone) that can burn catches.
void ignite_around(Game& g, Vec at, int radius);
// Burning oil splashed over the cells within `radius` of `at`: what burns catches, and the
// bare ground that does not (floor, a corridor) burns for `ticks` and is left as it was.
void spill(Game& g, Vec at, int radius, int ticks);
// Whether `p` burns now.
bool burning(const Game& g, Vec p);
// One tick of every fire on the level: the things in it burn, it spreads to neighbours that
// catch, gives off smoke and, when its time is up, leaves what its terrain burns into.
void tick(Game& g);

}  // namespace blaze
}  // namespace dg
