#pragma once
// Cues for a player who plays by ear (screen-reader mode, the "sound cues" option on): after
// each command, a staircase or a door that came into view chimes from its side, and a monster
// hunting the hero that came into view growls from its side, before the screen reader reads
// its name (the cue starts in the frame the command was applied; the words are read after it).
// Walls bumped already sound for everyone (cues.cpp's Bumped).
#include <vector>

#include "content/content.hpp"
#include "core/geometry.hpp"
#include "ui/sound/cues.hpp"

namespace dg {

class Game;

class ReaderCues {
 public:
  // The cues of what came into view since the last call (the nearest of each sort: one danger,
  // one staircase, one door). A new level starts over: all it shows is new.
  std::vector<Cue> update(const Game& g, const Content& content);

 private:
  int depth_ = -1;
  std::vector<int> hunters_;  // ids of the hunting monsters in view at the last call
  std::vector<Vec> marks_;    // the stairs and doors in view at the last call
};

}  // namespace dg
