#include "core/world/trap.hpp"

namespace dg {

namespace {
constexpr std::array<std::string_view, kTrapCount> kIds = {"trap_dart", "trap_teleport",
                                                           "trap_alarm", "trap_bear", "trap_door"};
}  // namespace

std::string_view trap_id(TrapKind k) {
  return kIds[static_cast<std::size_t>(k)];
}

}  // namespace dg
