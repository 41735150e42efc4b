#pragma once
// The tutorial's own screens (ui/shell/tutorial.hpp): the question that leaves it, and the
// recap it ends on, every key it taught, with the way on: a real game, the tutorial again, or
// the title.
#include "ui/shell/screen.hpp"

namespace dg {

// "Leave the tutorial? It is not saved. [yn]" on the message line: y goes back to the title.
class LeaveTutorialPrompt : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
};

class TutorialRecapScreen : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
};

}  // namespace dg
