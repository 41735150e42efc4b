#pragma once
// Shown by a tab or window that does not own the saved run: another one is playing it (this
// one opened second), or another one took it over (this one stops). One run is played in one
// place, so this one neither plays nor saves it; it may ask to take it over (the browser lets
// a tab take the run from another) or, on the desktop, try again once the other has closed.
#include "ui/shell/screen.hpp"

namespace dg {

class ElsewhereScreen : public Screen {
 public:
  // `taken`: this instance was playing and another took the run from it.
  explicit ElsewhereScreen(bool taken) : taken_(taken) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  bool taken_;
};

}  // namespace dg
