#pragma once
// Rectangles gathered for one SDL_RenderGeometry call. A frame of the grid was one
// SDL_RenderFillRect and one SDL_RenderCopy per cell, and SDL sends each call to the GPU as a
// draw of its own: about 4,000 draws for a full screen. On a software GPU (Chromium without
// one, which is also Lighthouse's phone) the first frame's draws took 75 ms, and the page's
// main thread waited for them. Gathered, a frame is one draw for the backgrounds and one for
// the glyphs; the cells never overlap, so the order between cells does not matter.
#include <SDL.h>

#include <vector>

namespace dg {

class QuadBatch {
 public:
  void clear();
  bool empty() const { return vertices_.empty(); }
  // A rectangle of one colour.
  void fill(const SDL_Rect& dst, SDL_Color color);
  // A rectangle of `texture_w` x `texture_h` texture, its `src` part tinted `color` (as
  // SDL_SetTextureColorMod tints a copy).
  void copy(const SDL_Rect& src, int texture_w, int texture_h, const SDL_Rect& dst,
            SDL_Color color);
  // Draws what was gathered (with `texture`, or untextured for fills) and clears it.
  void draw(SDL_Renderer* renderer, SDL_Texture* texture);

 private:
  void quad(const SDL_Rect& dst, SDL_Color color, float u0, float v0, float u1, float v1);

  std::vector<SDL_Vertex> vertices_;
  std::vector<int> indices_;
};

}  // namespace dg
