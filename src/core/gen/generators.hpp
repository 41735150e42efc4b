#pragma once
// The level generators. Each carves tiles and rooms into a fresh level from the given RNG;
// population (stairs, traps, gold, hazards) and validation come after, in dungeon_gen.
#include <string_view>

#include "core/rng.hpp"
#include "core/world/level.hpp"

namespace dg::gen {

enum class Kind { RogueRooms, RoomsCorridors, Caverns, Bsp, Arena, kCount };
constexpr int kKindCount = static_cast<int>(Kind::kCount);
std::string_view kind_name(Kind k);

// NetHack/Rogue rooms: a 3x3 grid of rooms (floor 2-13 wide, 2-5 high, area <= 50) joined
// to their grid neighbours by corridors through doors.
Level rogue_rooms(Rng& rng, int depth);
// Random non-overlapping rectangles, each joined to the previous by an L-shaped corridor.
Level rooms_and_corridors(Rng& rng, int depth);
// Cellular automaton caves (4-5 rule); only the largest connected cave is kept.
Level caverns(Rng& rng, int depth);
// Binary space partition: leaves get rooms, sibling subtrees are joined through remembered
// connection points.
Level bsp(Rng& rng, int depth);
// An open arena with random wall pillars (for tests and debugging).
Level arena(Rng& rng, int depth);

Level generate(Kind kind, Rng& rng, int depth);

// Chance in percent that a room at `depth` is lit (rooms darken as you descend).
int lit_chance(int depth);

}  // namespace dg::gen
