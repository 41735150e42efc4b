#pragma once
// The UI as a whole: the game being played and the stack of screens over it. The platform
// layer feeds it inputs and asks it to draw; it knows nothing about SDL.
#include <memory>
#include <vector>

#include "core/command.hpp"
#include "core/game.hpp"
#include "ui/input.hpp"
#include "ui/screen.hpp"

namespace dg {

class Terminal;

class App {
 public:
  explicit App(Game game);

  // Hands the input to the top screen; true when the display needs redrawing.
  bool handle(const Input& in);
  // Redraws the top screen from scratch; the Terminal keeps only the cells that changed.
  void draw(Terminal& term) const;

  void apply(const Command& command) { game_.apply(command); }
  const Game& game() const { return game_; }

  void push(std::unique_ptr<Screen> screen) { screens_.push_back(std::move(screen)); }
  void pop();

 private:
  Game game_;
  std::vector<std::unique_ptr<Screen>> screens_;
};

}  // namespace dg
