#include "ui/app.hpp"

#include "ui/play_screen.hpp"
#include "ui/terminal.hpp"

namespace dg {

App::App(Game game) : game_(std::move(game)) {
  push(std::make_unique<PlayScreen>());
}

bool App::handle(const Input& in) {
  if (screens_.empty()) return false;
  return screens_.back()->handle(in, *this);
}

void App::draw(Terminal& term) const {
  term.clear();
  if (!screens_.empty()) screens_.back()->draw(term, *this);
}

void App::pop() {
  // The play screen is the floor of the stack: popping it would leave nothing to draw.
  if (screens_.size() > 1) screens_.pop_back();
}

}  // namespace dg
