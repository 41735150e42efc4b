#pragma once
// The UI as a whole: the game being played (once a character is chosen) and the stack of
// screens over it. The platform layer feeds it inputs and asks it to draw; it knows nothing
// about SDL.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "core/actor/character.hpp"
#include "core/command.hpp"
#include "core/game.hpp"
#include "core/high_scores.hpp"
#include "core/rng.hpp"
#include "core/walk/walker.hpp"
#include "ui/input/input.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/shell/kept_runs.hpp"
#include "ui/shell/platform_services.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/run_keeper.hpp"
#include "ui/shell/save_slot.hpp"
#include "ui/shell/screen.hpp"
#include "ui/shell/settings.hpp"
#include "ui/text/palette.hpp"

namespace dg {

class Terminal;

class App {
 public:
  // Makes a game from a seed for a character (traits left unchosen are drawn from the seed).
  using GameFactory = std::function<Result<Game>(std::uint64_t seed, const Character& who)>;

  // Starts on the title screen; play begins once a character is chosen. `content` (what the
  // games are made of and what things look like) must outlive the App.
  App(const Content& content, GameFactory factory, std::uint64_t seed);
  // Starts straight into play (a character named on the command line, or a test).
  App(const Content& content, Game game, GameFactory factory = {});

  const Content& content() const { return *content_; }
  const Catalog& catalog() const { return content_->catalog; }
  // The player's options as they apply now (ui/shell/settings.hpp): keys, palette, zoom...
  Settings& settings() { return settings_; }
  const Settings& settings() const { return settings_; }
  // Applies and keeps new options, telling the player if they could not be kept.
  void set_preferences(const Preferences& p) {
    if (std::string said = settings_.set(p); !said.empty()) notify(std::move(said));
  }

  // Walks (core/walk/walker.hpp: explore, travel, rest, run, a count), begun by a key and
  // taken kWalkStepsPerFrame steps each time the platform calls advance() (once a frame), so
  // the hero is seen to walk, or at once with the instant-walks option. Any key or tap stops
  // a walk and does nothing else.
  static constexpr int kWalkStepsPerFrame = 6;
  void start_walk(std::unique_ptr<Walk> walk);
  bool walking() const { return walker_.active(); }
  // The walk's next steps; true when anything changed.
  bool advance();
  // The kind of thing the fire key throws (NetHack's quiver), -1 for none chosen yet. Not
  // saved: after a restore the fire key chooses again.
  int quiver() const { return quiver_; }
  void set_quiver(int item_kind) { quiver_ = item_kind; }

  // Hands the input to the top screen; true when the display needs redrawing.
  bool handle(const Input& in);
  // A pointer input over `shown` (what was last drawn): screens that want the pointer get it;
  // on the others a click or tap on a menu entry or a [yn] choice presses its key.
  bool handle_pointer(const Input& in, const Terminal& shown);
  // Redraws the screens bottom to top; the Terminal keeps only the cells that changed.
  void draw(Terminal& term) const;

  // The key guard. When something the player must see happens (the hero dies, the level
  // changes, a --More-- appears, the death screen comes up), keys typed before it was shown
  // must not act on it: they were meant for what was there before. guard_keys() marks such a
  // moment; the platform calls shown() with its clock once a frame showing it is on screen;
  // until then, and for inputs typed (Input::time) before that, keys and taps are dropped.
  // Inputs with no time (scripted keys, tests) act as typed one at a time, after each frame.
  void guard_keys() { guard_pending_ = true; }
  void shown(std::uint32_t now_ms) {
    if (!guard_pending_) return;
    guard_pending_ = false;
    settled_at_ = now_ms;
  }
  bool typed_before_shown(const Input& in) const {
    if (in.time == 0 || in.key == Key::None || in.key == Key::Hover) return false;
    return guard_pending_ || in.time < settled_at_;
  }

