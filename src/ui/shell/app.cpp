#include "ui/shell/app.hpp"

#include <algorithm>

#include "core/rules.hpp"
#include "core/save.hpp"
#include "ui/input/menu_tap.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {
constexpr std::uint64_t kChooserStream = 0xC40053;
}

App::App(const Content& content, GameFactory factory, std::uint64_t seed)
    : content_(&content), factory_(std::move(factory)) {
  set_seed(seed);
  push(screens::title());
}

App::App(const Content& content, Game game, GameFactory factory)
    : content_(&content), game_(std::move(game)), factory_(std::move(factory)) {
  set_seed(game_->seed());
  push(screens::play());
}

void App::set_seed(std::uint64_t seed) {
  seed_ = seed;
  chooser_ = Rng(derive_seed(seed, kChooserStream));
}

bool App::handle(const Input& in) {
  if (screens_.empty() || typed_before_shown(in)) return false;
  if (walking() && in.key != Key::None && in.key != Key::Hover) {
    walker_.stop();  // any key or tap stops a walk, and does nothing else
    return true;
  }
  if (in.is_pointer() && !screens_.back()->wants_pointer()) return false;
  if (size_.too_small() && in.key != Key::None && !in.is_pointer()) {
    // Nothing on so small a screen could be read: a key would act unseen.
    notify("The window is too small to play: make it larger.");
    return true;
  }
  shown_notice_ = std::move(notice_);
  shown_hint_ = hint_;
  notify({});
  // The top screen may pop itself; pop() keeps it alive in retired_ until its handler returns.
  const bool changed = screens_.back()->handle(in, *this);
  retired_.clear();
  return changed;
}

bool App::handle_pointer(const Input& in, const Terminal& shown) {
  if (screens_.empty() || typed_before_shown(in)) return false;
  if (screens_.back()->wants_pointer()) return handle(in);
  if (in.key != Key::Click) return false;
  const auto key = menu_key_at(shown, in.col, in.row);
  return key && handle(Input::character(*key));
}

void App::draw(Terminal& term) const {
  term.clear();
  for (const auto& s : screens_) s->draw(term, *this);
}

Outcome App::apply(const Command& command) {
  const int depth = game_->depth();
  const int hp_before = game_->hero().hp;
  const Outcome out = game_->apply(command);
  warn_low_hit_points(hp_before);
  if (!out.confirm.empty()) push(screens::yes_no(out.confirm + " [yn]", command.confirm()));
  screens::offer_identify(*this);  // an identify read or cast may leave a choice
  // What keys typed ahead must not skip: a new level, a message to page through, the end.
  if (game_->over() || game_->depth() != depth ||
      screens::messages_need_paging(*game_, size_.cols, size_.rows, settings_.map_zoom()))
    guard_keys();
  if (game_->over()) {
    // Permadeath: no save to go back to (only this run's; another tab's newer one stays).
    const auto ended = keeper_.slot() ? keeper_.end() : Result<bool>(true);
    record_score();
    // The last messages first, the killing blow among them; then the death screen.
    push(screens::final_messages());
    if (!ended) notify("The save could not be deleted: " + ended.error() + ".");
  }
  return out;
}

void App::start_walk(std::unique_ptr<Walk> walk) {
  walker_.start(std::move(walk));
  advance();  // the first steps at once (all of them when walks are instant)
}

bool App::advance() {
  bool moved = false;
  for (int i = 0; walking() && (settings_.instant_walks() || i < kWalkStepsPerFrame); ++i) {
    // Anything over the play screen (a question, a --More--) or the run's end stops it.
    if (!playing() || game_->over() || depth() != 1) {
      walker_.stop();
      break;
    }
    const WalkStep step = walker_.next(*game_);
    if (!step.command) {
      if (!step.said.empty()) notify(step.said);
      if (!step.question.empty()) push(screens::yes_no(step.question, step.on_yes));
      return true;
    }
    const int hp = game_->hero().hp;
    const Outcome out = apply(*step.command);
    // Its end after a refused step or a hurt, unless something else was said (a warning).
    if (std::string said = walker_.applied(out, hp, *game_); !said.empty() && notice_.empty())
      notify(std::move(said));
    moved = true;
  }
  return moved;
}

void App::warn_low_hit_points(int hp_before) {
  const Player& h = game_->hero();
  if (2 * h.hp >= h.max_hp) low_hp_warned_ = false;  // recovered: the next fall is told again
  if (game_->over() || low_hp_warned_ || 3 * h.hp >= h.max_hp || 3 * hp_before < h.max_hp) return;
  low_hp_warned_ = true;
  std::string said = screens::top_line_messages(*this, size_.cols);
  if (!said.empty()) said += "  ";
  notify(said + "*** LOW HIT POINTS: " + std::to_string(h.hp) + " of " + std::to_string(h.max_hp) +
         " ***");
}

