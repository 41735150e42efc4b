#pragma once
// Gods to serve (r37, after DCSS's gods and NetHack's altars): each role's pantheon names a
// lawful, a neutral and a chaotic god (characters.toml); each god follows a faith (gods.toml),
// the one that names it or else its alignment's. A faith says what its god loves and hates
// (deeds, each worth piety), the powers piety unlocks (effect steps, invoked from the god
// screen for a price in piety) and the gifts it gives when piety first reaches a mark. What
// the hero does counts through core/action/worship.hpp.
#include <cstdint>
#include <string>
#include <vector>

#include "core/effect/effect_step.hpp"
#include "core/item/item.hpp"

namespace dg {

// What a hero may do that a god notices. The core reports each where it happens (one call,
// worship::deed); a faith gives each its worth in piety.
enum class Deed : std::uint8_t {
  Kill,         // the hero killed a monster
  KillStrong,   // ... of the hero's experience level or above
  MeleeKill,    // ... with a blow (not a spell, a wand or a throw)
  Sneak,        // the hero struck a monster asleep or fleeing
  Cast,         // the hero cast a spell
  PetKill,      // the hero's pet or ally killed a monster
  AllyLost,     // the hero's pet or ally died
  NewDepth,     // the hero came to a level for the first time
  Rest,         // a turn the hero waited or searched
  HeavyArmour,  // a turn the hero wore body armour of kHeavyArmour weight or more
  Kept,         // a turn with nothing the god hates for kKeptAfter turns (its conduct kept)
  Offer,        // a piece of gold offered at the god's altar
  kCount
};
constexpr std::size_t kDeeds = static_cast<std::size_t>(Deed::kCount);
constexpr int kHeavyArmour = 250;  // weight: ring, scale, chain, splint, plate mail; not leather
constexpr int kKeptAfter = 100;    // turns without a hated deed before the conduct counts

// Piety: from kPietyLeast (an angry god) to kPietyMost; a new hero starts at kPietyStart.
constexpr int kPietyLeast = -50, kPietyMost = 200, kPietyStart = 10;

// A deed's worth: `piety` (negative: hated) each `every` times it is done.
struct DeedWorth {
  Deed deed = Deed::Kill;
  int piety = 0;
  int every = 1;
  friend bool operator==(const DeedWorth&, const DeedWorth&) = default;
};

// A power a god grants from `piety` on; invoking it costs `cost` piety and a turn.
struct GodPower {
  std::string name, description;
  int piety = 0, cost = 0;
  Effects effects;  // done to the hero
  // When the balance bot invokes it: "hurt" (below half its hit points), "fight" (a foe
  // beside it), "power" (low on power), "arrive" (on a new level).
  std::string use;
  friend bool operator==(const GodPower&, const GodPower&) = default;
};

// A gift when piety first reaches `piety`: a thing of the class, as found `deeper` levels
// below the hero's, never cursed.
struct GodGift {
  int piety = 0;
  ItemClass cls = ItemClass::Weapon;
  int deeper = 0;
  friend bool operator==(const GodGift&, const GodGift&) = default;
};

struct FaithDef {
  std::string id, name;           // "war", "the Way of War"
  std::string loves, hates;       // in words, for the god screen
  int alignment = -1;             // whose default it is (an alignment index; -1: only its `gods`)
  std::vector<std::string> gods;  // the gods that follow it, by name
  std::vector<DeedWorth> deeds;
  std::vector<GodPower> powers;  // by `piety`, ascending
  std::vector<GodGift> gifts;    // by `piety`, ascending
  friend bool operator==(const FaithDef&, const FaithDef&) = default;
};

// The words of deeds in data ("kill", "heavy_armour"), by Deed.
const char* deed_id(Deed d);

}  // namespace dg
