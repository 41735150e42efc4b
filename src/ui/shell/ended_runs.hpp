#pragma once
// The runs that have ended (a tombstone each: the run's id and the turn the hero died on),
// kept beside the save where every tab or window of this browser or machine reads it. A
// death marks its run here before anything else, and no save of a marked run is written or
// restored again: so a tab that saved the run after the one where the hero died (a page
// without Web Locks lets two tabs play one run) can never bring it back. Bounded: the newest
// kMostEnded are kept, far more than the tabs that could hold one run.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/result.hpp"
#include "ui/shell/save_slot.hpp"

namespace dg {

class EndedRuns {
 public:
  static constexpr std::size_t kMostEnded = 64;

  void set_slot(SaveSlot* slot) { slot_ = slot; }
  bool has_slot() const { return slot_ != nullptr; }
  // The turn the run `run` ended on, when it is marked as ended.
  std::optional<long> ended(const std::string& run) const;
  // Marks `run` as ended on `turn`; an error says why it could not be kept.
  Result<bool> mark(const std::string& run, long turn);

 private:
  // What the slot holds, oldest first (nothing when it is empty, unreadable or damaged).
  std::vector<std::pair<std::string, long>> read() const;

  SaveSlot* slot_ = nullptr;
};

}  // namespace dg
