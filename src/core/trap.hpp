#pragma once
// Traps: hidden until found by searching or sprung by stepping on them.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

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

std::string_view trap_id(TrapKind k);  // "trap_dart": its key in data files
// Names from content ("dart trap"), installed at start-up like the tile rules.
void install_trap_names(const std::array<std::string, kTrapCount>& names);
const std::string& trap_name(TrapKind k);

}  // namespace dg
