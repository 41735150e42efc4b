#include "core/world/places.hpp"

#include "core/game.hpp"

namespace dg {

const BranchDef* branch_def(const Catalog& cat, const Dungeon& d, int slot) {
  const BranchPlace* b = d.branch_at(slot);
  return b ? &cat.branches[static_cast<std::size_t>(b->branch)] : nullptr;
}

std::string place_name(const Catalog& cat, const Dungeon& d, int slot) {
  const BranchDef* b = branch_def(cat, d, slot);
  return b ? "level " + std::to_string(d.level_in(slot)) + " of " + b->name
           : "dungeon level " + std::to_string(slot);
}

std::string place_label(const Catalog& cat, const Dungeon& d, int slot) {
  const BranchDef* b = branch_def(cat, d, slot);
  return b ? b->label + ":" + std::to_string(d.level_in(slot)) : std::to_string(slot);
}

std::string trophies_taken(const Game& g) {
  std::string s;
  for (int kind : g.hero().trophies) {
    const ItemKind& k = g.catalog().item(kind);
    s += (s.empty() ? "" : ", ") + k.name + " (+" + std::to_string(k.trophy) + ")";
  }
  return s;
}

std::string here_name(const Game& g) {
  return place_name(g.catalog(), g.dungeon(), g.depth());
}
std::string here_label(const Game& g) {
  return place_label(g.catalog(), g.dungeon(), g.depth());
}

}  // namespace dg
