#pragma once
// One save slot per rules id (core/rules.hpp): "save-r9" is localStorage["deepglyph.save-r9"]
// on the web and save-r9.json in the preference folder on the desktop. A newer engine never
// writes over an older run, nor an old tab over a newer one: each writes its own rules' slot.
// The page (web/index.html) reads the same keys to choose, before any script loads, the
// engine that plays the run in progress.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ui/shell/kept_runs.hpp"
#include "ui/shell/save_slot.hpp"

namespace dg {

// "save-r9": the slot of the run played under `rules`.
std::string save_slot_name(int rules);

// The slot builds before rules ids had one ("save") is emptied into the slot of the rules
// its save names, when that slot is free (else it stays where it is, untouched). A save that
// cannot be read at all goes to this engine's slot, whose restore explains it.
void adopt_unversioned_save();

// Whether the page was told to play a run on this engine (the player chose it, or it is
// the one run in progress): then it resumes without listing the runs.
bool page_chose_run();
// When this engine is an earlier one, loaded by the page for a run begun on it, what the
// page says of it ("This run began on Deepglyph 0.1.0 ..."); "" for the current engine. Once
// that run is over, the page goes back to the current engine for new runs.
std::string older_engine_note();
// An earlier engine's run is over: the page loads the current engine.
void leave_older_engine();

// The runs kept under other rules, from the platform's storage.
class PlatformKeptRuns : public KeptRuns {
 public:
  std::vector<KeptRun> list() override;
  std::string play(int rules) override;
  std::optional<std::string> bytes(int rules) override;
  Brought import_run(int rules, const std::string& save) override;
  bool watch_run(int rules, const std::string& replay) override;
  // What the page said of this engine, asked once (the elsewhere screen asks every frame).
  const std::string& older_note() const { return older_note_; }
  bool older_engine() override { return !older_note_.empty(); }
  void play_current() override { leave_older_engine(); }

 private:
  std::string older_note_ = older_engine_note();
};

}  // namespace dg
