#include "core/walk/routes.hpp"

#include <cstdint>
#include <utility>

#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

std::optional<Vec> known_stairs(const Game& g, bool down) {
  const Level& lv = g.level();
  const Vec p = down ? lv.stairs_down : lv.stairs_up;
  if (!lv.contains(p) || !lv.memory[p].seen) return std::nullopt;
  return p;
}

Array2D<std::uint8_t> keep_off(const Game& g, bool beside_harmless) {
  const Level& lv = g.level();
  Array2D<std::uint8_t> off(lv.width(), lv.height(), 0);
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (lv.memory[{x, y}].unseen) off[{x, y}] = 1;
  for (const Monster& m : lv.monsters) {
    if (m.tame || g.sight().visible_monster(m.pos) != &m) continue;  // the pet swaps places
    off[m.pos] = 1;
    if (!beside_harmless ||
        !(g.catalog().breed_of(m).never_attacks() || m.chains > 0 || m.at_peace()))
      continue;
    for (Dir d : kAllDirs)
      if (const Vec q = m.pos + offset(d); lv.contains(q)) off[q] = 1;
  }
  return off;
}

namespace {
// Whether the hero may walk from a to its neighbour b by what they remember: b seen, no known
// hazard there (unless it is where they asked to go), no diagonal through a doorway, and not
// a cell `off` keeps a walk from.
bool remembered_step(const TileTable& tiles, const Level& lv, const Array2D<std::uint8_t>& off,
                     Vec a, Vec b, Vec to) {
  const Memory& m = lv.memory[b];
  if (!m.seen) return false;
  if (doorway_diagonal(lv.memory[a].tile, m.tile, a, b)) return false;
  if (off[b] && b != to) return false;
  if (b == to) return true;
  const TileRules& rules = tiles[static_cast<std::size_t>(m.tile)];
  if (rules.hazard || m.trap >= 0) return false;
  return rules.walkable || m.tile == Tile::DoorClosed;  // a bump opens it
}

std::vector<Vec> path_avoiding(const Game& g, Vec to, const Array2D<std::uint8_t>& off) {
  const Level& lv = g.level();
  auto can_step = [&](Vec a, Vec b) {
    return remembered_step(g.catalog().tiles, lv, off, a, b, to);
  };
  return astar(lv.width(), lv.height(), g.hero().pos, to, can_step);
}

Array2D<int> distances_avoiding(const Game& g, const Array2D<std::uint8_t>& off) {
  const Level& lv = g.level();
  Array2D<int> dist;
  distance_field(
      lv.width(), lv.height(), g.hero().pos,
      [&](Vec a, Vec b) {
        return remembered_step(g.catalog().tiles, lv, off, a, b, {-1, -1});
      },
      dist);
  return dist;
}
}  // namespace

std::optional<Vec> in_the_way(const Game& g, Vec to) {
  const Level& lv = g.level();
  const auto path = path_avoiding(g, to, Array2D<std::uint8_t>(lv.width(), lv.height(), 0));
  const Array2D<std::uint8_t> off = keep_off(g, false);
  for (Vec p : path)  // (`to` too: a frontier cell with an eye on it is reached through it)
    if (off[p])
      if (const Monster* m = g.sight().visible_monster(p)) return m->pos;
  return std::nullopt;
}

std::vector<Vec> travel_path(const Game& g, Vec to) {
  // Around what never attacks where there is room; past it (not into it) where there is not.
  auto path = path_avoiding(g, to, keep_off(g, true));
  return path.empty() ? path_avoiding(g, to, keep_off(g, false)) : path;
}

Array2D<int> remembered_distances(const Game& g) {
  return distances_avoiding(g, keep_off(g, false));
}

namespace {
// The nearest cell in `dist`, at least `min_steps` away, with a neighbour `wanted(cell,
// neighbour)` accepts (ties: top-left first); the cell and that neighbour.
template <typename Wanted>
std::optional<std::pair<Vec, Vec>> nearest_beside(const Game& g, const Array2D<int>& dist,
                                                  int min_steps, Wanted wanted) {
  const Level& lv = g.level();
  std::optional<std::pair<Vec, Vec>> best;
  int best_d = 0;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const int d = dist[p];
      if (d < min_steps || (best && d >= best_d)) continue;
      for (Dir dir : kAllDirs) {
        const Vec q = p + offset(dir);
        if (lv.contains(q) && wanted(p, q)) {
          best = {p, q}, best_d = d;
          break;
        }
      }
    }
  return best;
}

