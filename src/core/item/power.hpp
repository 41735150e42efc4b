#pragma once
// Powers of weapons and armour (r36; NetHack's and DCSS's egos, Brogue's runics): a weapon or
// a piece of armour found deep enough may have one (Item::power), unknown until it shows
// itself in use or an identify tells it (Item::power_known). What each does is data
// (powers.toml): effect steps done to what a blow of the weapon strikes (`hit`) or to whoever
// strikes the armour's wearer (`struck`), a property while it is worn or wielded, and bonuses
// or penalties (to-hit, damage, armour class, weight). A bad one (`bad`) comes cursed, so it
// will not leave the hand or body that took it up until the curse is lifted.
#include <string>
#include <vector>

#include "core/effect/effect.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

struct PowerDef {
  std::string id;                      // "flaming"
  std::string named;                   // a known one's name: "flaming {item}", "{item} of stealth"
  std::string description;             // what it does, in a sentence (the item screen)
  bool on_armour = false;              // false: a weapon's power
  bool bad = false;                    // comes cursed
  int frequency = 0;                   // among the powers its items may have
  int min_depth = 1;                   // not found above this level
  Effects hit;                         // a weapon's: done to what each blow that lands strikes
  Effects struck;                      // armour's: done to whoever lands a blow on its wearer
  Property grants = Property::kCount;  // while worn or wielded (kCount: none)
  int to_hit = 0, damage = 0;          // a weapon's, added to its own
  int ac = 0;                          // armour's, added to its own (negative: worse)
  int weight = 100;                    // percent of the item's own weight
  friend bool operator==(const PowerDef&, const PowerDef&) = default;
};

// A found weapon or piece of armour has a power one time in this many, less with depth
// (core/world/spawn.cpp says how).
constexpr int kPowerChanceAtDepth1 = 4;  // percent at level 1
constexpr int kPowerChancePerDepth = 2;  // percent more each level down
constexpr int kPowerChanceMost = 28;     // percent at most

// "flaming long sword": the power's name made with the item's name.
std::string powered_name(const PowerDef& p, const std::string& item_name);

}  // namespace dg
