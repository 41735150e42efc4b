#pragma once
// Alchemy: each game has its own recipe book, drawn from the seed, in which every potion kind
// is brewed from a distinct set of two or three different ingredients. The hero learns a
// recipe by brewing it.
#include <cstdint>
#include <vector>

#include "core/item/item.hpp"

namespace dg {

struct Recipe {
  std::vector<int> ingredients;  // item kinds, sorted
  int potion = -1;               // item kind brewed
  friend bool operator==(const Recipe&, const Recipe&) = default;
};

// The recipe book for a game made from `kinds` (the catalog's item kinds).
std::vector<Recipe> make_recipes(const std::vector<ItemKind>& kinds, std::uint64_t seed);
// The index of the recipe brewed from exactly these ingredient kinds (any order), or -1.
int find_recipe(const std::vector<Recipe>& book, std::vector<int> ingredients);

}  // namespace dg
