#pragma once
// Set pieces: places with a story that the generators build into a level (a den, an armoury,
// a graveyard, a flooded room), as Brogue's machines and NetHack's themed rooms. Every kind is
// data (setpieces.toml): an ASCII layout, a legend saying what each of its marks puts there
// (terrain, a monster, a thing, a trap, gold), the depths it is found at and how often, and
// what is said on arriving on its level and on first stepping into it. The engine knows no
// kind by name: core/gen/set_pieces.cpp fits them into rooms.
#include <cstdint>
#include <string>
#include <vector>

#include "core/effect/effect_step.hpp"
#include "core/world/tile.hpp"

namespace dg {

// What one mark of a layout puts on its cell.
struct PieceMark {
  char mark = 0;
  Tile tile = Tile::Floor;
  // A monster: of `breed`; or, with `any_monster`, one breed `deeper` levels below the level's
  // depth, the same for every cell of the mark (a den of one kind). Asleep unless `awake`; in
  // chains, waiting to be freed, if `captive` (core/actor/allies.hpp).
  int breed = -1;
  bool any_monster = false;
  int deeper = 0;
  bool awake = false;
  bool captive = false;
  // A thing: of `item`; or, with `item_class` (an ItemClass) or `any_item`, one found at the
  // depth, by frequency.
  int item = -1;
  int item_class = -1;
  bool any_item = false;
  // Whether the thing is cursed (core/world/spawn.hpp): -1 as anything found (one in eight of
  // what is worn or wielded), 0 never (a vault's prizes), 1 always (a shrine's offerings).
  int cursed = -1;
  // A hidden trap: of `trap`, or of a kind found at the depth with `any_trap`.
  int trap = -1;
  bool any_trap = false;
  bool gold = false;  // a pile of gold, as a room's treasure at the depth
  // Rolled for what the mark puts there (its tile is always laid).
  Chance chance;
  // A shop (r38, core/world/shop.hpp): the mark's monster keeps the piece as its shop (its
  // post is this cell, inside the door), and turns away a hero carrying one of `forbids` (a
  // pick-axe); the things of a `for_sale` mark are the shop's until paid for.
  bool keeper = false;
  std::vector<int> forbids;
  bool for_sale = false;
  // Town folk (r39): the mark's monster is at peace with the hero (core/actor/peaceful.hpp).
  bool peaceful = false;
  // On a whole level's map (r39): the set piece built with its top-left cell on the mark (a
  // town's shops), -1 for none; `piece_id` names it until the file is read.
  int piece = -1;
  std::string piece_id;
  friend bool operator==(const PieceMark&, const PieceMark&) = default;
};

// What the hero does that sets a piece's machinery off.
enum class PieceEvent : std::uint8_t {
  Enter,  // steps onto a cell of one of the marks
  Take,   // picks something up from a cell of one of the marks
  Use,    // walks into a cell of one of the marks, using its tile (pulls a lever)
};

// Once per piece: on the event at a cell of a mark in `at`, the cells of the marks in `turn`
// (but those the hero or a monster stands on) become `into` (the cages close on the prizes left),
// and with `wake` the piece's sleepers rise and hunt the hero (an ambush sprung). Any creature
// sets off an "enter" trigger. `say` is said when it changed anything and the hero set it off,
// `seen` when another creature did and the hero sees where.
struct PieceTrigger {
  PieceEvent when = PieceEvent::Enter;
  std::string at;
  std::string turn;
  Tile into = Tile::Floor;
  bool wake = false;
  std::string say;
  std::string seen;
  friend bool operator==(const PieceTrigger&, const PieceTrigger&) = default;
};
constexpr std::size_t kMaxTriggers = 8;  // a placed piece keeps which fired in a byte

struct SetPiece {
  std::string id;    // "graveyard": its key in the data
  std::string name;  // "a graveyard": the seed catalog's and the tests' words
  // Rows of the same width: ' ' leaves the cell as the level made it; the map characters of
  // hand-drawn maps lay their tiles ('.' floor, '#' wall, '+' door, a data tile's map_char);
  // a legend mark lays its tile and puts its thing.
  std::vector<std::string> layout;
  std::vector<PieceMark> legend;
  std::vector<PieceTrigger> triggers;
  // What it puts elsewhere on its level, outside it, in a room of another (the vault's key):
  // marks of the legend's kind, their `mark` unused.
  std::vector<PieceMark> elsewhere;
  int frequency = 0;  // weight among the pieces allowed at a depth
  // A whole hand-made level (r39, its data's kind "level"), never built into a made one: a
  // branch's (core/gen/branches.hpp).
  bool whole = false;
  int min_depth = 2;
  int max_depth = 12;
  bool lit = false;      // its room is lit (a garden under a shaft of daylight)
  std::string announce;  // said on first arriving on its level ("You hear the clink of chains.")
  std::string enter;     // said when the hero first steps into it
  // The legend's shopkeeper mark, or null: the piece is a shop (core/world/shop.hpp).
  const PieceMark* keeper() const {
    for (const PieceMark& m : legend)
      if (m.keeper) return &m;
    return nullptr;
  }
  int width() const { return layout.empty() ? 0 : static_cast<int>(layout[0].size()); }
  int height() const { return static_cast<int>(layout.size()); }
  friend bool operator==(const SetPiece&, const SetPiece&) = default;
};

}  // namespace dg
