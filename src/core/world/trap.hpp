#pragma once
// Traps: hidden until found by searching or sprung by stepping on them. What each kind does
// is data (tileset.toml): its effects, and whether a floating hero passes over it.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

enum class TrapKind : std::uint8_t { Dart, Teleport, Alarm, BearTrap, Trapdoor, kCount };
constexpr std::size_t kTrapCount = static_cast<std::size_t>(TrapKind::kCount);

struct Trap {
  Vec pos;
  TrapKind kind = TrapKind::Dart;
  bool hidden = true;
  friend bool operator==(const Trap&, const Trap&) = default;
};

struct TrapRules {
  std::string name;          // "dart trap"
  Effects effects;           // on whoever springs it
  bool floats_over = false;  // a levitating hero passes over it unharmed
};

std::string_view trap_id(TrapKind k);  // "trap_dart": its key in data files

}  // namespace dg
