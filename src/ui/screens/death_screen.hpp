#pragma once
// Permanent death: what killed you, how deep, how rich, how long. r offers the run as a
// replay, m the morgue record, n goes back to the title; other keys do nothing (a key typed in
// haste never skips it).
#include "ui/shell/screen.hpp"

namespace dg {

class DeathScreen : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
};

}  // namespace dg
