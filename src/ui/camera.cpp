#include "ui/camera.hpp"

namespace dg {

namespace {
int axis(int level, int view, int focus) {
  if (level <= view) return -((view - level) / 2);
  int origin = focus - view / 2;
  if (origin < 0) origin = 0;
  if (origin > level - view) origin = level - view;
  return origin;
}
}  // namespace

Vec camera_origin(Vec level_size, Vec view_size, Vec focus) {
  return {axis(level_size.x, view_size.x, focus.x), axis(level_size.y, view_size.y, focus.y)};
}

}  // namespace dg
