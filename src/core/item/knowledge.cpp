#include "core/item/knowledge.hpp"

#include "core/catalog.hpp"
#include "core/combat.hpp"
#include "core/rng.hpp"

namespace dg {

Knowledge Knowledge::draw(const Catalog& catalog, std::uint64_t seed) {
  // The potions' disguises are distinct appearances, shuffled by a stream of their own so
  // that adding a recipe or a level feature never changes which potion looks like what.
  Knowledge k;
  k.recipes_ = make_recipes(catalog.items, seed);
  k.discovered_.assign(k.recipes_.size(), 0);
  const auto& kinds = catalog.items;
  k.known_.assign(kinds.size(), 0);
  k.potion_looks_.assign(kinds.size(), -1);
  std::vector<int> looks;
  for (std::size_t i = 0; i < catalog.potion_appearances.size(); ++i)
    looks.push_back(static_cast<int>(i));
  Rng(derive_seed(seed, 0xA99EA2)).shuffle(looks);
  std::size_t next = 0;
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].cls == ItemClass::Potion && next < looks.size())
      k.potion_looks_[i] = looks[next++];
  return k;
}

std::string Knowledge::item_name(const Catalog& catalog, const Item& item) const {
  const ItemKind& k = catalog.kind_of(item);
  std::string name = k.name;
  const auto kind = static_cast<std::size_t>(item.kind);
  if (k.cls == ItemClass::Potion && !knows(item.kind) && kind < potion_looks_.size() &&
      potion_looks_[kind] >= 0)
    name = catalog.potion_appearances[static_cast<std::size_t>(potion_looks_[kind])] + " potion";
  if (item.erosion > 0) name = (item.erosion > 1 ? "very corroded " : "corroded ") + name;
  if (item.count > 1) {
    // "2 murky green potions", "3 potions of healing", "2 bat wings".
    const auto of = name.find(" of ");
    if (of != std::string::npos)
      name.insert(of, "s");
    else
      name += "s";
    return std::to_string(item.count) + " " + name;
  }
  return k.cls == ItemClass::Amulet ? "the " + name : with_article(name);
}

}  // namespace dg