void App::record_score() {
  scores_.clear();
  last_rank_ = -1;
  if (replaying_) return;
  // A wizard's run (immortal, summoning, jumping levels) is not a score; the table is shown.
  const bool counts = !game_->wizard().enabled;
  bool table_ok = true;
  if (scores_slot_) {
    const auto bytes = scores_slot_->read();
    if (bytes && bytes.value()) {
      auto table = decode_scores(*bytes.value());
      if (table)
        scores_ = std::move(table.value());
      else if (counts)  // a damaged table is kept aside, and a new one begun (if it can be)
        table_ok = scores_slot_->set_aside().ok();
    } else if (!bytes) {
      table_ok = false;
    }
  }
  if (!counts) return;
  last_rank_ = add_score(scores_, score_entry(*game_));
  if (scores_slot_ && !table_ok) {
    notify("The high-score table could not be read, so it was left as it is.");
  } else if (scores_slot_) {
    auto written = scores_slot_->write(encode_scores(scores_));
    if (!written) notify("Could not keep the high score: " + written.error());
  }
}

void App::start_replay(Game start, std::vector<Command> commands, std::string astray) {
  game_ = std::move(start);
  forget_run_notes();
  replaying_ = true;
  reset_screens(screens::replay(std::move(commands), std::move(astray)));
}

// The rules a save or replay was played under, when they are not this engine's and the
// platform keeps runs of other rules (ui/shell/kept_runs.hpp); else nothing.
std::optional<int> App::other_rules(const std::string& bytes) const {
  if (!kept_runs_) return std::nullopt;
  const auto summary = summarize_save(bytes);
  if (!summary || summary.value().rules == rules_id()) return std::nullopt;
  return summary.value().rules;
}

bool App::watch_replay(const std::string& text, const std::string& from) {
  // A replay of other rules is watched on the engine that plays them, when one is at hand
  // (else it is refused below, in words that name those rules).
  if (const auto rules = other_rules(text); rules && kept_runs_->watch_run(*rules, text))
    return true;
  auto record = read_save(catalog(), text);
  auto start = record ? Game::new_game(catalog(), record.value().seed, record.value().who,
                                       record.value().wizard, record.value().pet)
                      : Result<Game>(Error{record.error()});
  if (!start) {
    notify("Cannot replay " + from + ": " + start.error());
    return false;
  }
  // A run in progress is saved first (the page's file picker can answer after a game began):
  // leaving the replay resumes it.
  if (game_ && !replaying_ && !game_->over()) save();
  // Checked before it is shown: played through once, it reaches the game it recorded or not.
  std::string astray = replay_divergence(start.value(), record.value());
  start_replay(std::move(start.value()), std::move(record.value().commands), astray);
  notify("Watching " + from + "." +
         (astray.empty() ? ""
                         : " Beware: it does not replay to the game it recorded (" + astray +
                               "); its end will say so again."));
  return true;
}

void App::end_replay() {
  replaying_ = false;
  if (resume() == Resume::NoSave) to_title();  // a save that cannot be restored explains itself
}

bool App::save() {
  if (!keeper_.slot() || !game_ || game_->over() || replaying_) return false;
  auto written = keeper_.save(*game_);
  if (!written) {
    const std::string what = "Your game was not saved at turn " + std::to_string(game_->turn()) +
                             ": " + written.error() + ".";
    // Told now if the player is looking; kept for the next start in case nobody was.
    const bool noted = !keeper_.owner() || keeper_.slot()->note_failure(what);
    notify(noted ? what : what + " (Nor could this be noted for the next start.)");
  } else {
    keeper_.slot()->take_failure_note();  // an older failure no longer matters
  }
  return written.ok();
}

App::Resume App::resume() {
  if (!keeper_.slot() || !keeper_.owner()) return Resume::NoSave;
  const auto failed_before = keeper_.slot()->take_failure_note();
  auto restored = keeper_.restore(catalog());
  switch (restored.found) {
    case RunKeeper::Found::Nothing:
      if (failed_before) notify(*failed_before + " Nothing was kept of that run.");
      return Resume::NoSave;
    case RunKeeper::Found::Unrestorable:
      game_.reset();
      reset_screens(screens::restore_failed(restored.why));
      if (failed_before) notify(*failed_before);
      return Resume::Failed;
    case RunKeeper::Found::Run: break;
  }
  game_ = std::move(restored.game);
  forget_run_notes();  // no walk goes on into the restored run, nothing is quivered
  replaying_ = false;
  set_seed(game_->seed());
  if (game_->over()) {
    // A run that ended whose save could not be deleted then: it is over, not resumed.
    const auto ended = keeper_.end();
    to_title();
    notify(std::string("The saved run had already ended (the hero died)") +
           (ended ? "; its save is cleared." : ": " + ended.error() + "."));
    return Resume::NoSave;
  }
  reset_screens(screens::play());
  std::string said =
      "Welcome back! Your game was restored at turn " + std::to_string(game_->turn()) + ".";
  if (failed_before) said += " " + *failed_before + " It carries on from the last save kept.";
  notify(said);
  return Resume::Resumed;
}

