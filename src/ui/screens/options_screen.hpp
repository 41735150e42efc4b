#pragma once
// The options, from the title (o) or in play (=): the keys (a preset, or any command rebound
// on the keys screen), the palette, the map's zoom and whether explore picks things up. Each
// change applies at once and is kept (App::set_preferences).
#include "ui/shell/screen.hpp"

namespace dg {

class OptionsScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
};

}  // namespace dg
