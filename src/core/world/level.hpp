#pragma once
// One dungeon level: tiles, lit cells, rooms, traps, gold on the floor, its staircases, and
// what the player remembers of it.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/actor/monster.hpp"
#include "core/geometry.hpp"
#include "core/item/item.hpp"
#include "core/world/monster_list.hpp"
#include "core/world/tile.hpp"
#include "core/world/trap.hpp"

namespace dg {

// A room's floor (interior) rectangle; its walls are one cell outside.
struct Room {
  int x = 0, y = 0, w = 0, h = 0;
  bool lit = false;
  bool contains(Vec p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  Vec center() const { return {x + w / 2, y + h / 2}; }
  friend bool operator==(const Room&, const Room&) = default;
};

// A set piece built into the level (core/world/set_piece.hpp): its kind, the cells its layout
// covers, and whether the hero has stepped into it yet (its `enter` words are said once).
struct PlacedPiece {
  int kind = 0;  // index in Catalog::set_pieces
  Vec pos;       // its layout's top-left cell
  int w = 0, h = 0;
  bool entered = false;
  std::uint8_t fired = 0;  // its triggers that went off, a bit each
  // The layout's character at `p` (inside it), or ' '.
  char mark_at(const std::vector<std::string>& layout, Vec p) const {
    if (!contains(p)) return ' ';
    return layout[static_cast<std::size_t>(p.y - pos.y)][static_cast<std::size_t>(p.x - pos.x)];
  }
  bool contains(Vec p) const {
    return p.x >= pos.x && p.y >= pos.y && p.x < pos.x + w && p.y < pos.y + h;
  }
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

struct GoldPile {
  Vec pos;
  int amount = 0;
  friend bool operator==(const GoldPile&, const GoldPile&) = default;
};

// What the player last saw of a cell (drawn dimmer when out of sight).
struct Memory {
  // What the hero remembers there. A locked door is remembered as closed until the hero
  // finds it locked (a bump, or trying to open it): only then does it look locked.
  Tile tile = Tile::Rock;
  bool seen = false;
  bool gold = false;
  std::int8_t trap = -1;   // TrapKind seen there, or -1
  std::int16_t item = -1;  // kind of the item seen on top there, or -1
  // Something unseen struck from here, or was struck here (NetHack's `I`): drawn until a
  // monster is seen there or the hero walks into it.
  bool unseen = false;
  friend bool operator==(const Memory&, const Memory&) = default;
};

// What the hero learns on seeing `seen`, over what they remembered there.
inline Tile remembered_tile(Tile seen, Tile before) {
  return seen == Tile::DoorLocked && before != Tile::DoorLocked ? Tile::DoorClosed : seen;
}

// The gas over a cell (core/world/gas.hpp): its kind and volume (0: none).
struct GasCell {
  std::uint8_t kind = 0;  // an index in Catalog::gases, while volume > 0
  std::uint8_t volume = 0;
  // Its kind blocks sight (smoke), kept here so the field of view reads the level alone.
  bool opaque = false;
  friend bool operator==(const GasCell&, const GasCell&) = default;
};

struct Level {
  Array2D<Tile> tiles;
  Array2D<std::uint8_t> lit;  // 1 where light reaches (lit rooms and their walls)
  // What burns and what drifts (core/world/fire.hpp, gas.hpp): the ticks each cell still
  // burns, the gas over it. `burning` and `gassy` count such cells, so a level with neither
  // costs nothing each tick. Empty until the first fire or gas (a level made before r33 has none).
  Array2D<std::uint8_t> fire;
  Array2D<GasCell> gas;
  int burning = 0;
  int gassy = 0;
  // The cells whose terrain vents gas (a marsh's mud), found on the level's first tick, and
  // those whose terrain gives light (a brazier), found the first time the hero looks.
  std::vector<Vec> vents;
  bool vents_found = false;
  std::vector<Vec> lamps;
  bool lamps_found = false;
  Array2D<Memory> memory;
  std::vector<Room> rooms;
  std::vector<Trap> traps;
  std::vector<GoldPile> gold;
  std::vector<PlacedPiece> pieces;
  MonsterList monsters;  // in stable slots (core/world/monster_list.hpp)
  std::vector<FloorItem> items;
  // Cells where the hero left things: dropped them, or picked up there and left the rest.
  // Explore does not pick up there again (oldest forgotten past kMaxLeft).
  std::vector<Vec> left;
  static constexpr std::size_t kMaxLeft = 256;
  int next_monster_id = 1;
  int summons = 0;  // the calls monsters made on it (core/effect/magic.hpp's kSummonsHere)
  Vec stairs_up{-1, -1};
  Vec stairs_down{-1, -1};
  // A second way down, into the branch whose staircase is on this level (r39), or (-1,-1).
  Vec branch_stairs{-1, -1};

  // A level of `tile` everywhere, nothing else.
  static Level filled(int width, int height, Tile tile);

  int width() const { return tiles.width(); }
  int height() const { return tiles.height(); }
  bool contains(Vec p) const { return tiles.contains(p); }
  // On (or past) the level's outermost ring, which nothing walks or digs into, a xorn neither.
  bool on_rim(Vec p) const {
    return p.x <= 0 || p.y <= 0 || p.x >= width() - 1 || p.y >= height() - 1;
  }
  // Outside the map counts as rock, so callers can probe neighbours without bounds checks.
  Tile at(Vec p) const { return contains(p) ? tiles[p] : Tile::Rock; }

  Trap* trap_at(Vec p);
  const Trap* trap_at(Vec p) const;
  GoldPile* gold_at(Vec p);
  Monster* monster_at(Vec p);
  const Monster* monster_at(Vec p) const;
  Monster* monster_by_id(int id);
  const Monster* monster_by_id(int id) const;
  bool left_at(Vec p) const { return std::find(left.begin(), left.end(), p) != left.end(); }
  void leave_at(Vec p) {
    if (left_at(p)) return;
    if (left.size() >= kMaxLeft) left.erase(left.begin());
    left.push_back(p);
  }
  int fire_at(Vec p) const { return fire.contains(p) ? fire[p] : 0; }
  GasCell gas_at(Vec p) const { return gas.contains(p) ? gas[p] : GasCell{}; }
  // Sizes the fire and gas layers to the level (they start empty).
  void make_layers() {
    if (fire.width() != width() || fire.height() != height())
      fire = Array2D<std::uint8_t>(width(), height(), 0), burning = 0;
    if (gas.width() != width() || gas.height() != height())
      gas = Array2D<GasCell>(width(), height()), gassy = 0;
  }
  // Index of the room whose floor holds p, or -1.
  int room_at(Vec p) const;
  // Plain floor a generator may put something on: no trap, no monster, not a staircase ...
  bool free_floor(Vec p) const;
  // ... and nothing lying there either, gold or things (where a set piece builds).
  bool bare_floor(Vec p) const;

  friend bool operator==(const Level&, const Level&) = default;
};

}  // namespace dg
