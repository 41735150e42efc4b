#pragma once
// Making monsters: which breed appears at a depth (by frequency, within its depth range) and
// how strong it is there (deeper means higher level, more hit points).
#include <optional>
#include <vector>

#include "core/catalog.hpp"
#include "core/rng.hpp"
#include "core/world/level.hpp"

namespace dg {

// An item kind for `depth`, weighted by frequency; -1 if none.
int pick_item_kind(const Catalog& cat, Rng& rng, int depth);
// An item kind of class `cls` for `depth`, by frequency; -1 if none.
int pick_item_of_class(const Catalog& cat, Rng& rng, int depth, ItemClass cls);
// An item kind marked as a way out of a bad fight (`escape`), for `depth`, by frequency; -1
// if none.
int pick_escape_kind(const Catalog& cat, Rng& rng, int depth);
// One new item of `kind`: a wand comes with a roll of its charges.
Item new_item(const Catalog& cat, int kind, Rng& rng);
// One item of `kind` found lying in the dungeon or carried by a hoarder: as new_item, and a
// weapon, piece of armour or ring one time in kCurseOneIn is cursed (a weapon or armour then
// -1 to -3), as NetHack's random objects are; an uncursed weapon or armour may have a power
// (core/item/power.hpp), more often deeper. A hero's kit and a monster's own gear never do.
constexpr int kCurseOneIn = 8;
Item found_item(const Catalog& cat, int kind, Rng& rng, int depth);
// Whether items of `kind` can carry a curse: what is wielded, worn or put on and stays so.
bool can_be_cursed(const ItemKind& kind);
// Curses `item` (which can be cursed): a weapon or armour also -1 to -3.
void curse(const Catalog& cat, Item& item, Rng& rng);
// A breed for `depth`, weighted by frequency; -1 if none can appear there.
int pick_breed(const Catalog& cat, Rng& rng, int depth);
// ... among those that stand and fight: no mimic lying still, none that never attacks (a set
// piece's den, guards or captive).
// A breed of `only` (a branch's own), by frequency among those met at `depth`, or the nearest
// to it; any breed when `only` is empty.
int pick_breed_among(const Catalog& cat, Rng& rng, int depth, const std::vector<int>& only);
int pick_fighter(const Catalog& cat, Rng& rng, int depth);
// Puts a new monster of `breed` at `pos` (which must be free); returns it.
Monster& spawn_monster(const Catalog& cat, Level& level, Rng& rng, int breed, int depth, Vec pos);
// A new monster of `breed` at `pos` and, when the breed comes in packs, the rest of its pack
// on the free cells nearest to it (never on `avoid`, the hero's); all share the first one's
// mind. Returns their ids.
std::vector<int> spawn_group(const Catalog& cat, Level& level, Rng& rng, int breed, int depth,
                             Vec pos, Vec avoid);
// True when a monster may be placed at p: open floor, no monster, not a staircase.
bool free_for_monster(const Catalog& cat, const Level& level, Vec p);
// A random floor cell with no trap, no monster and not `avoid` (the hero's): where a
// teleported creature lands or a wanderer appears. The up staircase if none turns up.
Vec random_open_cell(const Level& level, Rng& rng, Vec avoid);
// The free cell (as free_for_monster says, and not `avoid`) nearest to `from`, looking ring by
// ring outwards and along each ring in a fixed order; nothing when the level has none.
std::optional<Vec> nearest_free_for_monster(const Catalog& cat, const Level& level, Vec from,
                                            Vec avoid);

}  // namespace dg
