#pragma once
// The main view: message line on top, the map in the middle (camera on the player), two
// status lines at the bottom.
#include "ui/screen.hpp"

namespace dg {

class PlayScreen : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;

  // Rows taken by the message line (top) and the status lines (bottom).
  static constexpr int kTopRows = 1;
  static constexpr int kBottomRows = 2;
};

}  // namespace dg
