#include "ui/app.hpp"

#include "ui/death_screen.hpp"
#include "ui/play_screen.hpp"
#include "ui/prompts.hpp"
#include "ui/terminal.hpp"

namespace dg {

App::App(Game game, GameFactory factory) : game_(std::move(game)), factory_(std::move(factory)) {
  push(std::make_unique<PlayScreen>());
}

bool App::handle(const Input& in) {
  if (screens_.empty()) return false;
  notice_.clear();
  // The top screen may pop itself; pop() keeps it alive in retired_ until its handler returns.
  const bool changed = screens_.back()->handle(in, *this);
  retired_.clear();
  return changed;
}

void App::draw(Terminal& term) const {
  term.clear();
  for (const auto& s : screens_) s->draw(term, *this);
}

Outcome App::apply(const Command& command) {
  const Outcome out = game_.apply(command);
  if (!out.confirm.empty())
    push(std::make_unique<YesNoPrompt>(out.confirm + " [yn]", command.confirm()));
  if (game_.over()) push(std::make_unique<DeathScreen>());
  return out;
}

void App::new_game() {
  if (!factory_) return;
  auto g = factory_(mix_seed(game_.seed()));
  if (!g) {
    notify("Could not start a new game: " + g.error());
    return;
  }
  game_ = std::move(g.value());
  for (auto& s : screens_) retired_.push_back(std::move(s));
  screens_.clear();
  push(std::make_unique<PlayScreen>());
}

void App::pop() {
  // The play screen is the floor of the stack: popping it would leave nothing to draw.
  if (screens_.size() <= 1) return;
  retired_.push_back(std::move(screens_.back()));
  screens_.pop_back();
}

}  // namespace dg
