#pragma once
// Wizard mode's commands, chosen by letter: see the whole level, walk through walls, jump
// to any depth, immortality, summon any monster by name.
#include "ui/shell/screen.hpp"

namespace dg {

class WizardMenu : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
};

}  // namespace dg
