#pragma once
// One monster on a level.
#include <cstdint>
#include <vector>

#include "core/breed.hpp"
#include "core/effect.hpp"
#include "core/geometry.hpp"
#include "core/item.hpp"

namespace dg {

enum class Mind : std::uint8_t {
  Asleep,     // does nothing until it notices the hero
  Wandering,  // roams toward a random spot
  Hunting,    // paths toward where it last saw or heard the hero
  Fleeing,    // runs away while badly hurt
};

struct Monster {
  int id = 0;  // unique in the game, stable across turns (for messages and tests)
  int breed = 0;
  Vec pos;
  int level = 1;  // the breed's level raised by depth
  int hp = 1;
  int max_hp = 1;
  int energy = 0;
  Mind mind = Mind::Wandering;
  Vec goal{-1, -1};             // where it is heading (wander spot, last known hero position)
  int gold = 0;                 // carried, dropped on death
  std::vector<Item> items;      // carried, dropped on death
  std::vector<Effect> effects;  // from potions thrown at it: speed, confusion, blindness...

  const Breed& kind() const { return dg::breed(breed); }
  bool has(Property p) const { return modifiers(effects, p) > 0; }
  int speed() const {
    const int s = kind().speed + modifiers(effects, Property::Speed);
    return s < 1 ? 1 : s;
  }
  friend bool operator==(const Monster&, const Monster&) = default;
};

}  // namespace dg
