#pragma once
// Permanent death: what killed you, how deep, how rich, how long. r offers the run as a
// replay, m the morgue record; any other key goes back to the title.
#include "ui/screen.hpp"

namespace dg {

class DeathScreen : public Screen {
 public:
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;
};

}  // namespace dg
