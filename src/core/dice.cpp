#include "core/dice.hpp"

#include <charconv>

namespace dg {

namespace {
// Reads a non-negative number of at most 4 digits from the front of `s`.
bool take_number(std::string_view& s, int& out) {
  std::size_t n = 0;
  while (n < s.size() && n < 5 && s[n] >= '0' && s[n] <= '9') ++n;
  if (n == 0 || n > 4) return false;
  std::from_chars(s.data(), s.data() + n, out);
  s.remove_prefix(n);
  return true;
}
}  // namespace

Result<Dice> Dice::parse(std::string_view text) {
  const std::string quoted = "'" + std::string(text) + "'";
  const Error bad{"bad dice " + quoted + " (expected like 2d6+1, d8 or 3)"};
  std::string_view s = text;
  Dice d;
  int first = 1;
  const bool has_count = !s.empty() && s[0] != 'd';
  if (has_count && !take_number(s, first)) return bad;
  if (!s.empty() && s[0] == 'd') {
    s.remove_prefix(1);
    if (!take_number(s, d.sides) || d.sides < 1) return bad;
    d.count = first;
  } else if (has_count) {
    d.bonus = first;  // a plain constant
    return s.empty() ? Result<Dice>(d) : Result<Dice>(bad);
  } else {
    return bad;
  }
  if (!s.empty()) {
    const char sign = s[0];
    if (sign != '+' && sign != '-') return bad;
    s.remove_prefix(1);
    if (!take_number(s, d.bonus) || !s.empty()) return bad;
    if (sign == '-') d.bonus = -d.bonus;
  }
  return d;
}

int Dice::roll(Rng& rng) const {
  int total = bonus;
  for (int i = 0; i < count; ++i) total += rng.range(1, sides);
  return total;
}

std::string Dice::to_string() const {
  if (count == 0) return std::to_string(bonus);
  std::string s = std::to_string(count) + "d" + std::to_string(sides);
  if (bonus > 0) s += "+" + std::to_string(bonus);
  if (bonus < 0) s += std::to_string(bonus);
  return s;
}

}  // namespace dg
