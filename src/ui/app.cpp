#include "ui/app.hpp"

#include "core/save.hpp"
#include "ui/character_creation.hpp"
#include "ui/death_screen.hpp"
#include "ui/menu_tap.hpp"
#include "ui/play_screen.hpp"
#include "ui/prompts.hpp"
#include "ui/replay_screen.hpp"
#include "ui/restore_screen.hpp"
#include "ui/terminal.hpp"

namespace dg {

namespace {
constexpr std::uint64_t kChooserStream = 0xC40053;
}

App::App(GameFactory factory, std::uint64_t seed) : factory_(std::move(factory)) {
  set_seed(seed);
  push(std::make_unique<TitleScreen>());
}

App::App(Game game, GameFactory factory) : game_(std::move(game)), factory_(std::move(factory)) {
  set_seed(game_->seed());
  push(std::make_unique<PlayScreen>());
}

void App::set_seed(std::uint64_t seed) {
  seed_ = seed;
  chooser_ = Rng(derive_seed(seed, kChooserStream));
}

bool App::handle(const Input& in) {
  if (screens_.empty()) return false;
  if (in.is_pointer() && !screens_.back()->wants_pointer()) return false;
  shown_notice_ = std::move(notice_);
  shown_hint_ = hint_;
  notify({});
  // The top screen may pop itself; pop() keeps it alive in retired_ until its handler returns.
  const bool changed = screens_.back()->handle(in, *this);
  retired_.clear();
  return changed;
}

bool App::handle_pointer(const Input& in, const Terminal& shown) {
  if (screens_.empty()) return false;
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
  const Outcome out = game_->apply(command);
  if (!out.confirm.empty())
    push(std::make_unique<YesNoPrompt>(out.confirm + " [yn]", command.confirm()));
  if (game_->over()) {
    if (slot_) slot_->remove();  // permadeath: no save to go back to
    record_score();
    push(std::make_unique<DeathScreen>());
  }
  return out;
}

void App::record_score() {
  scores_.clear();
  last_rank_ = -1;
  if (replaying_) return;
  if (scores_slot_) {
    if (const auto bytes = scores_slot_->read()) {
      auto table = decode_scores(*bytes);
      if (table)
        scores_ = std::move(table.value());
      else
        scores_slot_->set_aside();  // a damaged table is kept aside, and a new one begun
    }
  }
  last_rank_ = add_score(scores_, score_entry(*game_));
  if (scores_slot_) {
    auto written = scores_slot_->write(encode_scores(scores_));
    if (!written) notify("Could not keep the high score: " + written.error());
  }
}

void App::start_replay(Game start, std::vector<Command> commands) {
  game_ = std::move(start);
  replaying_ = true;
  reset_screens(std::make_unique<ReplayScreen>(std::move(commands)));
}

bool App::watch_replay(const std::string& text, const std::string& from) {
  auto record = read_save(text);
  auto start = record
                   ? Game::new_game(record.value().seed, record.value().who, record.value().wizard)
                   : Result<Game>(Error{record.error()});
  if (!start) {
    notify("Cannot replay " + from + ": " + start.error());
    return false;
  }
  // A run in progress is saved first (the page's file picker can answer after a game began):
  // leaving the replay resumes it.
  if (game_ && !replaying_ && !game_->over()) save();
  start_replay(std::move(start.value()), std::move(record.value().commands));
  notify("Watching " + from + ".");
  return true;
}

void App::end_replay() {
  replaying_ = false;
  if (has_save())
    resume();  // a save that cannot be restored explains itself
  else
    to_title();
}

bool App::save() {
  if (!slot_ || !game_ || game_->over() || replaying_) return false;
  auto written = slot_->write(encode_save(*game_));
  if (!written) notify("Could not save: " + written.error());
  return written.ok();
}

bool App::has_save() const {
  return slot_ && slot_->read().has_value();
}

bool App::resume() {
  if (!slot_) return false;
  const auto bytes = slot_->read();
  if (!bytes) return false;
  auto g = decode_save(*bytes);
  if (!g) {
    game_.reset();
    reset_screens(std::make_unique<RestoreFailedScreen>(g.error()));
    return false;
  }
  game_ = std::move(g.value());
  set_seed(game_->seed());
  reset_screens(std::make_unique<PlayScreen>());
  notify("Welcome back! Your game was restored at turn " + std::to_string(game_->turn()) + ".");
  return true;
}

bool App::export_save() {
  const auto bytes = slot_ ? slot_->read() : std::nullopt;
  if (!bytes) return false;
  offer_file("deepglyph-" + std::to_string(seed_) + "-save.json", *bytes);
  return true;
}

void App::offer_file(const std::string& name, const std::string& text) {
  notify(offer_ ? offer_(name, text) : "There is nowhere to put " + name + " here.");
}

void App::set_aside_save() {
  if (slot_) slot_->set_aside();
}

void App::start(const Character& who) {
  if (!factory_) return;
  auto g = factory_(seed_, who);
  if (!g) {
    notify("Could not start the game: " + g.error());
    return;
  }
  game_ = std::move(g.value());
  replaying_ = false;
  reset_screens(std::make_unique<PlayScreen>());
}

void App::to_title() {
  set_seed(mix_seed(seed_));
  game_.reset();
  replaying_ = false;
  reset_screens(std::make_unique<TitleScreen>());
}

void App::quit() {
  if (can_exit_) {
    quit_requested_ = true;
    return;
  }
  game_.reset();
  reset_screens(std::make_unique<FarewellScreen>());
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
