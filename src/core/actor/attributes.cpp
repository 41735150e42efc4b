#include "core/actor/attributes.hpp"

#include <algorithm>

namespace dg {

std::string_view attr_abbrev(Attr a) {
  static constexpr std::array<std::string_view, kAttrCount> kNames = {"St", "In", "Wi",
                                                                      "Dx", "Co", "Ch"};
  return kNames[static_cast<std::size_t>(a)];
}

int Attributes::sum() const {
  int total = 0;
  for (int v : value) total += v;
  return total;
}

std::string strength_text(int strength, int exceptional) {
  if (strength != 18 || exceptional <= 0) return std::to_string(strength);
  if (exceptional >= 100) return "18/**";
  return std::string("18/") + (exceptional < 10 ? "0" : "") + std::to_string(exceptional);
}

void gain_strength(Attributes& a, int percent_roll) {
  int& st = a[Attr::St];
  if (st == 18 && a.exceptional < 100) {
    a.exceptional = std::min(100, a.exceptional + percent_roll);
  } else if (st < kAttrMax) {
    ++st;
    a.exceptional = 0;
  }
}

}  // namespace dg
