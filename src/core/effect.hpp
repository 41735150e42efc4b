#pragma once
// Timed effects on the hero. An effect lasts some turns and, while it does, adds modifiers to
// properties: a property's value is its base plus every active modifier, so effects stack
// (two weaknesses weaken twice) and unwind cleanly when each one ends.
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
  // Only from birth (a role's or race's intrinsics), never from a timed effect:
  Stealthy,         // sleeping monsters rarely notice the hero
  PoisonResistant,  // poison does not take hold
  Infravision,      // sees warm bodies in the dark, within line of sight
  Searching,        // searches the adjacent cells every turn without trying
  kCount
};

struct Effect {
  EffectKind kind = EffectKind::Weakness;
  int turns = 0;
  friend bool operator==(const Effect&, const Effect&) = default;
};

// How much one active effect of `kind` adds to `property` (0 for most pairs).
int modifier(EffectKind kind, Property property);
// "weakness", and the messages when it starts and ends ("You feel weak.", "You feel your
// strength return.").
std::string_view effect_id(EffectKind kind);
std::string_view effect_start_message(EffectKind kind);
std::string_view effect_end_message(EffectKind kind);
// A short tag for the status line ("Weak", "Conf", "Blind"...).
std::string_view effect_status(EffectKind kind);

// The sum of the modifiers of `effects` on `property`.
int modifiers(const std::vector<Effect>& effects, Property property);

}  // namespace dg
