// The hero's things as the game sees them: their names (potions disguised until known), the
// secrets drawn for each game, acid on armour, what lies underfoot. What the hero does with
// them is an action (core/action/pack.cpp, potion.cpp, throw.cpp).
#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

// ---- names -------------------------------------------------------------------------

std::string Game::item_name(const Item& item) const {
  const ItemKind& k = kind_of(item);
  std::string name = k.name;
  if (k.cls == ItemClass::Potion && !knows(item.kind)) {
    const auto look = static_cast<std::size_t>(potion_looks_[static_cast<std::size_t>(item.kind)]);
    name = catalog_->potion_appearances[look] + " potion";
  }
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

bool Game::knows(int kind) const {
  return kind >= 0 && static_cast<std::size_t>(kind) < known_.size() &&
         known_[static_cast<std::size_t>(kind)];
}

void Game::draw_secrets() {
  // What each game hides from the player, drawn from its seed: the recipe book, and the
  // potions' disguises (distinct appearances, shuffled).
  recipes_ = make_recipes(catalog_->items, seed_);
  discovered_.assign(recipes_.size(), 0);
  const auto& kinds = catalog_->items;
  known_.assign(kinds.size(), 0);
  potion_looks_.assign(kinds.size(), -1);
  std::vector<int> looks;
  for (std::size_t i = 0; i < catalog_->potion_appearances.size(); ++i)
    looks.push_back(static_cast<int>(i));
  Rng(derive_seed(seed_, 0xA99EA2)).shuffle(looks);
  std::size_t next = 0;
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].cls == ItemClass::Potion && next < looks.size()) potion_looks_[i] = looks[next++];
}

// ---- effects -----------------------------------------------------------------------

void Game::corrode_armour() {
  InvSlot* a = player_.worn ? player_.slot(player_.worn) : nullptr;
  if (!a || a->item.erosion >= 3 || !rng_.one_in(2)) return;
  ++a->item.erosion;
  say("Your " + kind_of(a->item).name + " corrodes!");
}

void Game::describe_floor_items(Vec p) {
  int n = 0;
  const FloorItem* first = nullptr;
  for (const FloorItem& f : level().items)
    if (f.pos == p) ++n, first = first ? first : &f;
  if (n == 1) say("You see here " + item_name(first->item) + ".");
  if (n > 1) say("There are several objects here.");
}

}  // namespace dg
