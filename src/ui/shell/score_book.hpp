#pragma once
// The high-score table: where it is kept (a save slot of its own), the table as last read or
// written, and where the run just finished placed in it.
#include <string>
#include <vector>

#include "core/high_scores.hpp"
#include "ui/shell/save_slot.hpp"

namespace dg {

class Game;

class ScoreBook {
 public:
  void set_slot(SaveSlot* slot) { slot_ = slot; }
  const std::vector<ScoreEntry>& table() const { return table_; }
  // Where the run just finished placed (-1: not in the table).
  int last_rank() const { return last_rank_; }
  // Enters a finished game in the table and keeps it; a replay or a wizard's run (immortal,
  // summoning, jumping levels) is no score. Returns what to tell the player ("" for nothing).
  std::string record(const Game& game, bool replaying);

 private:
  SaveSlot* slot_ = nullptr;
  std::vector<ScoreEntry> table_;
  int last_rank_ = -1;
};

}  // namespace dg
