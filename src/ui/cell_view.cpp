#include "ui/cell_view.hpp"

namespace dg {

CellView view_cell(const Game& game, Vec p) {
  using K = CellView::Kind;
  CellView v;
  const Level& lv = game.level();
  if (!lv.contains(p)) return v;
  // Blind or not, the hero knows where they are; a monster is seen or sensed.
  if (p == game.player()) return v.kind = K::Player, v;
  if (const Monster* m = game.visible_monster(p)) return v.kind = K::Monster, v.monster = m, v;
  if (game.sees(p)) {
    for (auto it = lv.items.rbegin(); it != lv.items.rend(); ++it)  // the last dropped is on top
      if (it->pos == p) return v.kind = K::Item, v.item = &it->item, v;
    for (const GoldPile& g : lv.gold)
      if (g.pos == p) return v.kind = K::Gold, v.gold = g.amount, v;
    const Trap* t = lv.trap_at(p);
    if (t && !t->hidden) return v.kind = K::Trap, v.trap = t->kind, v;
    return v.kind = K::Tile, v.tile = lv.at(p), v;
  }
  const Memory& m = lv.memory[p];
  if (!m.seen) return v;
  v.remembered = true;
  if (m.gold) return v.kind = K::Gold, v;
  if (m.trap >= 0) return v.kind = K::Trap, v.trap = static_cast<TrapKind>(m.trap), v;
  return v.kind = K::Tile, v.tile = m.tile, v;
}

}  // namespace dg
