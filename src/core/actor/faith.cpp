#include "core/actor/faith.hpp"

#include <array>

namespace dg {

const char* deed_id(Deed d) {
  static constexpr std::array<const char*, kDeeds> kIds = {
      "kill",      "kill_strong", "melee_kill", "sneak",        "cast", "pet_kill",
      "ally_lost", "new_depth",   "rest",       "heavy_armour", "kept", "offer"};
  return d < Deed::kCount ? kIds[static_cast<std::size_t>(d)] : "";
}

}  // namespace dg