// The nearest cell in `dist` (not the hero's own) that borders the unknown.
std::optional<Vec> frontier(const Game& g, const Array2D<int>& dist) {
  const auto found =
      nearest_beside(g, dist, 1, [&](Vec, Vec q) { return !g.level().memory[q].seen; });
  if (!found) return std::nullopt;
  return found->first;
}
}  // namespace

std::optional<Vec> explore_target(const Game& g) {
  return frontier(g, remembered_distances(g));
}

std::optional<LockedDoor> known_locked_door(const Game& g) {
  // The nearest cell beside a door the hero found locked, from which it can be bashed.
  const Level& lv = g.level();
  const auto found = nearest_beside(g, remembered_distances(g), 0, [&](Vec p, Vec q) {
    return lv.memory[q].tile == Tile::DoorLocked &&
           !doorway_diagonal(lv.memory[p].tile, Tile::DoorLocked, p, q);
  });
  if (!found) return std::nullopt;
  return LockedDoor{found->second, found->first};
}

namespace {

bool worth_carrying(const Game& g, const Item& item) {
  if (item.unpaid) return false;  // a shop's: taken only on purpose (`,`), and paid for
  const ItemKind& k = g.catalog().item(item.kind);
  // Small and never a burden: what a player of NetHack or DCSS always picks up.
  if (k.cls == ItemClass::Potion || k.cls == ItemClass::Scroll || k.cls == ItemClass::Ingredient ||
      k.cls == ItemClass::Amulet || k.cls == ItemClass::Wand || k.cls == ItemClass::Ring)
    return true;
  // More of a weapon the hero carries: thrown darts and daggers come back.
  for (const InvSlot& s : g.hero().inventory)
    if (s.item.kind == item.kind) return true;
  return false;
}

}  // namespace

std::vector<int> wanted_here(const Game& g, bool picks_up) {
  std::vector<int> which;
  const Vec p = g.hero().pos;
  if (!picks_up || g.level().left_at(p)) return which;
  int index = 0;
  for (const FloorItem& f : g.level().items) {
    if (f.pos != p) continue;
    if (worth_carrying(g, f.item)) which.push_back(index);
    ++index;
  }
  return which;
}

// The nearest reachable cell with gold or something worth carrying on it, as far as the hero
// knows: what is in sight, and what they remember seeing elsewhere. Not a cell where the
// player left things, nor one with a known hazard (stepping there asks first).
namespace {

std::optional<Vec> loot_target(const Game& g, bool picks_up, const Array2D<int>& dist) {
  if (!picks_up) return std::nullopt;
  const Level& lv = g.level();
  Array2D<std::uint8_t> wanted(lv.width(), lv.height(), 0);
  for (const GoldPile& gp : lv.gold)
    if (g.sight().sees(gp.pos)) wanted[gp.pos] = 1;
  for (const FloorItem& f : lv.items)
    if (g.sight().sees(f.pos) && worth_carrying(g, f.item)) wanted[f.pos] = 1;
  for (const Monster& m : lv.monsters)  // a mimic: the hero goes for what it passes for
    if (const int kind = g.sight().disguise_at(m.pos);
        kind >= 0 && worth_carrying(g, Item{kind, 1, 0}))
      wanted[m.pos] = 1;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const Memory& m = lv.memory[p];
      if (g.sight().sees(p) || !m.seen) continue;
      if (m.gold || (m.item >= 0 && worth_carrying(g, Item{m.item, 1, 0}))) wanted[p] = 1;
    }
  std::optional<Vec> best;
  int best_d = 0;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (!wanted[p] || p == g.hero().pos || lv.left_at(p)) continue;
      const int d = dist[p];
      if (d <= 0 || (best && d >= best_d)) continue;
      best = p, best_d = d;
    }
  return best;
}

// Where explore goes next: things to pick up or the unknown, whichever is nearer (by one
// distance field: its steps are the lengths of the paths travel would walk).
}  // namespace

std::optional<Vec> explore_goal(const Game& g, bool picks_up, bool past_monsters) {
  const Level& lv = g.level();
  const Array2D<int> dist =
      past_monsters ? distances_avoiding(g, Array2D<std::uint8_t>(lv.width(), lv.height(), 0))
                    : remembered_distances(g);
  const auto unknown = frontier(g, dist);
  const auto loot = loot_target(g, picks_up, dist);
  if (!loot) return unknown;
  if (!unknown || dist[*loot] <= dist[*unknown]) return loot;
  return unknown;
}

}  // namespace dg
