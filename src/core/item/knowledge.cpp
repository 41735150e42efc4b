#include "core/item/knowledge.hpp"

#include <array>

#include "core/catalog.hpp"
#include "core/combat.hpp"
#include "core/rng.hpp"

namespace dg {

namespace {
// Each class's disguises are shuffled by a stream of its own, so that adding a recipe, a
// level feature or another class's kinds never changes which potion looks like what.
constexpr std::array<std::uint64_t, kItemClasses> kDisguiseStream = {
    0xD15A01, 0xD15A02, 0xA99EA2, 0xD15A04, 0xD15A05, 0x5C2011, 0x3A2D01, 0x5126E1, 0xB00C01};
}  // namespace

Knowledge Knowledge::draw(const Catalog& catalog, std::uint64_t seed) {
  Knowledge k;
  k.recipes_ = make_recipes(catalog.items, seed);
  k.discovered_.assign(k.recipes_.size(), 0);
  const auto& kinds = catalog.items;
  k.known_.assign(kinds.size(), 0);
  k.looks_.assign(kinds.size(), -1);
  for (std::size_t c = 0; c < kItemClasses; ++c) {
    const Disguises& d = catalog.disguises[c];
    if (d.looks.empty()) continue;
    std::vector<int> looks;
    for (std::size_t i = 0; i < d.looks.size(); ++i) looks.push_back(static_cast<int>(i));
    Rng(derive_seed(seed, kDisguiseStream[c])).shuffle(looks);
    std::size_t next = 0;
    for (std::size_t i = 0; i < kinds.size(); ++i)
      if (static_cast<std::size_t>(kinds[i].cls) == c && next < looks.size())
        k.looks_[i] = looks[next++];
  }
  return k;
}

std::string Knowledge::item_name(const Catalog& catalog, const Item& item) const {
  const ItemKind& k = catalog.kind_of(item);
  std::string name = k.name;
  const auto kind = static_cast<std::size_t>(item.kind);
  if (!knows(item.kind) && kind < looks_.size() && looks_[kind] >= 0) {
    const Disguises& d = catalog.disguises_of(k.cls);
    name = d.name;
    if (const auto at = name.find("{look}"); at != std::string::npos)
      name.replace(at, 6, d.looks[static_cast<std::size_t>(looks_[kind])]);
    if (!called(item.kind).empty()) name += " called " + called(item.kind);
  }
  if (const PowerDef* p = item.power_known ? catalog.power_of(item) : nullptr)
    name = powered_name(*p, name);  // "flaming long sword", "cloak of stealth"
  if (item.enchant != 0)
    name = (item.enchant > 0 ? "+" : "") + std::to_string(item.enchant) + " " + name;
  if (item.erosion > 0) name = (item.erosion > 1 ? "very corroded " : "corroded ") + name;
  if (item.curse_known) name = (item.cursed ? "cursed " : "uncursed ") + name;
  if (k.cls == ItemClass::Wand && knows(item.kind))  // its charges left, as NetHack's (0:5)
    name += " (" + std::to_string(item.charges) + " charge" + (item.charges == 1 ? "" : "s") + ")";
  if (item.count > 1) {
    // "2 murky green potions", "3 potions of healing", "2 scrolls labelled KAL MUDDO", "2 bat
    // wings".
    auto of = name.find(" of ");
    if (of == std::string::npos) of = name.find(" labelled ");
    if (of != std::string::npos)
      name.insert(of, "s");
    else
      name += "s";
    return std::to_string(item.count) + " " + name;
  }
  return k.cls == ItemClass::Amulet ? "the " + name : with_article(name);
}

}  // namespace dg
