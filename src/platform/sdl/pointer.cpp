#include "platform/sdl/pointer.hpp"

#include <SDL.h>

#include "platform/sdl/sdl_renderer.hpp"

namespace dg {

bool cell_at(const SdlRenderer& renderer, int x, int y, int& col, int& row) {
  int win_w = 0, win_h = 0;
  SDL_GetWindowSize(renderer.window(), &win_w, &win_h);
  const RenderStats& s = renderer.stats();
  if (win_w <= 0 || win_h <= 0) return false;
  // Window coordinates are CSS pixels on the web; the grid is laid out in device pixels.
  const int px = x * s.out_w / win_w, py = y * s.out_h / win_h;
  const GridLayout& g = renderer.layout();
  const int cw = renderer.atlas().cell_width(), ch = renderer.atlas().cell_height();
  if (cw <= 0 || ch <= 0 || px < g.origin_x || py < g.origin_y) return false;
  col = (px - g.origin_x) / cw;
  row = (py - g.origin_y) / ch;
  return col < g.cols && row < g.rows;
}

std::optional<Input> PointerInput::translate(const SDL_Event& e, const SdlRenderer& renderer,
                                             std::uint32_t now_ms) {
  int col = 0, row = 0;
  switch (e.type) {
    case SDL_MOUSEMOTION:
      if (!cell_at(renderer, e.motion.x, e.motion.y, col, row)) return std::nullopt;
      if (col == hover_col_ && row == hover_row_) return std::nullopt;
      hover_col_ = col, hover_row_ = row;
      return Input::pointer(Key::Hover, col, row);
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button != SDL_BUTTON_LEFT ||
          !cell_at(renderer, e.button.x, e.button.y, col, row))
        return std::nullopt;
      press_col_ = col, press_row_ = row, press_at_ = now_ms;
      return std::nullopt;
    case SDL_MOUSEBUTTONUP: {
      if (e.button.button != SDL_BUTTON_LEFT || press_col_ < 0 ||
          !cell_at(renderer, e.button.x, e.button.y, col, row))
        return std::nullopt;
      const bool same = col == press_col_ && row == press_row_;
      press_col_ = press_row_ = -1;
      if (!same) return std::nullopt;  // a drag, not a tap
      const bool held = now_ms - press_at_ >= kLongPressMs;
      return Input::pointer(held ? Key::LongPress : Key::Click, col, row);
    }
    default: return std::nullopt;
  }
}

}  // namespace dg
