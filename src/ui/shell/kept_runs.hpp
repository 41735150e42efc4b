#pragma once
// Runs in progress kept under other rules than this engine plays (core/rules.hpp). Each
// rules id has a save slot of its own, so a newer engine never writes over an older run
// and an old tab never writes over a newer one. The platform finds them (the browser's
// storage, the desktop's preference folder) and knows whether an engine that plays them is
// at hand (the web page keeps the earlier engines; the desktop names the release).
#include <optional>
#include <string>
#include <vector>

namespace dg {

struct KeptRun {
  int rules = 0;
  std::string summary;    // "a Valkyrie (dwarf), turn 96"
  std::string where;      // where the save is, for messages
  bool playable = false;  // an engine for these rules is at hand: play() goes to it
  // When that engine will not be at hand for long (the site keeps an engine a year after it
  // was replaced), what the player must know: "its engine (rules r27) stays on this site only
  // until 2027-12-01, so finish the run by then". "" when it is not leaving.
  std::string leaving;
};

// What became of a save brought in from a file (KeptRuns::import_run).
struct Brought {
  bool taken = false;  // kept
  std::string said;    // for the player; "" when the page goes to that engine now
};

class KeptRuns {
 public:
  virtual ~KeptRuns() = default;
  // The runs kept under rules other than this engine's, oldest rules first.
  virtual std::vector<KeptRun> list() = 0;
  // Goes on with the run kept under `rules` on the engine that plays it (the page reloads
  // on that engine); returns what to tell the player when it cannot.
  virtual std::string play(int rules) = 0;
  // The saved run's bytes, whole, for an export.
  virtual std::optional<std::string> bytes(int rules) = 0;
  // A save played under `rules`, imported by the player: kept in that rules' own slot when it
  // is free, then played on (the page reloads on its engine). What to tell the player, and
  // whether it was kept.
  virtual Brought import_run(int rules, const std::string& save) = 0;
  // A replay played under `rules`, opened by the player: watched on the engine that plays it.
  // False when no engine for it is at hand here (the caller says why it cannot be watched).
  virtual bool watch_run(int rules, const std::string& replay) = 0;
  // This engine is an earlier one, playing a run begun on it; new runs are played on the
  // current engine, which play_current() goes to.
  virtual bool older_engine() { return false; }
  virtual void play_current() {}
};

// In memory, for the tests: `engines` lists the rules the fake platform can play.
class MemoryKeptRuns : public KeptRuns {
 public:
  std::vector<KeptRun> list() override { return runs; }
  std::string play(int rules) override {
    played = rules;
    return "switched";
  }
  std::optional<std::string> bytes(int rules) override {
    for (const KeptRun& r : runs)
      if (r.rules == rules) return "save of " + r.summary;
    return std::nullopt;
  }
  Brought import_run(int rules, const std::string& save) override {
    for (const KeptRun& r : runs)
      if (r.rules == rules) return {false, "a run played under those rules is kept already"};
    imported = save;
    played = rules;
    return {true, ""};
  }
  bool watch_run(int rules, const std::string& replay) override {
    if (!engines) return false;
    watched = replay;
    played = rules;
    return true;
  }
  std::vector<KeptRun> runs;
  int played = -1;
  std::string imported, watched;
  bool engines = true;  // false: no engine of other rules at hand
};

}  // namespace dg
