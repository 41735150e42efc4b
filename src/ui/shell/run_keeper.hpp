#pragma once
// Keeps the run in progress in its save slot, one run in one place. Each save carries the
// run's id and a generation that every write raises, and a write goes through only while the
// slot still holds the stamp this game last read or wrote. So a tab that fell behind (another
// tab saved since, or the hero died there and the save was deleted) never writes its older
// run back: no progress is overwritten and no death undone. A death also marks its run as
// ended (ui/shell/ended_runs.hpp) and deletes the run's save whichever tab wrote it last, and
// no marked run is saved or restored again: without Web Locks two tabs may play one run, and
// the one that saved last must not bring back a hero who died in the other. A save that
// cannot be restored is never written over either; it is kept aside, exported or deleted
// only when asked.
#include <optional>
#include <string>

#include "core/game.hpp"
#include "core/save.hpp"
#include "ui/shell/ended_runs.hpp"
#include "ui/shell/save_slot.hpp"

namespace dg {

class RunKeeper {
 public:
  void set_slot(SaveSlot* slot) { slot_ = slot; }
  SaveSlot* slot() const { return slot_; }
  // Where the runs that ended are noted (null: nowhere, as with no slot).
  void set_ended_slot(SaveSlot* slot) { ended_.set_slot(slot); }
  // Only one tab or window may write the save (the platform's lock says which).
  void set_owner(bool owner) { owner_ = owner; }
  bool owner() const { return owner_; }

  // Ended: the slot held a run that had ended in another tab or window; its save is gone.
  enum class Found { Nothing, Run, Unrestorable, Ended };
  struct Restored {
    Found found = Found::Nothing;
    std::optional<Game> game;
    std::string why;  // Unrestorable: the reason; Ended: what became of it
  };
  // Reads and replays the saved run; from then on saves continue its stamp.
  Restored restore(const Catalog& catalog);
  // A new run begins under the id `run`; its first save goes only into an empty slot.
  void begin(std::string run);
  // Writes the game over the save this run last read or wrote; an error says why not.
  Result<bool> save(const Game& game);
  // The run ended (death) on `turn`: it is marked as ended, and its save is deleted if the
  // slot holds this run, whichever tab or window saved it last (another run there stays).
  struct Ending {
    long other_turn = -1;  // another tab's later save of this run, deleted too: its turn
    std::string unmarked;  // why the end could not be noted for other tabs ("" when it was)
  };
  Result<Ending> end(long turn);
  // What the slot holds, exactly (an export of a save that cannot be restored, too).
  Result<std::optional<std::string>> bytes() const;
  // Keeps what the slot holds as a backup (where it went), or leaves it as it was.
  Result<std::string> set_aside();
  // Deletes what the slot holds, once the player has chosen to.
  Result<bool> discard();
  // An imported save goes into an empty slot, to be restored next.
  Result<bool> adopt(const std::string& save);
  // True when the slot holds nothing at all.
  bool slot_empty() const;

 private:
  // The stamp of what the slot holds now (nullopt: empty), or why it cannot be known.
  Result<std::optional<SaveStamp>> current() const;
  Result<bool> check_current(const char* doing) const;

  SaveSlot* slot_ = nullptr;
  EndedRuns ended_;
  bool owner_ = true;
  std::optional<SaveStamp> expect_;  // what the slot should hold: nullopt means nothing
  std::string run_;
};

}  // namespace dg
