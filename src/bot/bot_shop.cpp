#include "bot/bot_shop.hpp"

#include "core/game.hpp"
#include "core/walk/routes.hpp"
#include "core/world/shop.hpp"

namespace dg::bot_shop {

namespace {

// What the bot buys: potions and scrolls (healing, escapes, identify: what it drinks and reads
// as it needs), one at a time, when it has the gold.
bool wanted(const Game& g, const FloorItem& f) {
  const ItemClass c = g.catalog().kind_of(f.item).cls;
  return f.item.unpaid && (c == ItemClass::Potion || c == ItemClass::Scroll) &&
         shop::price(g, f.item) <= g.hero().gold && shop::keeper(g, shop::at(g, f.pos));
}

}  // namespace

std::string keys(const Game& g) {
  const Player& h = g.hero();
  const int owed = shop::debt(g);
  if (owed > 0) {
    if (owed <= h.gold) return "$";
    for (const InvSlot& s : h.inventory)  // more than its gold: back on the shelf
      if (s.item.unpaid) return std::string("d") + s.letter;
    return "";
  }
  for (const FloorItem& f : g.level().items)
    if (f.pos == h.pos && wanted(g, f)) return ",";
  return "";
}

Dir to_goods(const Game& g) {
  const Player& h = g.hero();
  if (shop::debt(g) > 0) return Dir::None;
  for (const Monster& m : g.level().monsters)
    if (!m.tame && !m.at_peace() && g.sight().visible_monster(m.pos) == &m) return Dir::None;
  const FloorItem* best = nullptr;
  for (const FloorItem& f : g.level().items)
    if (g.level().memory[f.pos].seen && f.pos != h.pos && wanted(g, f) &&
        (!best || shop::price(g, f.item) < shop::price(g, best->item)))
      best = &f;
  if (!best) return Dir::None;
  const std::vector<Vec> path = travel_path(g, best->pos);
  return path.empty() ? Dir::None : direction_of(path.front() - h.pos);
}

}  // namespace dg::bot_shop
