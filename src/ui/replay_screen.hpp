#pragma once
// Plays a recorded run back, a command at a time, over the usual play view: space or . steps
// one command, f fifty, Enter runs to the end, q leaves (for the run in progress, if any,
// else the title). Nothing here saves: watching never touches the player's own saved game.
#include <vector>

#include "core/command.hpp"
#include "ui/screen.hpp"

namespace dg {

class ReplayScreen : public Screen {
 public:
  explicit ReplayScreen(std::vector<Command> commands) : commands_(std::move(commands)) {}
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;

 private:
  void step(App& app, std::size_t n);
  std::vector<Command> commands_;
  std::size_t next_ = 0;
};

}  // namespace dg
