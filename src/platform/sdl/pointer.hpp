#pragma once
// Turns mouse and touch into the UI's pointer inputs on grid cells: a move over a new cell
// is a Hover, a press and release on one cell a Click (a tap), held for half a second or
// more a LongPress. SDL turns touches into mouse events, so one path serves both.
#include <cstdint>
#include <optional>

#include "ui/input/input.hpp"

union SDL_Event;

namespace dg {

class SdlRenderer;

class PointerInput {
 public:
  static constexpr std::uint32_t kLongPressMs = 500;
  // `now_ms` is SDL_GetTicks() (the only clock read: it classifies the gesture, and the
  // game sees only the resulting input).
  std::optional<Input> translate(const SDL_Event& e, const SdlRenderer& renderer,
                                 std::uint32_t now_ms);

 private:
  int hover_col_ = -1, hover_row_ = -1;
  int press_col_ = -1, press_row_ = -1;
  std::uint32_t press_at_ = 0;
};

// The grid cell under window point (x, y) (window coordinates), or false outside the grid.
bool cell_at(const SdlRenderer& renderer, int x, int y, int& col, int& row);

}  // namespace dg
