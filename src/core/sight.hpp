#pragma once
// What the hero perceives right now, asked of the game as `game.sight()`: the cells seen, the
// line of sight regardless of light, and which monsters show (by light, infravision or
// telepathy, unless invisible or disguised). A view over the game's vision, which
// Game::refresh_vision computes after anything moves or the map changes; it holds a reference
// to the game, so keep it no longer than the call it is made for.
#include <cstdint>

#include "core/geometry.hpp"
#include "core/world/light.hpp"

namespace dg {

class Game;
struct Monster;

class Sight {
 public:
  explicit Sight(const Game& game) : g_(game) {}

  // Cells the hero sees right now on the current level (1 = visible).
  const Array2D<std::uint8_t>& visible() const;
  bool sees(Vec p) const;
  // Line of sight from the hero, regardless of light (sight is symmetric: who sees the hero).
  const Array2D<std::uint8_t>& line_of_sight() const;
  // A monster the hero can see at p (in the light, or by infravision), or null.
  const Monster* visible_monster(Vec p) const;
  // Whether the hero's own senses (sight, infravision; not a wizard's view of the whole
  // level) show `m` where it stands.
  bool perceives(const Monster& m) const;
  // A warm body at p in the dark, seen by infravision along a line of sight.
  bool infravision_sees(Vec p) const;
  // Whether light falls on p: a lit room, or a lamp's, a fire's or a glowing monster's light.
  bool lit(Vec p) const;
  // What lights p (the UI colours it by that).
  Glow glow(Vec p) const;
  // A swimmer under deep water, farther than beside the hero: unseen (telepathy finds it).
  bool submerged(const Monster& m) const;
  // The item kind a disguised monster at p passes for, where the hero sees it; else -1.
  int disguise_at(Vec p) const;

 private:
  const Game& g_;
};

}  // namespace dg
