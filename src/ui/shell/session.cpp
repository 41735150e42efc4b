#include "ui/shell/session.hpp"

#include "core/rules.hpp"
#include "core/save.hpp"
#include "ui/shell/screen_links.hpp"

namespace dg {

namespace {
constexpr std::uint64_t kChooserStream = 0xC40053;
}

Session::Session(const Content& content, GameFactory factory, ShellParts& shell)
    : content_(&content), shell_(&shell), factory_(std::move(factory)) {}

void Session::set_seed(std::uint64_t seed) {
  seed_ = seed;
  chooser_ = Rng(derive_seed(seed, kChooserStream));
}

void Session::open_title(std::uint64_t seed) {
  set_seed(seed);
  shell_->screens.reset(screens::title());
}

void Session::play(Game game) {
  game_ = std::move(game);
  set_seed(game_->run().seed);
  shell_->screens.reset(screens::play());
}

void Session::new_run(Game game) {
  game_ = std::move(game);
  walker_.stop();
  quiver_ = -1;
  last_spell_ = 0;
  replaying_ = false;
  tutorial_.reset();
}

void Session::start_tutorial() {
  auto g = make_tutorial_game(content_->catalog, content_->tutorial);
  if (!g) {
    notify("Could not start the tutorial: " + g.error());
    return;
  }
  new_run(std::move(g.value()));
  tutorial_.emplace(content_->tutorial);
  tutorial_->begin(*game_);
  shell_->screens.reset(screens::play());
}

void Session::end_run() {
  // Permadeath: no save to go back to, whichever tab saved this run last (another run in the
  // slot, begun since in another tab, stays). The tutorial's hero is no run of the slot's.
  const auto ended =
      tutorial_ ? Result<RunKeeper::Ending>(RunKeeper::Ending{}) : keeper_.end(game_->turn());
  if (std::string said = scores_.record(*game_, replaying_); !said.empty()) notify(said);
  // The last messages first, the killing blow among them; then the death screen. A hint of
  // play ("Stairs down: ...") has nothing more to say.
  shell_->notices.clear_tip();
  shell_->screens.push(screens::final_messages());
  if (!ended) {
    notify("The save could not be deleted: " + ended.error() + ".");
    return;
  }
  if (ended.value().other_turn >= 0)
    notify("Another tab or window had saved this run since (at turn " +
           std::to_string(ended.value().other_turn) +
           "); that save is deleted too, and no tab or window can bring the run back.");
  if (!ended.value().unmarked.empty())
    notify("This death could not be noted for other tabs or windows (" + ended.value().unmarked +
           "): one still open on this run could save it again.");
}

void Session::close(bool saved) {
  game_.reset();
  tutorial_.reset();
  shell_->screens.reset(screens::farewell(saved));
}

void Session::start_replay(Game start, std::vector<Command> commands, std::string astray) {
  new_run(std::move(start));
  replaying_ = true;
  shell_->screens.reset(screens::replay(std::move(commands), std::move(astray)));
}

bool Session::watch_replay(const std::string& text, const std::string& from) {
  // A replay of other rules is watched on the engine that plays them, when one is at hand
  // (else it is refused below, in words that name those rules).
  if (const auto rules = other_rules(text); rules && kept_runs_->watch_run(*rules, text))
    return true;
  const Catalog& catalog = content_->catalog;
  auto record = read_save(catalog, text);
  auto start = record ? Game::new_game(catalog, record.value().seed, record.value().who,
                                       record.value().wizard, record.value().pet)
                      : Result<Game>(Error{record.error()});
  if (!start) {
    notify("Cannot replay " + from + ": " + start.error());
    return false;
  }
  // A run in progress is saved first (the page's file picker can answer after a game began):
  // leaving the replay resumes it.
  if (game_ && !replaying_ && !game_->run().over) save();
  // Checked before it is shown: played through once, it reaches the game it recorded or not.
  std::string astray = replay_divergence(start.value(), record.value());
  start_replay(std::move(start.value()), std::move(record.value().commands), astray);
  notify("Watching " + from + "." +
         (astray.empty() ? ""
                         : " Beware: it does not replay to the game it recorded (" + astray +
                               "); its end will say so again."));
  return true;
}

void Session::end_replay() {
  replaying_ = false;
  if (resume() == Resume::NoSave) to_title();  // a save that cannot be restored explains itself
}

bool Session::on_title() const {
  return !game_ && shell_->screens.depth() == 1 && screens::is_title(shell_->screens.floor());
}

std::string Session::new_run_id() {
  ++runs_begun_;
  if (std::string id = shell_->platform().new_run_id(); !id.empty()) return id;
  return std::to_string(seed_) + "-" + std::to_string(runs_begun_);
}

void Session::start(const Character& who) {
  if (!factory_) return;
  auto g = factory_(seed_, who);
  if (!g) {
    notify("Could not start the game: " + g.error());
    return;
  }
  new_run(std::move(g.value()));
  keeper_.begin(new_run_id());
  shell_->screens.reset(screens::play());
}

void Session::to_title() {
  set_seed(mix_seed(seed_));
  if (kept_runs_) kept_list_ = kept_runs_->list();
  game_.reset();
  replaying_ = false;
  tutorial_.reset();
  if (keeper_.slot() && !keeper_.owner()) {
    // No new game while another tab or window owns the save: it would be written over.
    shell_->screens.reset(screens::elsewhere(false));
    return;
  }
  shell_->screens.reset(screens::title());
}

}  // namespace dg
