#pragma once
// Traps: hidden until found by searching or sprung by stepping on them. Every kind is data
// (tileset.toml): its name, its effects, whether a floating hero passes over it, how often it
// is found and from which depth, and its look. The engine knows no kind by name.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

// A kind of trap: its index in Catalog::traps, which keeps tileset.toml's order.
using TrapKind = std::uint8_t;
// A level's memory keeps a kind seen in a signed byte.
constexpr std::size_t kMaxTrapKinds = 100;

struct Trap {
  Vec pos;
  TrapKind kind = 0;
  bool hidden = true;
  friend bool operator==(const Trap&, const Trap&) = default;
};

struct TrapRules {
  std::string id;            // "trap_dart": its key in the data
  std::string name;          // "dart trap"
  Effects effects;           // on whoever springs it
  bool floats_over = false;  // a levitating hero passes over it unharmed
  // Placing: its weight among the kinds found at a depth, from `min_depth` down. A trap that
  // drops through the floor (a `fall` step) is never placed on the deepest level.
  int frequency = 0;
  int min_depth = 1;
  friend bool operator==(const TrapRules&, const TrapRules&) = default;
};

}  // namespace dg
