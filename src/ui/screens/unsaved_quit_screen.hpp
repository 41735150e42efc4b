#pragma once
// The desktop window is closing (or the process was asked to stop) and the run could not be
// saved: instead of ending in silence, the game says why and waits. q closes anyway (the run
// is lost, as the player chose); any other key goes back to the game to try again later.
#include <string>

#include "ui/shell/screen.hpp"

namespace dg {

class UnsavedQuitScreen : public Screen {
 public:
  explicit UnsavedQuitScreen(std::string why) : why_(std::move(why)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  std::string why_;
};

}  // namespace dg
