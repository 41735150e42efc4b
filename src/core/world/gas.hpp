#pragma once
// Gas that drifts: each cell of a level holds at most one kind of gas and its volume
// (Level::gas). Every tick a gas spreads, each cell taking the average of itself and its open
// neighbours (Brogue's rule: volume is kept, a remainder goes to a cell by chance), then thins,
// each cell losing `thins` percent of its volume and at least one. What a gas does to a creature
// standing in it, whether it blocks sight and whether it burns are its kind's data
// (tileset.toml's entries of kind "gas"), so a new gas is a data entry.
#include <cstdint>
#include <string>
#include <vector>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

struct Level;
struct TileRules;
class Rng;

struct GasRules {
  std::string id;    // "caustic": its key in the data
  std::string name;  // "caustic gas": look mode and messages
  bool opaque = false;
  int thins = 10;  // percent of its volume a cell loses each tick (at least one), 1 to 100
  // Done each tick to whoever stands in it (through the effect steps, as a trap's are).
  Effects each_turn;
  // Fire sets it off (methane): the cell burns at once, whoever stands in it suffers
  // `explodes`, and the fire runs on through the rest of the cloud in the same tick.
  bool burns = false;
  Effects explodes;
  // Whether standing in it does any harm: monsters keep out of such gas.
  bool harmful() const;
  friend bool operator==(const GasRules&, const GasRules&) = default;
};

// The most any cell holds; a release adds up to it.
constexpr int kMaxGasVolume = 250;
constexpr int kMaxGasKinds = 16;

namespace gas {

// Adds `volume` of gas kind `kind` at `p` (a cell gas can be in), spilling what one cell cannot
// hold onto the open cells around it. A cell holding another kind takes the new kind when the
// new volume is the greater.
void release(Level& lv, const std::vector<GasRules>& kinds, const std::vector<TileRules>& tiles,
             Vec p, int kind, int volume);
// One tick of every gas on the level: it spreads, then thins. Nothing when there is none.
void tick(Level& lv, const std::vector<GasRules>& kinds, const std::vector<TileRules>& tiles,
          Rng& rng);
// Whether gas can be in a cell with this tile (not in walls, rock or closed doors).
bool holds_gas(const TileRules& tile);
// The index of the gas kind with this id, or -1.
int find(const std::vector<GasRules>& kinds, std::string_view id);

}  // namespace gas
}  // namespace dg
