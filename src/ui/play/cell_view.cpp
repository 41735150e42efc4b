#include "ui/play/cell_view.hpp"

namespace dg {

CellView view_cell(const Game& game, Vec p) {
  using K = CellView::Kind;
  CellView v;
  const Level& lv = game.level();
  if (!lv.contains(p)) return v;
  // Blind or not, the hero knows where they are; a monster is seen or sensed.
  if (p == game.hero().pos) return v.kind = K::Player, v;
  if (const Monster* m = game.sight().visible_monster(p))
    return v.kind = K::Monster, v.monster = m, v;
  if (lv.memory[p].unseen) return v.kind = K::Unseen, v;  // something unseen, marked
  if (game.sight().sees(p)) {
    if (const int kind = game.sight().disguise_at(p); kind >= 0)  // a mimic, passing for a thing
      return v.kind = K::Item, v.item = Item{kind, 1, 0}, v;
    for (auto it = lv.items.rbegin(); it != lv.items.rend(); ++it)  // the last dropped is on top
      if (it->pos == p) return v.kind = K::Item, v.item = it->item, v;
    for (const GoldPile& g : lv.gold)
      if (g.pos == p) return v.kind = K::Gold, v.gold = g.amount, v;
    const Trap* t = lv.trap_at(p);
    if (t && !t->hidden) return v.kind = K::Trap, v.trap = t->kind, v;
    // A locked door looks closed until the hero finds the lock (core/world/level.hpp).
    return v.kind = K::Tile, v.tile = remembered_tile(lv.at(p), lv.memory[p].tile), v;
  }
  const Memory& m = lv.memory[p];
  if (!m.seen) return v;
  v.remembered = true;
  if (m.gold) return v.kind = K::Gold, v;
  if (m.item >= 0) return v.kind = K::Item, v.item = Item{m.item, 1, 0}, v;
  if (m.trap >= 0) return v.kind = K::Trap, v.trap = static_cast<TrapKind>(m.trap), v;
  return v.kind = K::Tile, v.tile = m.tile, v;
}

char32_t wall_glyph(const Level& lv, Vec p) {
  // Walls join their known neighbours, as box drawing (NetHack's | - and corners), so a wall
  // never looks like a corridor (#). Doors sit in walls and join them too.
  auto known_wall = [&](Vec q) {
    return lv.contains(q) && lv.memory[q].seen && lv.memory[q].tile == Tile::Wall;
  };
  auto joins = [&](Dir d) {
    const Vec q = p + offset(d);
    if (!lv.contains(q) || !lv.memory[q].seen) return false;
    const Tile t = lv.memory[q].tile;
    if (!(t == Tile::Wall || has_door(t) || t == Tile::DoorBroken)) return false;
    // Two rooms' walls side by side make a wall two thick: its cells join along it, not
    // across it (across, every cell would be a junction: a comb of ┬┬┬ over ┴┴┴). Across is
    // where the 2x2 blocks on both sides of the join are wall through and through.
    const Vec side{offset(d).y, offset(d).x};  // perpendicular to d
    const bool band = known_wall(q) && known_wall(p + side) && known_wall(q + side) &&
                      known_wall(p - side) && known_wall(q - side);
    return !band;
  };
  const int mask = (joins(Dir::N) ? 1 : 0) | (joins(Dir::E) ? 2 : 0) | (joins(Dir::S) ? 4 : 0) |
                   (joins(Dir::W) ? 8 : 0);
  // Indexed by the mask: N=1, E=2, S=4, W=8.
  static constexpr char32_t kBox[16] = {U'─', U'│', U'─', U'└', U'│', U'│', U'┌', U'├',
                                        U'─', U'┘', U'─', U'┴', U'┐', U'┤', U'┬', U'┼'};
  return kBox[mask];
}

}  // namespace dg
