#pragma once
#include <cstdint>

namespace dg {

// A colour as content files give it ("#rrggbb"); the UI draws with it directly.
struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  friend constexpr bool operator==(Rgb, Rgb) = default;
};

}  // namespace dg
