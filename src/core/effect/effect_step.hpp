#pragma once
// What an item, an attack, a trap or a tile does to a creature, described in data: a list of
// steps, each one operation with its amount, duration, chance and words. effects::apply
// (core/effect/apply.cpp) carries them out on any actor, hero or monster, so
// drinking a potion, a potion shattering on a monster, a poisoned bite and a dart trap all go
// through one function.
#include <cstdint>
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/effect/effect.hpp"
#include "core/rng.hpp"

namespace dg {

enum class EffectOp : std::uint8_t {
  Heal,           // `amount` hit points back, up to the maximum (a full heal raises it by one);
                  // ends the `condition` it cures, if any
  Damage,         // `amount` hit points lost
  Condition,      // starts `condition` for `turns`
  GainStrength,   // strength up by one (at 18, `amount` percent of exceptional strength)
  Corrode,        // the worn armour corrodes, one time in two
  CorrodeWeapon,  // the wielded weapon corrodes, one time in two (each point a point less damage)
  StealGold,      // the source takes half or more of the target's gold and teleports away
  StealItem,      // the source takes a thing the target carries (not worn, not wielded) and
                  // teleports away; `you` may name it: "She stole {item}!"
  Teleport,       // the target lands on a random open cell
  Noise,          // a loud noise where the target stands: monsters come to it
  Fall,           // the target drops to the next level (never from the deepest)
  MapLevel,       // the hero learns the level's layout (not its hidden traps nor what lies there)
  Summon,         // `amount` monsters of the level's depth appear around the target
  Frighten,       // every awake monster in the hero's sight is afraid for `turns`
  Blast,          // `amount` hit points lost by every other creature next to the target
  Identify,       // the hero learns `amount` of the unknown kinds they carry, chosen at random
  EnchantWeapon,  // the wielded weapon +1 (to-hit and damage)
  EnchantArmour,  // a worn piece of armour, at random, +1 (armour class)
  Repair,         // the worn armour is made whole again (acid's corrosion undone)
  DetectGold,     // the hero learns where every pile of gold on the level lies
  Light,          // the cells around the hero that it can see are lit for good
  Blink,          // the target lands on a free cell a few steps away, in the hero's sight
  Polymorph,      // a monster target becomes another breed of its level (the hero resists)
  LetGo,          // the hero lets go of a thing carried (not worn, not wielded), and the water
                  // washes it up on the nearest cell out of it; `you` may name it ({item})
  Uncurse,        // the curses on what the hero wields, wears and has on are lifted
  DrainLevel,     // the hero loses an experience level, and the hit points it gave
  Ignite,         // the cells within `amount` steps of the target that burn catch fire
  Gas,            // `volume` of gas kind `gas` rises where the target stands
  Enchant,        // the hero chooses a thing carried that enchanting grows: +1 (r34)
  Energy,         // `amount` power back to the hero, up to the maximum (a god's gift of it, r37)
};

// "1/3": rolls below(3) < 1; "40%": below(100) < 40. Always (no roll) when `of` is 0.
struct Chance {
  int in = 0;
  int of = 0;
  bool roll(Rng& rng) const { return of == 0 || rng.below(of) < in; }
  friend bool operator==(const Chance&, const Chance&) = default;
};

// "5-10" rolls range(5, 10); "12" is always 12 (no roll).
struct TurnRange {
  int min = 0;
  int max = 0;
  int roll(Rng& rng) const { return max > min ? rng.range(min, max) : min; }
  friend bool operator==(const TurnRange&, const TurnRange&) = default;
};

struct EffectStep {
  EffectOp op = EffectOp::Damage;
  Dice amount;                                // Heal, Damage, GainStrength, Summon, Blast, Identify
  EffectKind condition = EffectKind::kCount;  // Condition: starts it; Heal: cures it
  TurnRange turns;                            // Condition, Frighten
  Chance chance;                              // rolled before the step; a miss skips it
  bool kin = false;  // Summon: monsters of the source's own kind (a wolf's howl), not the depth's
  // Done to whoever caused it (`on = "source"`: a biter that heals on its bite), not to the
  // one it reached; skipped when nobody caused it (a trap).
  bool on_source = false;
  // Said when the step takes effect, before what it does: `you` when the hero is the
  // target, `other` for a monster ("{A} looks healthier."; core/words.hpp).
  std::string you;
  std::string other;
  // Damage: how a death is told ("killed by {a}": {a} is the source with its article).
  std::string cause;
  int gas = -1;    // Gas: the kind (an index in Catalog::gases)
  int volume = 0;  // Gas: how much
  friend bool operator==(const EffectStep&, const EffectStep&) = default;
};

using Effects = std::vector<EffectStep>;

// Whether `effects` has a step doing `op` (a healing potion, a blinking spell).
inline bool has_step(const Effects& effects, EffectOp op) {
  for (const EffectStep& s : effects)
    if (s.op == op) return true;
  return false;
}

}  // namespace dg
