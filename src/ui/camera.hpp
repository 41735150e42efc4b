#pragma once
// Which part of a level a view shows. A level that fits is centred; a larger one scrolls so
// the player stays in view, without showing space past the level's edges.
#include "core/geometry.hpp"

namespace dg {

// Top-left level cell shown at the view's top-left (negative when the level is centred
// inside a bigger view).
Vec camera_origin(Vec level_size, Vec view_size, Vec focus);

}  // namespace dg
