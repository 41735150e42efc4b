#pragma once
// What the game sounds like: the table of which event plays which sound (content/sounds.hpp
// holds how each sounds), and where it is heard from. A sound with a place on the map is
// panned towards it, left or right of the hero, and softened with its distance, so a monster
// coming from the east is heard on the right; the hero's own sounds are heard in the middle.
#include <span>
#include <string_view>
#include <vector>

#include "content/content.hpp"
#include "core/event.hpp"

namespace dg {

class Game;

// One sound to start: a Content::sounds index and its gains, left and right (0 to 1).
struct Cue {
  int sound = -1;
  float left = 0, right = 0;
  friend bool operator==(const Cue&, const Cue&) = default;
};

// The sound of each event kind, one row for each in EventKind's order (a test checks it covers
// them all): the sound's name in sounds.toml, or "" and why it has none. Some kinds choose
// among sounds by what happened (a step by its tile, a thing used by its class): `sound` is
// then the usual one, and cues.cpp says when another plays.
struct EventSound {
  EventKind kind;
  std::string_view sound;
  std::string_view silent_because;
};
std::span<const EventSound> event_sounds();

// The sounds of the screen-reader cues (ReaderCues): named here so the test finds them in
// sounds.toml with the table's.
std::span<const std::string_view> other_sounds();

// The index of the sound named `name` in `content`, or -1.
int find_sound(const Content& content, std::string_view name);

// `sound` heard by a hero at `hero` from `from`: panned by how far east or west it is (all the
// way at kPanCells), and softened by its distance (half as loud kHalfCells away).
Cue heard_from(int sound, Vec hero, Vec from);
constexpr int kPanCells = 8, kHalfCells = 6;

// What one command's events sound like, at most one of each sound (ten cells catching fire
// are one fire). Heard: what the hero did or suffered, and what happened where the hero sees
// or within kHearCells.
std::vector<Cue> hear(const Game& g, const Content& content, const std::vector<Event>& events);
constexpr int kHearCells = 8;

}  // namespace dg
