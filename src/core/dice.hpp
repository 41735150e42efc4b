#pragma once
// Dice in the usual notation: "2d6+1", "d8", "1d4-1", "3" (a constant).
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "core/rng.hpp"

namespace dg {

struct Dice {
  int count = 0;
  int sides = 0;
  int bonus = 0;

  static Result<Dice> parse(std::string_view text);
  int roll(Rng& rng) const;
  int min() const { return count + bonus; }
  int max() const { return count * sides + bonus; }
  std::string to_string() const;
  friend bool operator==(const Dice&, const Dice&) = default;
};

}  // namespace dg
