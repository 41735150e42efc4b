#pragma once
// The session: the run being played or watched and all that keeps it. The game (once a
// character is chosen), the seed of the next one, the run keeper (its save, and which tab or
// window owns it), the runs kept under other rules, the high scores, and the flows between
// them: start, save, resume, import, export, watch a replay, hand the run to another tab, back
// to the title. It shows what it does through the shell's parts (ui/shell/shell_parts.hpp):
// which screen is the floor, and a notice.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "core/actor/character.hpp"
#include "core/command.hpp"
#include "core/game.hpp"
#include "core/rng.hpp"
#include "core/walk/walker.hpp"
#include "ui/shell/kept_runs.hpp"
#include "ui/shell/run_keeper.hpp"
#include "ui/shell/save_slot.hpp"
#include "ui/shell/score_book.hpp"
#include "ui/shell/shell_parts.hpp"
#include "ui/shell/tutorial.hpp"

namespace dg {

class Session {
 public:
  // Makes a game from a seed for a character (traits left unchosen are drawn from the seed).
  using GameFactory = std::function<Result<Game>(std::uint64_t seed, const Character& who)>;

  // `content` and `shell` must outlive the session.
  Session(const Content& content, GameFactory factory, ShellParts& shell);

  // The shell moved (its App was): shows and speaks through `shell` from now on.
  void attach(ShellParts& shell) { shell_ = &shell; }

  bool playing() const { return game_.has_value(); }
  // Only while playing().
  const Game& game() const { return *game_; }
  Game& mutable_game() { return *game_; }
  // The seed the next game will be made from (the current game's, while playing).
  std::uint64_t seed() const { return seed_; }
  // Random picks on the character screens: drawn from the seed, so the same keys give the
  // same character.
  Rng& chooser() { return chooser_; }

  // What belongs to this run only and is not saved: the walk under way (core/walk/walker.hpp),
  // and the kind of thing the fire key throws (NetHack's quiver; -1 for none chosen yet: after
  // a restore the fire key chooses again).
  Walker& walker() { return walker_; }
  const Walker& walker() const { return walker_; }
  int quiver() const { return quiver_; }
  void set_quiver(int item_kind) { quiver_ = item_kind; }
  // The letter of the spell last cast (0: none yet this session), for the cast-again key.
  char last_spell() const { return last_spell_; }
  void set_last_spell(char letter) { last_spell_ = letter; }

  // The title screen, with a seed for a new game (`seed`), or play of `game` straight away (a
  // character named on the command line, or a test).
  void open_title(std::uint64_t seed);
  void play(Game game);
  // Makes the game for `who` from the pending seed and starts play.
  void start(const Character& who);
  // The tutorial (ui/shell/tutorial.hpp): played as a run is, but never saved, so a run kept
  // in the save slot stays as it was. Null when not in the tutorial.
  void start_tutorial();
  TutorialRun* tutorial() { return tutorial_ ? &*tutorial_ : nullptr; }
  const TutorialRun* tutorial() const { return tutorial_ ? &*tutorial_ : nullptr; }
  // Back to the title screen for a new game, with a seed derived from the last one.
  void to_title();
  // The title screen is what the player sees (no run, nothing over it).
  bool on_title() const;
  // The run ended (the hero died): its save goes (permadeath), its score is entered, and its
  // last messages are shown before the death screen.
  void end_run();
  // The platform can show nothing more (the web's goodbye): no run goes on behind it.
  void close(bool saved);

  // Saving. With a slot, the run in progress can be saved and restored; death deletes it.
  void set_save_slot(SaveSlot* slot) { keeper_.set_slot(slot); }
  // Where the runs that ended are noted, so that no tab or window brings one back.
  void set_ended_slot(SaveSlot* slot) { keeper_.set_ended_slot(slot); }
  // The run keeper (ui/shell/run_keeper.hpp): whether the save slot holds something (a run, or
  // a save that could not be restored), setting it aside, discarding it.
  RunKeeper& keeper() { return keeper_; }
  const RunKeeper& keeper() const { return keeper_; }
  // Saves the game being played (not one that is over); false with a notice on failure (also
  // noted in the slot, to be told at the next start if nobody sees it now). The tutorial has
  // nothing to keep: true, and nothing written.
  bool save();
  // Restores the saved game, if there is one. A save that cannot be restored shows why
  // (Failed) and offers to keep it aside, export it or quit.
  enum class Resume { Resumed, NoSave, Failed };
  Resume resume();
  // Takes a save file chosen by the player (`name`) as the run to play: checked first, and
  // refused (with a notice) when it cannot be restored or a run is saved already.
  bool import_save(const std::string& bytes, const std::string& name);
  // Offers what the save slot holds as a file (export); false when it holds nothing.
  bool export_save();

  // The high scores (ui/shell/score_book.hpp); a finished run is entered there.
  ScoreBook& scores() { return scores_; }
  const ScoreBook& scores() const { return scores_; }

  // One run in one place. The platform says whether this instance owns the save (the first
  // tab or window does); one that does not shows so and may ask to take it over.
  // Opened while another tab or window owns the save: says so, and plays nothing.
  void open_elsewhere();
  // Ownership changed: lost to another tab (this one stops), or gained (the run is restored).
  void set_owner(bool owner);

  // The runs kept under other rules (ui/shell/kept_runs.hpp), the platform's; null: none
  // looked for.
  void set_kept_runs(KeptRuns* runs) { kept_runs_ = runs; }
  KeptRuns* kept_runs() const { return kept_runs_; }
  // Those runs as last looked for (at the start and on each return to the title).
  const std::vector<KeptRun>& kept_list() const { return kept_list_; }
  // At the start, with runs kept under other rules: the list of runs in progress when there is
  // more than one (this engine's own among them), else the title, which points to them.
  void show_runs();
  // Looks for the kept runs again (the title points to them) without listing them.
  void note_kept_runs() { kept_list_ = kept_runs_ ? kept_runs_->list() : std::vector<KeptRun>(); }

  // Watches a recorded run from `start` (its first state); saving is off meanwhile.
  // `astray`: where the commands leave the game they recorded (save.hpp's replay_divergence).
  void start_replay(Game start, std::vector<Command> commands, std::string astray = "");
  // Watches the run recorded in `text` (a replay or a save file; `from` names it in a
  // message); false with a notice saying why when it cannot be read.
  bool watch_replay(const std::string& text, const std::string& from);
  // Leaves a replay: back to the run in progress if there is one, else to the title.
  void end_replay();

 private:
  void set_seed(std::uint64_t seed);
  // A new or restored run: no walk under way, nothing quivered, not a replay.
  void new_run(Game game);
  void notify(std::string text) { shell_->notices.notify(std::move(text)); }
  std::string new_run_id();
  std::optional<int> other_rules(const std::string& bytes) const;

  const Content* content_;
  ShellParts* shell_;
  GameFactory factory_;
  std::optional<Game> game_;
  std::uint64_t seed_ = 0;
  Rng chooser_;
  Walker walker_;
  int quiver_ = -1;
  char last_spell_ = 0;
  bool replaying_ = false;
  std::optional<TutorialRun> tutorial_;
  int runs_begun_ = 0;
  RunKeeper keeper_;
  ScoreBook scores_;
  KeptRuns* kept_runs_ = nullptr;
  std::vector<KeptRun> kept_list_;
};

}  // namespace dg
