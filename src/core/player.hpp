#pragma once
// The hero's state that the world rules touch. Character creation (roles, races,
// attributes) will fill these in; until then every hero starts the same.
#include <vector>

#include "core/dice.hpp"
#include "core/effect.hpp"
#include "core/energy.hpp"
#include "core/geometry.hpp"
#include "core/item.hpp"

namespace dg {

enum class Held { None, Pit, BearTrap, Paralysed };

struct InvSlot {
  char letter = 'a';
  Item item;
  friend bool operator==(const InvSlot&, const InvSlot&) = default;
};

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
  int speed = kNormalSpeed;  // base speed; effects and burden change what counts
  int energy = kActionCost;
  int gold = 0;
  int kills = 0;
  int light_radius = 3;  // how far the hero sees in the dark
  Held held = Held::None;
  int held_turns = 0;              // turns until free of the pit or trap
  std::vector<InvSlot> inventory;  // letters a-z, each kept by its item until it leaves
  char wielded = 0;                // letter of the wielded weapon, or 0 (bare hands)
  char worn = 0;                   // letter of the worn armour, or 0
  std::vector<Effect> effects;     // timed effects, each with its modifiers

  int effective_strength() const { return strength + modifiers(effects, Property::Strength); }
  bool has(Property p) const { return modifiers(effects, p) > 0; }
  const InvSlot* slot(char letter) const;
  InvSlot* slot(char letter);
  // Armour class: 10, less the worn armour's protection (which acid erodes).
  int armour_class() const;
  Dice weapon_damage() const;  // 1d2 bare-handed
  int weapon_to_hit() const;
  int carried_weight() const;
  // Weight carried without slowing down, from strength and constitution (as NetHack).
  int capacity() const;
  bool burdened() const { return carried_weight() > capacity(); }
  int effective_speed() const;
  friend bool operator==(const Player&, const Player&) = default;
};

}  // namespace dg
