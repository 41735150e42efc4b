#pragma once
// Permanent death: what killed you, how deep, how rich, how long. Any key starts anew.
#include "ui/screen.hpp"

namespace dg {

class DeathScreen : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
};

}  // namespace dg
