#include "core/gen/seed_catalog.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "core/catalog.hpp"
#include "core/gen/branches.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/item/knowledge.hpp"
#include "core/world/places.hpp"

namespace dg {

namespace {

// "name x3" for each name counted, most first, then by name.
std::vector<std::string> counted(const std::map<std::string, int>& counts) {
  std::vector<std::pair<std::string, int>> all(counts.begin(), counts.end());
  std::stable_sort(all.begin(), all.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::vector<std::string> out;
  for (const auto& [name, n] : all) out.push_back(n > 1 ? name + " x" + std::to_string(n) : name);
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out.empty() ? "none" : out;
}

}  // namespace

Result<std::vector<LevelListing>> seed_catalog(const Catalog& cat, std::uint64_t seed) {
  // Every kind known: the catalog names things as they are, not as they look.
  Knowledge knows = Knowledge::draw(cat, seed);
  for (std::size_t k = 0; k < cat.items.size(); ++k) knows.learn(static_cast<int>(k));
  std::vector<LevelListing> out;
  Dungeon dungeon;  // as a new game lays it out (Game::new_game)
  dungeon.main = gen::kDungeonDepth;
  dungeon.branches = gen::lay_out_branches(cat, seed, gen::kDungeonDepth);
  int slots = gen::kDungeonDepth;
  for (const BranchPlace& b : dungeon.branches) slots = b.first + b.levels - 1;
  for (int depth = 1; depth <= slots; ++depth) {
    gen::Kind kind = gen::Kind::kCount;
    auto made = gen::make_slot(cat, seed, dungeon, depth, &kind);
    if (!made) return Error{made.error()};
    const Level& lv = made.value();
    LevelListing l;
    l.depth = depth;
    l.place = place_label(cat, dungeon, depth);
    l.danger = dungeon.danger(depth);
    if (const BranchDef* b = branch_def(cat, dungeon, depth)) {
      l.branch = b->name;
      l.branch_end = dungeon.last(depth);
    }
    if (const BranchPlace* b = dungeon.branch_from(depth))
      l.stairs = cat.branches[static_cast<std::size_t>(b->branch)].name;
    l.generator =
        kind == gen::Kind::kCount && !lv.pieces.empty()
            ? "hand-made: " + cat.set_pieces[static_cast<std::size_t>(lv.pieces.back().kind)].name
            : std::string(gen::kind_name(kind));
    l.rooms = static_cast<int>(lv.rooms.size());
    for (const GoldPile& g : lv.gold) l.gold += g.amount;
    for (const PlacedPiece& p : lv.pieces)
      l.set_pieces.push_back(cat.set_pieces[static_cast<std::size_t>(p.kind)].name);
    std::map<std::string, int> monsters, features;
    for (const Monster& m : lv.monsters) {
      ++monsters[cat.breed(m.breed).name];
      if (cat.breed(m.breed).unique) l.uniques.push_back(cat.breed(m.breed).name);
    }
    for (const FloorItem& f : lv.items) {  // known as identify would tell: a curse shows
      Item shown = f.item;
      shown.curse_known = shown.cursed;
      l.items.push_back(knows.item_name(cat, shown));
    }
    for (const Trap& t : lv.traps)
      ++features[cat.trap(t.kind).name + (t.hidden ? "" : " (in sight)")];
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x) {
        const Tile t = lv.at({x, y});
        // Hazards, locked doors and the terrain the data adds (brush, water...), by cells.
        if (cat.tile(t).hazard || t == Tile::DoorLocked ||
            static_cast<std::size_t>(t) >= kEngineTiles)
          ++features[cat.tile(t).name];
      }
    l.monsters = counted(monsters);
    l.features = counted(features);
    out.push_back(std::move(l));
  }
  return out;
}

std::string seed_catalog_text(std::uint64_t seed, const std::vector<LevelListing>& levels) {
  std::string s = "Seed " + std::to_string(seed) + "\n";
  for (const LevelListing& l : levels) {
    s += "\n" + (l.branch.empty() ? "Level " + l.place : l.place + " (" + l.branch + ")") + " (" +
         l.generator + ", " + std::to_string(l.rooms) + " rooms, " + std::to_string(l.gold) +
         " gold)\n";
    if (!l.stairs.empty()) s += "  stairs down into " + l.stairs + "\n";
    s += "  set pieces: " + joined(l.set_pieces) + "\n";
    s += "  monsters: " + joined(l.monsters) + "\n";
    if (!l.uniques.empty()) s += "  uniques: " + joined(l.uniques) + "\n";
    s += "  things: " + joined(l.items) + "\n";
    s += "  features: " + joined(l.features) + "\n";
  }
  return s;
}

}  // namespace dg
