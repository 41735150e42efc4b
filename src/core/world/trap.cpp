#include "core/world/trap.hpp"

namespace dg {

namespace {
constexpr std::array<std::string_view, kTrapCount> kIds = {"trap_dart", "trap_teleport",
                                                           "trap_alarm", "trap_bear", "trap_door"};
std::array<TrapRules, kTrapCount>& rules() {
  static std::array<TrapRules, kTrapCount> r{};
  return r;
}
}  // namespace

std::string_view trap_id(TrapKind k) {
  return kIds[static_cast<std::size_t>(k)];
}

void install_trap_rules(const std::array<TrapRules, kTrapCount>& r) {
  rules() = r;
}

const TrapRules& trap_rules(TrapKind k) {
  return rules()[static_cast<std::size_t>(k)];
}

}  // namespace dg
