#pragma once
// What the last command did, drawn over the map for a moment (App::kFlashFrames frames) from its
// events, never from the messages: a wand's or spell's bolt along its path (- | / \ by its way,
// as NetHack draws a zap), a thrown thing's flight as a trail, a blow that hit (red) or missed
// (grey), a kill, the hero's death, a door that opened, closed or took a blow (so one a
// monster opened is noticed). ui/shell/moments.hpp lists them. Only where the hero sees it.
#include <vector>

#include "core/event.hpp"

namespace dg {

class Game;
class Terminal;
struct MapView;

void draw_flashes(Terminal& term, const Game& game, const std::vector<Event>& events,
                  const MapView& view);

}  // namespace dg
