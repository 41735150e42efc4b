#pragma once
// Running (Shift+direction, or G then a direction, as in NetHack and Brogue): steps one way
// until something is worth a look. It follows a corridor round its bends and stops where it
// forks, at a door, on the stairs, on something lying there, and for every reason a walk stops
// (ui/play/travel.hpp: a threat, a hurt, a question).
#include "core/geometry.hpp"

namespace dg {

class App;
class Game;

// The way a run goes on from the hero's cell, having come `dir`: straight on, round a
// corridor's bend, or Dir::None to stop here.
Dir run_onward(const Game& game, Dir dir);
// Runs `dir` from the hero; returns the turns taken.
int run(App& app, Dir dir);

}  // namespace dg
