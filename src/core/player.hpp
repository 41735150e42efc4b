#pragma once
// The hero's state that the world rules touch. Character creation (roles, races,
// attributes) will fill these in; until then every hero starts the same.
#include "core/dice.hpp"
#include "core/energy.hpp"
#include "core/geometry.hpp"

namespace dg {

enum class Held { None, Pit, BearTrap, Paralysed };

struct Player {
  Vec pos;
  int hp = 16;
  int max_hp = 16;
  int strength = 16;
  int dexterity = 14;
  int constitution = 14;
  int level = 1;  // experience level
  int experience = 0;
  int pw = 2;  // power (magic energy)
  int max_pw = 2;
  int ac = 7;            // armour class: lower is better (worn armour will set it)
  Dice weapon{1, 6, 0};  // damage of the wielded weapon (items will set it)
  int weapon_hit = 0;    // to-hit bonus of the wielded weapon
  int speed = kNormalSpeed;
  int energy = kActionCost;
  int gold = 0;
  int kills = 0;
  int weak = 0;          // turns of weakness left (strength counts 2 less)
  int light_radius = 3;  // how far the hero sees in the dark
  Held held = Held::None;
  int held_turns = 0;  // turns until free of the pit or trap
  int poison = 0;      // turns of poison left
  int effective_strength() const { return weak > 0 ? strength - 2 : strength; }
  friend bool operator==(const Player&, const Player&) = default;
};

}  // namespace dg
