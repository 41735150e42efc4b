#include "core/item/power.hpp"

namespace dg {

std::string powered_name(const PowerDef& p, const std::string& item_name) {
  std::string out = p.named;
  if (const auto at = out.find("{item}"); at != std::string::npos) out.replace(at, 6, item_name);
  return out;
}

}  // namespace dg
