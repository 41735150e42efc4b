#include "ui/text/repeats.hpp"

namespace dg {

std::vector<Repeated> fold_repeats(const std::vector<std::string>& lines) {
  std::vector<Repeated> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!out.empty() && out.back().text == lines[i]) {
      ++out.back().times;
      out.back().last = i;
      continue;
    }
    out.push_back({lines[i], 1, i, i});
  }
  return out;
}

std::string with_times(const Repeated& r) {
  return r.times > 1 ? r.text + " (×" + std::to_string(r.times) + ")" : r.text;
}

}  // namespace dg
