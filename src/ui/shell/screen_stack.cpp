#include "ui/shell/screen_stack.hpp"

namespace dg {

void ScreenStack::reset(std::unique_ptr<Screen> floor) {
  for (auto& s : screens_) retired_.push_back(std::move(s));
  screens_.clear();
  push(std::move(floor));
}

void ScreenStack::replace(std::unique_ptr<Screen> screen) {
  if (!screens_.empty()) {
    retired_.push_back(std::move(screens_.back()));
    screens_.pop_back();
  }
  push(std::move(screen));
}

void ScreenStack::pop() {
  if (screens_.size() <= 1) return;
  retired_.push_back(std::move(screens_.back()));
  screens_.pop_back();
  ++changes_;
}

}  // namespace dg
