#pragma once
// What a game hides about items and what its hero has learned of them: the disguises of the
// classes that have them (potions), and the recipe book, drawn from the seed, and which kinds
// and recipes the hero knows. Items are named through it, so an unknown potion reads "a murky
// green potion".
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/item/alchemy.hpp"
#include "core/item/item.hpp"

namespace dg {

struct Catalog;

class Knowledge {
 public:
  // The disguises and recipe book for a game of `catalog` made from `seed`; nothing known yet.
  static Knowledge draw(const Catalog& catalog, std::uint64_t seed);

  // "a murky green potion", "2 potions of healing", "the Amulet of the Deep".
  std::string item_name(const Catalog& catalog, const Item& item) const;
  bool knows(int kind) const {
    return kind >= 0 && static_cast<std::size_t>(kind) < known_.size() &&
           known_[static_cast<std::size_t>(kind)];
  }
  // Whether the kind hides behind an appearance until identified (potions, scrolls).
  bool disguised(int kind) const {
    return kind >= 0 && static_cast<std::size_t>(kind) < looks_.size() &&
           looks_[static_cast<std::size_t>(kind)] >= 0;
  }
  // The hero learns what an item kind is (drunk, or carried from the start).
  void learn(int kind) {
    if (kind >= 0 && static_cast<std::size_t>(kind) < known_.size())
      known_[static_cast<std::size_t>(kind)] = 1;
  }
  // The player's name for a disguised kind ("call it"), shown while the kind is unknown; an
  // empty name takes it back.
  void call(int kind, std::string name) {
    if (!disguised(kind)) return;
    if (called_.size() < looks_.size()) called_.resize(looks_.size());
    called_[static_cast<std::size_t>(kind)] = std::move(name);
  }
  const std::string& called(int kind) const {
    static const std::string kNone;
    return kind >= 0 && static_cast<std::size_t>(kind) < called_.size()
               ? called_[static_cast<std::size_t>(kind)]
               : kNone;
  }
  const std::vector<Recipe>& recipes() const { return recipes_; }
  bool discovered(std::size_t recipe) const {
    return recipe < discovered_.size() && discovered_[recipe];
  }
  // A recipe brewed: it is in the book from now on, and so is the potion it makes.
  void discover(std::size_t recipe) {
    if (recipe >= recipes_.size()) return;
    discovered_[recipe] = 1;
    learn(recipes_[recipe].potion);
  }
  // What a state hash takes in: which kinds and recipes are known (the rest follows the seed).
  const std::vector<std::uint8_t>& known_kinds() const { return known_; }
  const std::vector<std::uint8_t>& discovered_recipes() const { return discovered_; }

  friend bool operator==(const Knowledge&, const Knowledge&) = default;

 private:
  std::vector<std::uint8_t> known_;       // by item kind: identified
  std::vector<int> looks_;                // by item kind: index into its class's looks, or -1
  std::vector<Recipe> recipes_;           // this game's recipe book
  std::vector<std::uint8_t> discovered_;  // by recipe: brewed at least once
  std::vector<std::string> called_;       // by item kind: the player's name for it, if any
};

}  // namespace dg
