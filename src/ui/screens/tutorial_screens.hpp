#pragma once
// The recap the tutorial (ui/shell/tutorial.hpp) ends on: every key it taught, with the way
// on: a real game, the tutorial again, or the title.
#include "ui/shell/screen.hpp"

namespace dg {

class TutorialRecapScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
};

}  // namespace dg