  // Applies a command; asks for confirmation or shows the death screen when the game says so.
  Outcome apply(const Command& command);
  // Makes the game for `who` from the pending seed and starts play.
  void start(const Character& who);
  // Back to the title screen for a new game, with a seed derived from the last one.
  void to_title();
  // The player asked to quit: the desktop game closes; a web page cannot, so it says
  // goodbye (and that the run is saved, when `saved`) and returns to the title.
  void quit(bool saved = false);
  bool quit_requested() const { return quit_requested_; }

  // What the platform can do for the player (files, links, the clipboard, taking a run over:
  // ui/shell/platform_services.hpp); by default, none of it. Must outlive the App.
  void set_services(PlatformServices* services) { services_ = services; }
  PlatformServices& services() const {
    static PlatformServices none;  // holds nothing: one for every App
    return services_ ? *services_ : none;
  }
  // Offers a file through the platform and says how it went on the message line.
  void offer_file(const std::string& name, const std::string& text) {
    notify(services().offer_file(name, text));
  }

  // Saving. With a slot, the run in progress can be saved and restored; death deletes it.
  void set_save_slot(SaveSlot* slot) { keeper_.set_slot(slot); }
  // The high-score table's place; a finished run is entered there.
  void set_score_slot(SaveSlot* slot) { scores_slot_ = slot; }

  // The table as last read or written, and where the run just finished placed (-1: not in it).
  const std::vector<ScoreEntry>& high_scores() const { return scores_; }
  int last_rank() const { return last_rank_; }
  // Saves the game being played (not one that is over); false with a notice on failure (also
  // noted in the slot, to be told at the next start if nobody sees it now).
  bool save();
  // Restores the saved game, if there is one. A save that cannot be restored shows why
  // (Failed) and offers to keep it aside, export it or quit.
  enum class Resume { Resumed, NoSave, Failed };
  Resume resume();
  // The run keeper (ui/shell/run_keeper.hpp): whether the save slot holds something (a run,
  // or a save that could not be restored), setting it aside, discarding it.
  RunKeeper& keeper() { return keeper_; }
  const RunKeeper& keeper() const { return keeper_; }
  // Takes a save file chosen by the player (`name`) as the run to play: checked first, and
  // refused (with a notice) when it cannot be restored or a run is saved already.
  bool import_save(const std::string& bytes, const std::string& name);

  // One run in one place. The platform says whether this instance owns the save (the first
  // tab or window does); one that does not shows so and may ask to take it over.
  // Opened while another tab or window owns the save: says so, and plays nothing.
  void open_elsewhere();
  // Ownership changed: lost to another tab (this one stops), or gained (the run is restored).
  void set_owner(bool owner);
  bool owner() const { return keeper_.owner(); }
  // The runs kept under other rules (ui/shell/kept_runs.hpp), the platform's; null: none looked
  // for.
  void set_kept_runs(KeptRuns* runs) { kept_runs_ = runs; }
  KeptRuns* kept_runs() const { return kept_runs_; }
  // Those runs as last looked for (at the start and on each return to the title).
  const std::vector<KeptRun>& kept_list() const { return kept_list_; }
  // At the start, with runs kept under other rules: the list of runs in progress when there
  // is more than one (this engine's own among them), else the title, which points to them.
  void show_runs();
  // Looks for the kept runs again (the title points to them) without listing them.
  void note_kept_runs() { kept_list_ = kept_runs_ ? kept_runs_->list() : std::vector<KeptRun>(); }
  // The title screen is what the player sees (no run, nothing over it).
  bool on_title() const;

  // The terminal's size in cells, as the platform laid it out: screens page and fit their
  // text to it whether or not they have been drawn yet (0 x 0: no screen, nothing paged).
  // `corner_cells`: cells at the right end of the top row that the page covers (its
  // full-screen button): the message line and its --More-- stop short of them.
  struct Size {
    int cols = 0, rows = 0, corner_cells = 0;
    // Below this the game cannot be shown readably: keys are refused until the window grows.
    static constexpr int kMinCols = 40, kMinRows = 10;
    bool too_small() const { return cols > 0 && (cols < kMinCols || rows < kMinRows); }
  };
  void set_size(int cols, int rows, int corner_cells = 0) {
    size_ = {cols, rows, corner_cells < 0 ? 0 : corner_cells};
  }
  const Size& size() const { return size_; }

