#pragma once
// The UI as a whole: the game being played and the stack of screens over it. The platform
// layer feeds it inputs and asks it to draw; it knows nothing about SDL.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/command.hpp"
#include "core/game.hpp"
#include "ui/input.hpp"
#include "ui/screen.hpp"

namespace dg {

class Terminal;

class App {
 public:
  // Makes a new game from a seed (for "play again" after death).
  using GameFactory = std::function<Result<Game>(std::uint64_t seed)>;

  App(Game game, GameFactory factory = {});

  // Hands the input to the top screen; true when the display needs redrawing.
  bool handle(const Input& in);
  // Redraws the screens bottom to top; the Terminal keeps only the cells that changed.
  void draw(Terminal& term) const;

  // Applies a command; asks for confirmation or shows the death screen when the game says so.
  Outcome apply(const Command& command);
  // Starts a fresh game (after death), from a seed derived from the last one.
  void new_game();

  const Game& game() const { return game_; }
  Game& mutable_game() { return game_; }
  // A UI message (unknown key, a refused prompt) shown on the message line until next input.
  void notify(std::string text) { notice_ = std::move(text); }
  const std::string& notice() const { return notice_; }

  void push(std::unique_ptr<Screen> screen) { screens_.push_back(std::move(screen)); }
  void pop();
  std::size_t depth() const { return screens_.size(); }

 private:
  Game game_;
  GameFactory factory_;
  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<std::unique_ptr<Screen>> retired_;  // popped during handle(), freed after it
  std::string notice_;
};

}  // namespace dg
