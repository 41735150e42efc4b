#include "ui/text/palette.hpp"

#include <algorithm>
#include <array>

namespace dg {

namespace {

struct Bin {
  int hue_to;  // degrees: the bin covers hues below this (after the one before)
  Color to;
};
// Okabe & Ito (2008), "Color Universal Design".
constexpr std::array<Bin, 8> kBins = {{
    {15, {213, 94, 0}},      // red -> vermillion
    {45, {230, 159, 0}},     // orange
    {70, {240, 228, 66}},    // yellow
    {165, {0, 158, 115}},    // green -> bluish green
    {200, {86, 180, 233}},   // cyan -> sky blue
    {260, {0, 114, 178}},    // blue
    {345, {204, 121, 167}},  // purple, magenta -> reddish purple
    {361, {213, 94, 0}},     // red again
}};

}  // namespace

Color recolour(Color c, Palette p) {
  if (p == Palette::Standard) return c;
  const int r = c.r, g = c.g, b = c.b;
  const int hi = std::max({r, g, b}), lo = std::min({r, g, b});
  if (hi == 0 || (hi - lo) * 100 < hi * 25) return c;  // grey enough: keep
  // Hue in whole degrees (integer arithmetic: the same everywhere).
  const int d = hi - lo;
  int hue = hi == r ? 60 * (g - b) / d : hi == g ? 120 + 60 * (b - r) / d : 240 + 60 * (r - g) / d;
  if (hue < 0) hue += 360;
  Color to = kBins.back().to;
  for (const Bin& bin : kBins)
    if (hue < bin.hue_to) {
      to = bin.to;
      break;
    }
  // Keep the original's brightness: scale the new colour so its brightest channel matches.
  const int to_hi = std::max({int{to.r}, int{to.g}, int{to.b}});
  auto scale = [&](int v) { return static_cast<std::uint8_t>(std::min(255, v * hi / to_hi)); };
  return {scale(to.r), scale(to.g), scale(to.b)};
}

}  // namespace dg
