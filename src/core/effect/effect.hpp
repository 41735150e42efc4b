#pragma once
// Conditions on a creature (the hero or a monster). A timed effect lasts some turns and, while
// it does, adds modifiers to properties: a property's value is its base plus every active
// modifier, so effects stack (two weaknesses weaken twice) and unwind cleanly when each one
// ends. A hold (a pit, a bear trap, paralysis) keeps the creature in place instead: it wears
// off as the creature struggles, not with time, and it is one at a time.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace dg {

enum class EffectKind : std::uint8_t {
  Weakness,      // strength -2
  Might,         // strength +2
  Speed,         // speed +6
  Slowness,      // speed -6
  Confusion,     // moves stumble in random directions
  Blindness,     // no sight
  Poison,        // loses hit points now and then
  Levitation,    // floats over pits, acid and trap doors; cannot pick things up
  Telepathy,     // senses monsters
  SeeInvisible,  // sees invisible monsters
  Fear,          // a monster flees from the hero while it lasts
  Protection,    // armour class 2 better (a spell's shimmering shield)
  Burning,       // on fire: fire's `burning` steps each tick (core/world/fire.hpp); water ends it
  // Holds:
  Paralysis,  // cannot act at all
  Sleep,      // cannot act at all, until it wakes (free action does not keep it off)
  InPit,      // cannot walk until climbed out
  BearTrap,   // cannot walk until pulled free
  kCount
};
constexpr std::size_t kEffectCount = static_cast<std::size_t>(EffectKind::kCount);

enum class Property : std::uint8_t {
  Strength,
  Speed,
  Confused,
  Blind,
  Poisoned,
  Levitating,
  Telepathic,
  SeesInvisible,
  Afraid,
  Protected,  // armour class better by the sum (each protection adds its amount)
  // Only from birth (a role's or race's intrinsics), never from a timed effect:
  Stealthy,         // monsters notice the hero from half as far (core/actor/stealth.hpp)
  PoisonResistant,  // poison does not take hold
  Infravision,      // sees warm bodies in the dark, within line of sight
  Searching,        // searches the adjacent cells every turn without trying
  // From rings, while worn:
  FreeAction,    // paralysis does not take hold
  Regeneration,  // a hit point back every turn
  Teleportitis,  // now and then teleported at random
  // From a monster's kind (a fire-resistant one, `resists_fire`):
  FireResistant,  // does not catch fire; fire and its smoke leave it be
  Burning,        // from the timed effect: on fire
  // From holds (kept last: intrinsics are hashed by number):
  Paralysed,
  Stuck,  // in a pit or a trap: can act, but not walk away
  kCount
};

// How an effect wears off: one turn off each game turn, or one for each action (any action,
// or an attempt to walk) the creature tries while held.
enum class WearsOff : std::uint8_t { WithTime, Acting, Walking };

struct Effect {
  EffectKind kind = EffectKind::Weakness;
  int turns = 0;
  friend bool operator==(const Effect&, const Effect&) = default;
};

// What one kind of effect is and says. The messages are the hero's ("You feel weak."); an
// empty one says nothing (the trap or attack that caused it has spoken).
struct EffectRules {
  std::string_view id;      // "weakness": its name in data files
  std::string_view start;   // "You feel weak."
  std::string_view end;     // "You feel your strength return."
  std::string_view status;  // a short tag for the status line ("Weak", "Conf")
  // What the hero sees when it begins on a monster in view ("{A} is blinded!"); empty when
  // nothing shows (telepathy).
  std::string_view seen;
  Property property = Property::Strength;
  int amount = 0;  // what one active effect adds to `property`
  WearsOff wears = WearsOff::WithTime;
  std::string_view still;  // a hold: said when the creature tries and is still held
  // A property that keeps the effect from taking hold (poison resistance), and what the
  // hero then feels.
  Property resisted_by = Property::kCount;
  std::string_view resisted;
  // It hinders whoever has it (sleep, slowness...): a monster aims it at the hero, never at
  // itself (core/effect/ops.cpp, core/actor/monster_magic.cpp).
  bool harmful = false;
  bool is_hold() const { return wears != WearsOff::WithTime; }
};

const EffectRules& effect_rules(EffectKind kind);
// The kind with this id, or kCount.
EffectKind find_effect(std::string_view id);

// How much one active effect of `kind` adds to `property` (0 for most pairs).
int modifier(EffectKind kind, Property property);
std::string_view effect_id(EffectKind kind);
std::string_view effect_start_message(EffectKind kind);
std::string_view effect_end_message(EffectKind kind);
std::string_view effect_status(EffectKind kind);

// The sum of the modifiers of `effects` on `property`.
int modifiers(const std::vector<Effect>& effects, Property property);

}  // namespace dg
