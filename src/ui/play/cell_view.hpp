#pragma once
// What the hero knows of one map cell, decided once for both the map (glyphs) and the words
// (look mode, hover, the morgue): in sight, the hero, a monster, the top item, gold, a found
// trap, else the terrain; out of sight, a monster sensed by infravision, else what is
// remembered (gold, a thing, a trap or the terrain), else nothing.
#include "core/game.hpp"

namespace dg {

struct CellView {
  enum class Kind { Unknown, Player, Monster, Unseen, Item, Gold, Trap, Tile };
  Kind kind = Kind::Unknown;
  bool remembered = false;           // out of sight: what the hero remembers
  const Monster* monster = nullptr;  // Kind::Monster
  Item item;                         // Kind::Item: the top one (remembered: its kind, one of it)
  int gold = 0;                      // Kind::Gold in sight: how much
  TrapKind trap = 0;                 // Kind::Trap
  Tile tile = Tile::Rock;            // Kind::Tile
};

CellView view_cell(const Game& game, Vec p);
// The glyph a wall at p is drawn with: a box-drawing piece joining the walls and doors the
// hero knows around it.
char32_t wall_glyph(const Level& level, Vec p);

}  // namespace dg
