#include "core/world/floor_items.hpp"

namespace dg {

void place_item(Level& level, const Catalog& catalog, Vec pos, const Item& item) {
  if (catalog.kind_of(item).stacks)
    for (FloorItem& f : level.items)
      if (f.pos == pos && f.item.kind == item.kind && f.item.erosion == item.erosion &&
          f.item.enchant == item.enchant && f.item.cursed == item.cursed &&
          f.item.curse_known == item.curse_known && f.item.unpaid == item.unpaid) {
        f.item.count += item.count;
        return;
      }
  level.items.push_back({pos, item});
}

std::vector<std::size_t> items_at(const Level& level, Vec pos) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < level.items.size(); ++i)
    if (level.items[i].pos == pos) out.push_back(i);
  return out;
}

}  // namespace dg
