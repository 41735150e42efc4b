#include "platform/sdl/quad_batch.hpp"

namespace dg {

void QuadBatch::clear() {
  vertices_.clear();
  indices_.clear();
}

void QuadBatch::quad(const SDL_Rect& dst, SDL_Color color, float u0, float v0, float u1, float v1) {
  const int first = static_cast<int>(vertices_.size());
  const float x0 = static_cast<float>(dst.x), y0 = static_cast<float>(dst.y);
  const float x1 = static_cast<float>(dst.x + dst.w), y1 = static_cast<float>(dst.y + dst.h);
  vertices_.push_back({{x0, y0}, color, {u0, v0}});
  vertices_.push_back({{x1, y0}, color, {u1, v0}});
  vertices_.push_back({{x1, y1}, color, {u1, v1}});
  vertices_.push_back({{x0, y1}, color, {u0, v1}});
  for (int i : {0, 1, 2, 0, 2, 3}) indices_.push_back(first + i);
}

void QuadBatch::fill(const SDL_Rect& dst, SDL_Color color) {
  quad(dst, color, 0, 0, 0, 0);
}

void QuadBatch::copy(const SDL_Rect& src, int texture_w, int texture_h, const SDL_Rect& dst,
                     SDL_Color color) {
  if (texture_w <= 0 || texture_h <= 0) return;
  const float tw = static_cast<float>(texture_w), th = static_cast<float>(texture_h);
  quad(dst, color, static_cast<float>(src.x) / tw, static_cast<float>(src.y) / th,
       static_cast<float>(src.x + src.w) / tw, static_cast<float>(src.y + src.h) / th);
}

void QuadBatch::draw(SDL_Renderer* renderer, SDL_Texture* texture) {
  if (!vertices_.empty())
    SDL_RenderGeometry(renderer, texture, vertices_.data(), static_cast<int>(vertices_.size()),
                       indices_.data(), static_cast<int>(indices_.size()));
  clear();
}

}  // namespace dg
