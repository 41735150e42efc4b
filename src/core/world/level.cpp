#include "core/world/level.hpp"

#include <utility>

namespace dg {

Level Level::filled(int width, int height, Tile tile) {
  Level l;
  l.tiles = Array2D<Tile>(width, height, tile);
  l.lit = Array2D<std::uint8_t>(width, height, 0);
  l.memory = Array2D<Memory>(width, height);
  return l;
}

Trap* Level::trap_at(Vec p) {
  for (Trap& t : traps)
    if (t.pos == p) return &t;
  return nullptr;
}

const Trap* Level::trap_at(Vec p) const {
  for (const Trap& t : traps)
    if (t.pos == p) return &t;
  return nullptr;
}

bool Level::free_floor(Vec p) const {
  return at(p) == Tile::Floor && !trap_at(p) && !monster_at(p) && p != stairs_up &&
         p != stairs_down;
}

bool Level::bare_floor(Vec p) const {
  return free_floor(p) &&
         std::none_of(gold.begin(), gold.end(), [&](const GoldPile& g) { return g.pos == p; }) &&
         std::none_of(items.begin(), items.end(), [&](const FloorItem& f) { return f.pos == p; });
}

GoldPile* Level::gold_at(Vec p) {
  for (GoldPile& g : gold)
    if (g.pos == p) return &g;
  return nullptr;
}

Monster* Level::monster_at(Vec p) {
  for (Monster& m : monsters)
    if (m.pos == p) return &m;
  return nullptr;
}

const Monster* Level::monster_at(Vec p) const {
  for (const Monster& m : monsters)
    if (m.pos == p) return &m;
  return nullptr;
}

Monster* Level::monster_by_id(int id) {
  return const_cast<Monster*>(std::as_const(*this).monster_by_id(id));
}
const Monster* Level::monster_by_id(int id) const {
  for (const Monster& m : monsters)
    if (m.id == id) return &m;
  return nullptr;
}

int Level::room_at(Vec p) const {
  for (std::size_t i = 0; i < rooms.size(); ++i)
    if (rooms[i].contains(p)) return static_cast<int>(i);
  return -1;
}

}  // namespace dg
