#pragma once
// Which part of a level a view shows. A level that fits is centred; a larger one scrolls so
// the player stays in view, without showing space past the level's edges, and shifts as little
// as it must to show the monsters in sight too (on a phone's zoomed map a gnome 11 cells east
// was in sight and off the screen). What still does not fit is marked at the view's edge.
#include <span>

#include "core/geometry.hpp"

namespace dg {

// Top-left level cell shown at the view's top-left (negative when the level is centred
// inside a bigger view): on `focus`, moved to show as many of `also` as fit with it.
Vec camera_origin(Vec level_size, Vec view_size, Vec focus, std::span<const Vec> also = {});

}  // namespace dg
