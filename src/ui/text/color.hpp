#pragma once
#include "content/rgb.hpp"

namespace dg {

using Color = Rgb;

namespace colors {
constexpr Color kBlack{0, 0, 0};
constexpr Color kWhite{255, 255, 255};
constexpr Color kText{210, 210, 210};
constexpr Color kDim{120, 120, 130};
constexpr Color kHighlight{255, 220, 120};
constexpr Color kWarning{255, 110, 90};
// A hint for a new player (ui/shell/hints.hpp): its own colour, on its own ground.
constexpr Color kHint{150, 230, 255};
constexpr Color kHintGround{20, 40, 70};
}  // namespace colors

// `c` scaled to `percent` of its brightness: remembered map cells are drawn dimmer.
constexpr Color dimmed(Color c, int percent) {
  return {static_cast<std::uint8_t>(c.r * percent / 100),
          static_cast<std::uint8_t>(c.g * percent / 100),
          static_cast<std::uint8_t>(c.b * percent / 100)};
}

}  // namespace dg
