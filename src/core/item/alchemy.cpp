#include "core/item/alchemy.hpp"

#include <algorithm>

#include "core/item/item.hpp"
#include "core/rng.hpp"

namespace dg {

std::vector<Recipe> make_recipes(const std::vector<ItemKind>& kinds, std::uint64_t seed) {
  std::vector<int> ingredients, potions;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (kinds[i].cls == ItemClass::Ingredient) ingredients.push_back(static_cast<int>(i));
    if (kinds[i].cls == ItemClass::Potion) potions.push_back(static_cast<int>(i));
  }
  // Every pair and triple of different ingredients, shuffled; potions take them in turn.
  std::vector<std::vector<int>> combos;
  const std::size_t n = ingredients.size();
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) {
      combos.push_back({ingredients[a], ingredients[b]});
      for (std::size_t c = b + 1; c < n; ++c)
        combos.push_back({ingredients[a], ingredients[b], ingredients[c]});
    }
  Rng rng(derive_seed(seed, 0xA1C4E3));
  rng.shuffle(combos);
  std::vector<Recipe> book;
  for (std::size_t i = 0; i < potions.size() && i < combos.size(); ++i)
    book.push_back({combos[i], potions[i]});
  return book;
}

int find_recipe(const std::vector<Recipe>& book, std::vector<int> ingredients) {
  std::sort(ingredients.begin(), ingredients.end());
  for (std::size_t i = 0; i < book.size(); ++i)
    if (book[i].ingredients == ingredients) return static_cast<int>(i);
  return -1;
}

}  // namespace dg
