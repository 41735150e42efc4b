#pragma once
#include <cstdint>

namespace dg {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0;
  friend constexpr bool operator==(Color, Color) = default;
};

namespace colors {
constexpr Color kBlack{0, 0, 0};
constexpr Color kWhite{255, 255, 255};
constexpr Color kText{210, 210, 210};
constexpr Color kDim{120, 120, 130};
}  // namespace colors

}  // namespace dg
