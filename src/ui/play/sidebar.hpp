#pragma once
// Brogue's sidebar, on a screen wide enough for it beside an 80-column map: the hero's hit
// points and power as bars (hit points turn yellow below half and red below a third), the
// conditions with the turns they have left, the monsters in view with their health, and the
// things in sight.
#include "ui/text/color.hpp"

namespace dg {

class ScreenContext;
class Terminal;
class Game;

// The colour hit points are shown in: green above half, yellow below it, red below a third.
Color health_colour(int hp, int max_hp);
// Columns the sidebar takes on a terminal `width` columns wide (0: too narrow for one).
int sidebar_width(int width);
// Draws it in the columns from `left`, rows `top` to `bottom` (exclusive).
void draw_sidebar(Terminal& term, const ScreenContext& app, int left, int top, int bottom);

}  // namespace dg
