#include "core/gen/populate.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "core/gen/reach.hpp"
#include "core/gen/set_pieces.hpp"
#include "core/world/spawn.hpp"

namespace dg::gen {

namespace {

constexpr int kPlaceTries = 20;       // tries to find a free cell before giving up on a feature
constexpr int kFirstEscapeDepth = 2;  // the first level sure to hold a way out of a fight

// A free floor cell inside `room` (or anywhere when room is null), or (-1,-1).
Vec random_spot(const Level& level, Rng& rng, const Room* room) {
  for (int t = 0; t < kPlaceTries; ++t) {
    const Vec p = room ? Vec{rng.range(room->x, room->x + room->w - 1),
                             rng.range(room->y, room->y + room->h - 1)}
                       : Vec{rng.below(level.width()), rng.below(level.height())};
    if (level.free_floor(p)) return p;
  }
  return {-1, -1};
}

// No cell next to a door, so a hazard never plugs a doorway.
bool away_from_doors(const Level& level, Vec p) {
  for (Dir d : kAllDirs)
    if (is_door(level.at(p + offset(d)))) return false;
  return true;
}

int find_amulet_kind(const std::vector<ItemKind>& kinds) {
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].cls == ItemClass::Amulet) return static_cast<int>(i);
  return -1;
}

// A kind of tile placed in patches, hazards (`hazard`: acid, a pit, deep water, a chasm) or
// other terrain (brush, rubble, shallow water), by the catalog's frequencies at this depth; one
// that drops through the floor never on the deepest level. Nothing when none is allowed.
std::optional<Tile> roll_patch(const Catalog& cat, Rng& rng, int depth, bool deepest, bool hazard) {
  std::vector<int> weights;
  for (const TileRules& t : cat.tiles) {
    const bool allowed = depth >= t.min_depth && t.hazard == hazard &&
                         !(deepest && has_step(t.on_enter, EffectOp::Fall));
    weights.push_back(allowed ? t.frequency : 0);
  }
  const std::size_t i = rng.weighted(weights);
  if (i >= weights.size()) return std::nullopt;
  return static_cast<Tile>(i);
}

// A patch of `tile` in `room` (anywhere when null): from a free floor cell away from doors, it
// grows a step at a time in any direction over free floor, up to the tile's size.
void place_patch(const Catalog& cat, Level& level, Rng& rng, const Room* room, Tile tile) {
  const Vec p = random_spot(level, rng, room);
  if (p.x < 0 || !away_from_doors(level, p)) return;
  level.tiles[p] = tile;
  Vec q = p;
  for (int n = cat.tile(tile).size.roll(rng) - 1; n > 0; --n) {
    q = q + offset(kAllDirs[static_cast<std::size_t>(rng.below(8))]);
    if (level.free_floor(q) && away_from_doors(level, q) && !level.gold_at(q) &&
        (!room || room->contains(q)))
      level.tiles[q] = tile;
  }
}

void stock(const Catalog& cat, Level& level, Rng& rng, int depth, bool deepest, const Room* room,
           const BranchDef* theme) {
  // A monster: 25% + the depth, at most 40% (r23; 30% + twice the depth left deep levels
  // crowded past anything a hero of their level survives).
  if (rng.percent(std::min(40, 25 + depth))) {
    const int b =
        theme ? pick_breed_among(cat, rng, depth, theme->breeds) : pick_breed(cat, rng, depth);
    const Vec p = b >= 0 ? random_spot(level, rng, room) : Vec{-1, -1};
    if (p.x >= 0) spawn_group(cat, level, rng, b, depth, p, level.stairs_up);
  }
  if (rng.percent(35)) {  // treasure: gold
    const Vec p = random_spot(level, rng, room);
    if (p.x >= 0) level.gold.push_back({p, rng.range(5, 20 + 10 * depth)});
  }
  if (rng.percent(30)) {  // treasure: a thing, by frequency among those found this deep
    const int kind = pick_item_kind(cat, rng, depth);
    const Vec p = kind >= 0 ? random_spot(level, rng, room) : Vec{-1, -1};
    if (p.x >= 0) level.items.push_back({p, found_item(cat, kind, rng, depth)});
  }
  if (rng.percent(std::min(40, 10 + 3 * depth))) {  // a trap, hidden
    const Vec p = random_spot(level, rng, room);
    const int kind = p.x >= 0 ? roll_trap(cat, rng, depth, deepest) : -1;
    if (kind >= 0) level.traps.push_back({p, static_cast<TrapKind>(kind), true});
  }
  if (rng.percent(std::min(35, 10 + 2 * depth)))  // a hazard: an acid pool, a pit, deep water...
    if (const std::optional<Tile> t = roll_patch(cat, rng, depth, deepest, true))
      place_patch(cat, level, rng, room, *t);
  if (rng.percent(25))  // terrain: brush that hides, rubble, shallow water
    if (const std::optional<Tile> t = roll_patch(cat, rng, depth, deepest, false))
      place_patch(cat, level, rng, room, *t);
}

}  // namespace

