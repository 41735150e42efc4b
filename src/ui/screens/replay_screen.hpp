#pragma once
// Plays a recorded run back, a command at a time, over the usual play view: space or . steps
// one command, f fifty, Enter runs to the end, q leaves (for the run in progress, if any,
// else the title). Nothing here saves: watching never touches the player's own saved game.
// A replay that does not reach the game it recorded (changed, or made under other rules)
// says so at its end, and where it went astray.
#include <string>
#include <vector>

#include "core/command.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class ReplayScreen : public Screen {
 public:
  // `astray`: where the commands leave the game they recorded ("" when they reach it).
  explicit ReplayScreen(std::vector<Command> commands, std::string astray = "")
      : commands_(std::move(commands)), astray_(std::move(astray)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  // The replay's notices (its keys, where it went astray) over the message line, as far as
  // they go: stepping is the replay's own way on, there is no --More-- here.
  NoticePlace notice_place(const Terminal&, const ScreenContext&) const override {
    return NoticePlace::rows_from(0);
  }

 private:
  void step(ScreenContext& app, std::size_t n);
  std::vector<Command> commands_;
  std::string astray_;
  std::size_t next_ = 0;
};

}  // namespace dg
