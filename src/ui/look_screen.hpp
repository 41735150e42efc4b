#pragma once
// Look mode (x or ;): a cursor over the map, moved with the movement keys, names what the
// hero knows of each cell on the message line. Escape, Enter, x or ; end it.
#include "core/geometry.hpp"
#include "ui/screen.hpp"

namespace dg {

class LookScreen : public Screen {
 public:
  explicit LookScreen(Vec start) : cursor_(start) {}
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;

 private:
  Vec cursor_;
};

}  // namespace dg
