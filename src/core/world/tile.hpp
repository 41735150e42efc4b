#pragma once
// The kinds of map cell and the rules the game needs about them. The rules (name, can you
// walk there, does it block sight) come from content data (tileset.toml) into the Catalog
// (core/catalog.hpp); what a tile looks like is the UI's business.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/effect/effect_step.hpp"

namespace dg {

enum class Tile : std::uint8_t {
  Rock,  // solid rock between rooms: impassable, never drawn
  Floor,
  Corridor,
  Wall,
  DoorClosed,
  DoorOpen,
  DoorLocked,
  DoorBroken,
  StairsUp,
  StairsDown,
  Acid,
  Pit,
  kCount  // the tiles the engine names; tileset.toml adds more after them
};
// The tiles the engine names (generators and rules refer to them). Any other terrain is data
// alone: tileset.toml defines it after these, with its rules and look, and its Tile is its
// place in the catalog's table (kEngineTiles and up, fewer than kMaxTiles in all).
constexpr std::size_t kEngineTiles = static_cast<std::size_t>(Tile::kCount);
constexpr std::size_t kMaxTiles = 64;

struct TileRules {
  std::string id;     // "door_closed": its key in the data
  std::string name;   // "closed door": used in messages
  char map_char = 0;  // what stands for it in hand-drawn maps (a data tile's; 0: none)
  bool walkable = false;
  bool blocks_sight = true;
  bool hazard = false;  // stepping in hurts: the game asks before you do it knowingly
  // Said when the hero walks into it and cannot pass ("The vault door is locked fast."); ""
  // says "There is a <name> in the way."
  std::string bumped;
  // A door that a key opens (a vault's): what lies behind it counts as reachable when a level
  // is checked, since its key lies on the level (a piece's `elsewhere`).
  bool lock = false;
  // What walking into it does, taking a turn (drinking from a fountain), and then, one time in
  // `used_up.of` (`used_up.in`), the tile it becomes (a fountain dries up): `used_into`.
  // `used`: words said on walking into it when that does something, taking a turn (a lever
  // pulled: a set piece's "use" trigger may fire, core/world/piece_triggers.hpp).
  Effects on_bump;
  std::string used;
  // Asked before a step into it is taken on purpose ("Drink from the fountain?"): the play
  // screen asks, so a slip of the key costs nothing; "" asks nothing.
  std::string ask;
  Chance used_up;
  int used_into = 0;  // a Tile
  // A boulder (r39, core/world/boulders.hpp): walking into it pushes it on. A hole: a boulder
  // pushed into it fills it, and it becomes `filled_into` (a Tile; -1: not a hole).
  bool pushed = false;
  int filled_into = -1;
  // Dropping a thing on it tells whether the thing is cursed (an altar).
  bool shows_curses = false;
  // An altar's alignment (an alignment's id, "lawful"): the god of the hero's pantheon of that
  // alignment is served there (core/action/worship.hpp). "": no god's.
  std::string altar;
  // What it does to a hero who does not float over it: on stepping in (a pit), and every
  // turn spent in it (an acid pool).
  Effects on_enter;
  Effects each_turn;
  // Placing a hazard on a level's floor (core/gen/populate.cpp): its weight among the hazards
  // allowed at a depth (0: never placed so), from `min_depth` down, and how many cells it
  // covers (a pool grows from its first cell, so up to size.roll() cells).
  int frequency = 0;
  int min_depth = 1;
  TurnRange size{1, 1};
  // Fire (core/world/fire.hpp): the ticks it burns once alight (0: it never burns), the chance
  // each tick that a burning neighbour sets it alight, and the tile it leaves (brush: ash).
  int burns = 0;
  Chance catches;
  int burns_into = 0;  // a Tile
  // Water: a creature on fire that comes into it is put out; a swimmer may go there.
  bool quenches = false;
  // Shallow water: a step into it costs half a turn more, and splashing in it the hero is
  // noticed from twice as far (core/actor/stealth.hpp).
  bool slows = false;
  bool noisy = false;
  // Deep water: a swimmer under it is hidden from the hero unless beside them.
  bool submerges = false;
  // It gives light this many cells around (a brazier, glowing fungus): the hero sees what it
  // lights from anywhere in view (core/world/light.hpp). 0: none.
  int light = 0;
  // A vent (marsh mud breathing methane): each tick, by `vent_chance`, `vent_volume` of gas
  // kind `vents` rises from it (-1: none).
  int vents = -1;
  int vent_volume = 0;
  Chance vent_chance;
  // Whether walking into it does something (a fountain, a lever), rather than bump.
  bool usable() const { return !on_bump.empty() || !used.empty(); }
  friend bool operator==(const TileRules&, const TileRules&) = default;
};

// The key naming each of the engine's tiles in data files ("door_closed"); "" for the others.
std::string_view tile_id(Tile t);

// The rules of every tile, indexed by Tile (Catalog::tiles): the engine's, then the data's.
using TileTable = std::vector<TileRules>;

// The index of the tile with this id in `tiles`, or -1 (the data's names for a tile: a set
// piece's terrain, what a lever turns into, what a key unlocks).
int find_tile(const TileTable& tiles, std::string_view id);

// Whether a doorway holds a door that stops diagonal steps (core/world/step_rule.hpp): open, closed
// or locked. A broken door leaves an empty doorway, crossed diagonally as in NetHack.
inline bool has_door(Tile t) {
  return t == Tile::DoorOpen || t == Tile::DoorClosed || t == Tile::DoorLocked;
}

inline bool is_door(Tile t) {
  return t == Tile::DoorClosed || t == Tile::DoorOpen || t == Tile::DoorLocked ||
         t == Tile::DoorBroken;
}

}  // namespace dg