  // Watches a recorded run from `start` (its first state); saving is off meanwhile.
  // `astray`: where the commands leave the game they recorded (save.hpp's replay_divergence).
  void start_replay(Game start, std::vector<Command> commands, std::string astray = "");
  // Watches the run recorded in `text` (a replay or a save file; `from` names it in a
  // message); false with a notice saying why when it cannot be read.
  bool watch_replay(const std::string& text, const std::string& from);
  // Leaves a replay: back to the run in progress if there is one, else to the title.
  void end_replay();

  // Offers what the save slot holds as a file (export); false when it holds nothing.
  bool export_save();

  bool playing() const { return game_.has_value(); }
  // Only while playing().
  const Game& game() const { return *game_; }
  Game& mutable_game() { return *game_; }
  // The seed the next game will be made from (the current game's, while playing).
  std::uint64_t seed() const { return seed_; }
  // Random picks on the character screens: drawn from the seed, so the same keys give the
  // same character.
  Rng& chooser() { return chooser_; }

  // A UI message (unknown key, a refused prompt) shown until the next input.
  void notify(std::string text) {
    notice_ = std::move(text);
    hint_ = false;
  }
  // A passing notice (what the pointer hovers over): shown as far as it fits, never paged,
  // so moving the mouse never holds up the game at a --More--.
  void hint(std::string text) {
    notice_ = std::move(text);
    hint_ = true;
  }
  bool notice_is_hint() const { return hint_; }
  const std::string& notice() const { return notice_; }
  // The notice that was on screen when the input being handled arrived (notice() is cleared
  // for the handler to set anew).
  const std::string& shown_notice() const { return shown_notice_; }
  bool shown_notice_was_hint() const { return shown_hint_; }

  void push(std::unique_ptr<Screen> screen) { screens_.push_back(std::move(screen)); }
  // Swaps the top screen for another (the next step of a flow).
  void replace(std::unique_ptr<Screen> screen);
  void pop();
  std::size_t depth() const { return screens_.size(); }

 private:
  void reset_screens(std::unique_ptr<Screen> floor);
  void set_seed(std::uint64_t seed);

  const Content* content_;
  std::optional<Game> game_;
  void record_score();
  std::string new_run_id();
  // The first fall below a third of the hero's hit points says so, once until they are back
  // above half (the hit points' colour says it all along).
  void warn_low_hit_points(int hp_before);
  bool low_hp_warned_ = false;
  Settings settings_;
  Walker walker_;
  int quiver_ = -1;
  void forget_run_notes() {  // a new or restored run: no walk under way, nothing quivered
    walker_.stop();
    quiver_ = -1;
  }

  RunKeeper keeper_;
  KeptRuns* kept_runs_ = nullptr;
  PlatformServices* services_ = nullptr;
  std::optional<int> other_rules(const std::string& bytes) const;
  std::vector<KeptRun> kept_list_;
  int runs_begun_ = 0;
  Size size_;
  SaveSlot* scores_slot_ = nullptr;
  std::vector<ScoreEntry> scores_;
  int last_rank_ = -1;
  bool replaying_ = false;
  GameFactory factory_;
  std::uint64_t seed_ = 0;
  Rng chooser_;
  bool quit_requested_ = false;
  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<std::unique_ptr<Screen>> retired_;  // popped during handle(), freed after it
  std::string notice_;
  std::string shown_notice_;
  bool hint_ = false, shown_hint_ = false;
  bool guard_pending_ = false;
  std::uint32_t settled_at_ = 0;
};

}  // namespace dg
