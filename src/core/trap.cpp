#include "core/trap.hpp"

namespace dg {

namespace {
constexpr std::array<std::string_view, kTrapCount> kIds = {"trap_dart", "trap_teleport",
                                                           "trap_alarm", "trap_bear", "trap_door"};
std::array<std::string, kTrapCount>& names() {
  static std::array<std::string, kTrapCount> n{};
  return n;
}
}  // namespace

std::string_view trap_id(TrapKind k) {
  return kIds[static_cast<std::size_t>(k)];
}
void install_trap_names(const std::array<std::string, kTrapCount>& n) {
  names() = n;
}
const std::string& trap_name(TrapKind k) {
  return names()[static_cast<std::size_t>(k)];
}

}  // namespace dg
