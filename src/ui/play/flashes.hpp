#pragma once
// What the last command did, drawn over the map for a moment (App::kFlashFrames frames) from its
// events, never from the messages (ui/shell/moments.hpp's table says what each kind shows):
// a wand's or spell's bolt running along its path (- | / \ by its way, as NetHack draws a
// zap), a thrown thing flying cell by cell over its trail, an explosion bursting outwards, a
// blow that hit (red) or missed (grey), a kill, the hero's death, a door, a trap, a monster
// noticing the hero, a flash fading; fire flickering; a ring spreading on arrival, on a magic
// landing, on a level gained and in water underfoot. Only where the hero sees it. Still (the
// reduce-motion option), each is drawn as it ends, the whole moment long.
#include <vector>

#include "core/event.hpp"

namespace dg {

class Appearance;
class Game;
class Terminal;
struct MapView;

// Where the moment is: its `frame` of `frames` (0 first); `still`: no movement.
struct MomentClock {
  int frame = 0;
  int frames = 1;
  bool still = false;
};

void draw_flashes(Terminal& term, const Appearance& looks, const Game& game,
                  const std::vector<Event>& events, const MapView& view, MomentClock clock);

}  // namespace dg
