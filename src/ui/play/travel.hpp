#pragma once
// The keys that begin a walk (core/walk/walks.hpp): autoexplore (o), travel to a cell or the
// stairs (_, or > and < away from them), rest until healed (v) and counted commands (20s). Each
// checks first that the walk can begin, and says why not ("You know no way there."); the App
// then takes it a few steps a frame.
#include "core/command.hpp"
#include "core/geometry.hpp"
#include "core/walk/routes.hpp"
#include "core/walk/walker.hpp"

namespace dg {

class ScreenContext;

// Walks toward `to`.
void travel(ScreenContext& app, Vec to);
// Waits until hit points and power are full.
void rest(ScreenContext& app);
// Gives `command` (a step, a wait, a search) `times` times in a row, as a count asks (20s),
// stopping as every walk does.
void repeat_command(ScreenContext& app, const Command& command, int times);
// Explores: walks toward the nearest unknown until there is none, or something happens; then
// to a locked door, if one is left, asking before bashing it.
void explore(ScreenContext& app);

}  // namespace dg
