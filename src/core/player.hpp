#pragma once
// The hero's state that the world rules touch. Character creation (roles, races,
// attributes) will fill these in; until then every hero starts the same.
#include "core/geometry.hpp"

namespace dg {

enum class Held { None, Pit, BearTrap };

struct Player {
  Vec pos;
  int hp = 16;
  int max_hp = 16;
  int strength = 16;
  int gold = 0;
  int light_radius = 3;  // how far the hero sees in the dark
  Held held = Held::None;
  int held_turns = 0;  // turns until free of the pit or trap
  int poison = 0;      // turns of poison left
  friend bool operator==(const Player&, const Player&) = default;
};

}  // namespace dg
