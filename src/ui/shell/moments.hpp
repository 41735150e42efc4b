#pragma once
// What the map shows of each event for a moment after its command (ui/play/flashes.cpp draws
// them): while one is shown, App keeps drawing frames (App::kFlashFrames), then the map is as
// it is, and no frame is drawn while nothing moves. The next key ends the moment. None of it
// touches the game: replays are the same with motion on, reduced or off. With reduced motion
// (Settings::reduce_motion) each is drawn still, as it ends: the information, no movement.
#include <cstdint>
#include <span>
#include <string_view>

#include "core/event.hpp"

namespace dg {

// A moment's length in frames (about a fifth of a second).
constexpr int kMomentFrames = 12;

enum class Moment : std::uint8_t {
  None,     // nothing on the map (still_because says why)
  Flash,    // the cell lit behind its glyph, fading: a blow, a kill, a door, a trap
  Trail,    // along the event's path, cell by cell: a bolt, a thrown thing
  Burst,    // from the cell outwards over the event's cells: an explosion
  Flicker,  // the cell's fire flickers
  Ripple,   // a ring spreading from the cell: arrival on a level, magic landing, water
};

struct EventMoment {
  EventKind kind;
  Moment moment;
  std::string_view still_because;  // why a kind shows nothing (empty when it does)
};

// One row for each event kind, in EventKind's order (a test checks it covers them all).
std::span<const EventMoment> event_moments();

inline Moment moment_of(EventKind k) {
  return event_moments()[static_cast<std::size_t>(k)].moment;
}

class Game;

// Whether `e` shows anything now: its kind has a moment, where the hero sees it (a step only
// into water, which ripples; a monster's notice only when it is seen).
bool moment_shown(const Game& game, const Event& e);

// Whether anything in the hero's view moves of itself: fire, gas or water. A turn that passed
// (the command took one) plays its moment over them too: fire flickers, gas swirls, water
// shimmers, for the moment's frames; then all is still again until the next turn.
bool scene_moves(const Game& game);

}  // namespace dg
