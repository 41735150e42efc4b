#pragma once
// Colour palettes. The standard one is the tileset's own colours; the colour-blind-safe one
// moves every saturated colour to the nearest of Okabe and Ito's eight (vermillion, orange,
// yellow, bluish green, sky blue, blue, reddish purple), keeping its brightness, so red and
// green things (a dragon, an acid pool) stay apart for red-green colour blindness. Greys are
// left alone.
#include "ui/text/color.hpp"

namespace dg {

enum class Palette { Standard, ColourBlind };

Color recolour(Color c, Palette p);

}  // namespace dg
