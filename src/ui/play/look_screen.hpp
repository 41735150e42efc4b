#pragma once
// Look mode (x or ;): a cursor over the map, moved with the movement keys (or put on a cell
// with a tap or click), names what the hero knows of each cell at the top of the screen; on a
// monster in view, what can be told of it (level, speed, attacks, wounds, what it is doing,
// how dangerous it is, a line from the data). m or Tab jumps to the next monster or thing in
// view.
// Escape, Enter, x or ; end it.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class LookScreen : public Screen {
 public:
  explicit LookScreen(Vec start) : cursor_(start) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool wants_pointer() const override { return true; }
  // Its words without the map: what is under the cursor and the keys.
  std::string spoken(const ScreenContext& app) const override;

 private:
  // What is under the cursor, what can be told of a monster there, then the keys (or a notice).
  std::vector<std::string> words(const ScreenContext& app) const;
  Vec cursor_;
  mutable MapView map_;  // the map as last drawn, for the pointer
};

}  // namespace dg
