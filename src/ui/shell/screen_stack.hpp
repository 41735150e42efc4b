#pragma once
// The screens shown, bottom to top: the floor (play, the title, or a screen that stands for
// them) and what is opened over it. A screen may close itself while it handles an input, so a
// screen taken off the stack is kept until that input is handled (retire()).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ui/shell/screen.hpp"

namespace dg {

class ScreenStack {
 public:
  void push(std::unique_ptr<Screen> screen) {
    screens_.push_back(std::move(screen));
    ++changes_;
  }
  // Swaps the top screen for another (the next step of a flow).
  void replace(std::unique_ptr<Screen> screen);
  // Closes the top screen; the floor of the stack is never closed (nothing would be drawn).
  void pop();
  // Closes every screen and puts `floor` alone on the stack.
  void reset(std::unique_ptr<Screen> floor);
  std::size_t depth() const { return screens_.size(); }
  bool empty() const { return screens_.empty(); }
  Screen& top() const { return *screens_.back(); }
  const Screen& floor() const { return *screens_.front(); }
  const std::vector<std::unique_ptr<Screen>>& all() const { return screens_; }
  // Counts every push, pop, replace and reset: a screen reader hears a new screen whole and
  // only what changed on the same one (ui/shell/speech).
  std::uint64_t changes() const { return changes_; }
  // Frees the screens closed while an input was handled, once it has been.
  void retire() { retired_.clear(); }

 private:
  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<std::unique_ptr<Screen>> retired_;
  std::uint64_t changes_ = 0;
};

}  // namespace dg