bool App::import_save(const std::string& bytes, const std::string& name) {
  if (!keeper_.slot()) {
    notify("Cannot import " + name + ": there is no place for saves here.");
    return false;
  }
  // A save of other rules goes to their own slot, and on to the engine that plays them.
  if (const auto rules = other_rules(bytes)) {
    const Brought kept = kept_runs_->import_run(*rules, bytes);
    if (!kept.said.empty())
      notify((kept.taken ? "Imported " : "Cannot import ") + name + ": " + kept.said + ".");
    if (kept.taken) note_kept_runs();
    return kept.taken;
  }
  if (!keeper_.slot_empty()) {
    notify("Cannot import " + name + ": a game is saved already (play it, or keep it aside).");
    return false;
  }
  if (auto checked = decode_save(catalog(), bytes); !checked) {
    notify("Cannot import " + name + ": " + checked.error());
    return false;
  }
  if (auto adopted = keeper_.adopt(bytes); !adopted) {
    notify("Cannot import " + name + ": " + adopted.error() + ".");
    return false;
  }
  if (resume() != Resume::Resumed) return false;
  notify("Imported " + name + ": your game carries on at turn " + std::to_string(game_->turn()) +
         ".");
  return true;
}

void App::set_owner(bool owner) {
  const bool was = keeper_.owner();
  keeper_.set_owner(owner);
  if (was && !owner) {
    // Another tab or window took the run: stop here, writing nothing more.
    game_.reset();
    replaying_ = false;
    reset_screens(screens::elsewhere(true));
  } else if (!was && owner) {
    if (resume() == Resume::NoSave) to_title();
  }
}

void App::show_runs() {
  kept_list_ = kept_runs_ ? kept_runs_->list() : std::vector<KeptRun>();
  const std::vector<KeptRun>& others = kept_list_;
  const bool own = !keeper_.slot_empty();
  if (others.empty() || (!own && others.size() == 1 && !others.front().playable)) {
    resume();  // with no run, the title stays (and says where a kept run is)
    return;
  }
  game_.reset();
  replaying_ = false;
  reset_screens(screens::runs(own, others));
}

bool App::on_title() const {
  return !game_ && screens_.size() == 1 && screens::is_title(*screens_[0]);
}

void App::open_elsewhere() {
  keeper_.set_owner(false);
  game_.reset();
  reset_screens(screens::elsewhere(false));
}

std::string App::new_run_id() {
  ++runs_begun_;
  if (std::string id = services().new_run_id(); !id.empty()) return id;
  return std::to_string(seed_) + "-" + std::to_string(runs_begun_);
}

bool App::export_save() {
  const auto bytes = keeper_.bytes();
  if (!bytes || !bytes.value()) return false;
  offer_file("deepglyph-" + std::to_string(seed_) + "-save.json", *bytes.value());
  return true;
}

void App::start(const Character& who) {
  if (!factory_) return;
  auto g = factory_(seed_, who);
  if (!g) {
    notify("Could not start the game: " + g.error());
    return;
  }
  game_ = std::move(g.value());
  forget_run_notes();
  replaying_ = false;
  keeper_.begin(new_run_id());
  reset_screens(screens::play());
}

void App::to_title() {
  set_seed(mix_seed(seed_));
  if (kept_runs_) kept_list_ = kept_runs_->list();
  game_.reset();
  replaying_ = false;
  if (keeper_.slot() && !keeper_.owner()) {
    // No new game while another tab or window owns the save: it would be written over.
    reset_screens(screens::elsewhere(false));
    return;
  }
  reset_screens(screens::title());
}

void App::quit(bool saved) {
  if (services().can_exit()) {
    quit_requested_ = true;
    return;
  }
  game_.reset();
  reset_screens(screens::farewell(saved));
}

void App::reset_screens(std::unique_ptr<Screen> floor) {
  for (auto& s : screens_) retired_.push_back(std::move(s));
  screens_.clear();
  push(std::move(floor));
}

void App::replace(std::unique_ptr<Screen> screen) {
  if (!screens_.empty()) {
    retired_.push_back(std::move(screens_.back()));
    screens_.pop_back();
  }
  push(std::move(screen));
}

void App::pop() {
  // The floor of the stack (play, or the title) is never popped: nothing would be drawn.
  if (screens_.size() <= 1) return;
  retired_.push_back(std::move(screens_.back()));
  screens_.pop_back();
}

}  // namespace dg
