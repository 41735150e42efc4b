#pragma once
// Running (Shift+direction, or G then a direction, as in NetHack and Brogue): the walk is the
// core's (core/walk/walks.hpp: run_walk, run_onward); this begins it.
#include "core/geometry.hpp"
#include "core/walk/walks.hpp"

namespace dg {

class ScreenContext;

// Runs `dir` from the hero: a single step where the way is not open (a door, a monster, a
// wall: what a step would do) or the hero is confused (a run would stagger on).
void run(ScreenContext& app, Dir dir);

}  // namespace dg
