#include "ui/play/camera.hpp"

#include <algorithm>
#include <vector>

namespace dg {

namespace {

// One axis: centred on `focus`, then shifted the least that brings [lo, hi] into the view
// (the caller makes sure it fits), then kept within the level.
int axis(int level, int view, int focus, int lo, int hi) {
  if (level <= view) return -((view - level) / 2);
  int origin = focus - view / 2;
  if (lo < origin) origin = lo;
  if (hi >= origin + view) origin = hi - view + 1;
  return std::clamp(origin, 0, level - view);
}

}  // namespace

Vec camera_origin(Vec level_size, Vec view_size, Vec focus, std::span<const Vec> also) {
  // The nearest first: each joins the box the view must hold if the box still fits.
  Vec lo = focus, hi = focus;
  std::vector<Vec> order(also.begin(), also.end());
  std::stable_sort(order.begin(), order.end(),
                   [&](Vec a, Vec b) { return chebyshev(a, focus) < chebyshev(b, focus); });
  for (Vec p : order) {
    const Vec nlo{std::min(lo.x, p.x), std::min(lo.y, p.y)};
    const Vec nhi{std::max(hi.x, p.x), std::max(hi.y, p.y)};
    if (nhi.x - nlo.x < view_size.x && nhi.y - nlo.y < view_size.y) lo = nlo, hi = nhi;
  }
  return {axis(level_size.x, view_size.x, focus.x, lo.x, hi.x),
          axis(level_size.y, view_size.y, focus.y, lo.y, hi.y)};
}

}  // namespace dg