int roll_trap(const Catalog& cat, Rng& rng, int depth, bool deepest) {
  std::vector<int> weights;
  for (const TrapRules& t : cat.traps) {
    const bool allowed = depth >= t.min_depth && !(deepest && has_step(t.effects, EffectOp::Fall));
    weights.push_back(allowed ? t.frequency : 0);
  }
  const std::size_t i = rng.weighted(weights);  // weights.size(): none allowed, nothing drawn
  return i < weights.size() ? static_cast<int>(i) : -1;
}

void populate(const Catalog& cat, Level& level, Rng& rng, int depth, bool deepest,
              const BranchDef* theme) {
  // Staircases: in two different rooms, or in a cave at the two ends of a long walk.
  if (level.rooms.size() >= 2) {
    const int a = rng.below(static_cast<int>(level.rooms.size()));
    int b = rng.below(static_cast<int>(level.rooms.size()) - 1);
    if (b >= a) ++b;
    level.stairs_up = random_spot(level, rng, &level.rooms[static_cast<std::size_t>(a)]);
    if (!deepest)
      level.stairs_down = random_spot(level, rng, &level.rooms[static_cast<std::size_t>(b)]);
  } else {
    level.stairs_up = random_spot(level, rng, nullptr);
    if (!deepest && level.stairs_up.x >= 0)
      level.stairs_down = farthest_cell(level, level.stairs_up);
  }
  if (level.stairs_up.x >= 0) level.tiles[level.stairs_up] = Tile::StairsUp;
  if (level.stairs_down.x >= 0) level.tiles[level.stairs_down] = Tile::StairsDown;

  // The set pieces next, each in a room of its own that the stocking leaves to it.
  std::vector<bool> taken(level.rooms.size(), false);
  place_set_pieces(cat, level, rng, depth, deepest, taken, theme);
  for (std::size_t r = 0; r < level.rooms.size(); ++r)
    if (!taken[r]) stock(cat, level, rng, depth, deepest, &level.rooms[r], theme);
  if (deepest) {  // the Amulet waits at the bottom, in a room far from the stairs if it can
    const int amulet = find_amulet_kind(cat.items);
    const Room* room = level.rooms.empty() ? nullptr
                                           : &level.rooms[static_cast<std::size_t>(
                                                 rng.below(static_cast<int>(level.rooms.size())))];
    Vec p = random_spot(level, rng, room);
    if (p.x < 0) p = farthest_cell(level, level.stairs_up);
    if (amulet >= 0) level.items.push_back({p, Item{amulet, 1, 0}});
  }
  if (level.rooms.empty()) {
    // Caves: one stocking per ~120 open cells, at random spots.
    int open = 0;
    for (Tile t : level.tiles.cells()) open += t == Tile::Floor;
    for (int i = open / 120; i > 0; --i) stock(cat, level, rng, depth, deepest, nullptr, theme);
  }
  // From level 2 down, every level holds a way out of a bad fight (a teleportation scroll, a
  // wand of sleep, a blink book...): one is added, by the depth and frequency tables, when
  // the stocking left none.
  const bool has_escape =
      std::any_of(level.items.begin(), level.items.end(),
                  [&](const FloorItem& f) { return cat.kind_of(f.item).escape; });
  if (depth >= kFirstEscapeDepth && !has_escape) {
    const int kind = pick_escape_kind(cat, rng, depth);
    Vec p{-1, -1};
    for (int tries = 0; kind >= 0 && p.x < 0 && tries < kPlaceTries; ++tries)
      p = random_spot(level, rng, nullptr);
    if (kind >= 0 && p.x < 0) p = random_open_cell(level, rng, {-1, -1});  // never left out
    if (kind >= 0) level.items.push_back({p, new_item(cat, kind, rng)});
  }
}

}  // namespace dg::gen
