#include "core/gen/seed_catalog.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "core/catalog.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/item/knowledge.hpp"

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
  for (int depth = 1; depth <= gen::kDungeonDepth; ++depth) {
    gen::Kind kind = gen::Kind::kCount;
    auto made = gen::make_level(cat, seed, depth, std::nullopt, &kind);
    if (!made) return Error{made.error()};
    const Level& lv = made.value();
    LevelListing l;
    l.depth = depth;
    l.generator = std::string(gen::kind_name(kind));
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
    s += "\nLevel " + std::to_string(l.depth) + " (" + l.generator + ", " +
         std::to_string(l.rooms) + " rooms, " + std::to_string(l.gold) + " gold)\n";
    s += "  set pieces: " + joined(l.set_pieces) + "\n";
    s += "  monsters: " + joined(l.monsters) + "\n";
    if (!l.uniques.empty()) s += "  uniques: " + joined(l.uniques) + "\n";
    s += "  things: " + joined(l.items) + "\n";
    s += "  features: " + joined(l.features) + "\n";
  }
  return s;
}

}  // namespace dg
