// Side branches (r39, core/gen/branches.hpp): each laid out by seed within its data's ranges,
// entered by its own staircase and left by its first level's up staircase, its levels made by
// its own generator or from its hand-made maps, and its end holding its guardian and trophy.
// The Stoneworks' puzzles are solved here by moves found outside the game (a breadth-first
// search over pushes, under the same rule against pushes that strand a boulder).
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "core/gen/branches.hpp"
#include "core/gen/seed_catalog.hpp"
#include "core/world/places.hpp"
#include "core/world/stage.hpp"
#include "map_fixtures.hpp"

namespace test_branches {

using namespace dg;

namespace {

Game new_game(std::uint64_t seed) {
  auto g = Game::new_game(test::catalog(), seed, test::caveman(), true, false);
  REQUIRE(g.ok());
  g.value().mutable_wizard().immortal = true;
  return std::move(g.value());
}

const BranchPlace& place_of(const Game& g, const std::string& id) {
  for (const BranchPlace& b : g.dungeon().branches)
    if (g.catalog().branches[static_cast<std::size_t>(b.branch)].id == id) return b;
  FAIL("no branch " << id);
  return g.dungeon().branches.front();
}

Dir vi_key(char c) {
  switch (c) {
    case 'h': return Dir::W;
    case 'l': return Dir::E;
    case 'k': return Dir::N;
    case 'j': return Dir::S;
    case 'y': return Dir::NW;
    case 'u': return Dir::NE;
    case 'b': return Dir::SW;
    default: return Dir::SE;  // 'n'
  }
}

// Plays `moves` (vi keys) on the level the hero is on, nothing else stirring: the wandering
// monster a long walk may meet is not the puzzle's business.
void play_moves(Game& g, const std::string& moves) {
  for (char c : moves) {
    g.mutable_level().monsters.clear();
    g.apply(Command::move(vi_key(c)));
  }
}

int count_tiles(const Game& g, const char* id) {
  const int t = find_tile(g.catalog().tiles, id);
  int n = 0;
  for (Tile c : g.level().tiles.cells()) n += static_cast<int>(c) == t;
  return n;
}

const FloorItem* trophy_on_level(const Game& g) {
  for (const FloorItem& f : g.level().items)
    if (g.catalog().kind_of(f.item).trophy > 0) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("every branch is laid out within its ranges, one staircase a level, varying by seed",
          "[core][branches]") {
  const Catalog& cat = test::catalog();
  REQUIRE(cat.branches.size() >= 3);
  std::map<std::string, std::set<int>> entries;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const auto laid = gen::lay_out_branches(cat, seed, 12);
    REQUIRE(laid.size() == cat.branches.size());
    std::set<int> from;
    int next = 13;
    for (const BranchPlace& b : laid) {
      const BranchDef& def = cat.branches[static_cast<std::size_t>(b.branch)];
      INFO("seed " << seed << ", " << def.id);
      CHECK(b.from >= def.entry_min);
      CHECK(b.from <= def.entry_max);
      CHECK(b.levels >= def.levels_min);
      CHECK(b.levels <= def.levels_max);
      CHECK(b.first == next);
      next += b.levels;
      CHECK(from.insert(b.from).second);
      entries[def.id].insert(b.from);
    }
  }
  for (const auto& [id, at] : entries) {
    INFO(id);
    CHECK(at.size() >= 2);  // its staircase moves with the seed
  }
}

TEST_CASE("a branch's staircase leads into it and its first level's up staircase back out",
          "[core][branches]") {
  Game g = new_game(606);
  for (const BranchPlace& b : g.dungeon().branches) {
    const BranchDef& def = g.catalog().branches[static_cast<std::size_t>(b.branch)];
    INFO(def.id);
    g.apply(Command::jump(b.from));
    REQUIRE(g.depth() == b.from);
    const Vec stairs = g.level().branch_stairs;
    REQUIRE(g.level().contains(stairs));
    CHECK(g.level().at(stairs) == Tile::StairsDown);
    CHECK(stairs != g.level().stairs_down);
    stage::put(g.mutable_player(), stairs);
    g.mutable_level().monsters.clear();
    g.apply(Command::of(Command::Kind::Descend));
    CHECK(g.depth() == b.first);
    CHECK(place_name(g.catalog(), g.dungeon(), g.depth()) == "level 1 of " + def.name);
    CHECK(g.dungeon().danger(g.depth()) == b.from + def.harder + 1);
    CHECK(g.hero().pos == g.level().stairs_up);
    g.mutable_level().monsters.clear();
    g.apply(Command::of(Command::Kind::Ascend));
    CHECK(g.depth() == b.from);
    CHECK(g.hero().pos == stairs);  // out where the hero went in
  }
}

TEST_CASE("each branch's end is its hand-made level, with its guardian and its trophy to take",
          "[core][branches]") {
  const std::map<std::string, std::string> guardian = {{"lair", "Vrask the Old Wyrm"},
                                                       {"mines", "Durgan the Oathbreaker"},
                                                       {"stoneworks", "owlbear"}};
  for (std::uint64_t seed : {606u, 2121u}) {
    Game g = new_game(seed);
    for (const BranchPlace& b : g.dungeon().branches) {
      const BranchDef& def = g.catalog().branches[static_cast<std::size_t>(b.branch)];
      INFO("seed " << seed << ", " << def.id);
      const int end = b.first + b.levels - 1;
      g.apply(Command::jump(end));
      REQUIRE(g.depth() == end);
      CHECK(g.dungeon().last(end));
      CHECK(g.level().stairs_down == Vec{-1, -1});  // nothing below a branch's end
      REQUIRE_FALSE(g.level().pieces.empty());
      CHECK(g.level().pieces.back().kind == b.end);
      bool met = false;
      for (const Monster& m : g.level().monsters)
        met = met || g.catalog().breed_of(m).name == guardian.at(def.id);
      CHECK(met);
      const FloorItem* trophy = trophy_on_level(g);
      REQUIRE(trophy);
      const int worth = g.catalog().kind_of(trophy->item).trophy;
      const int before = score(g);
      stage::put(g.mutable_player(), trophy->pos);
      g.mutable_level().monsters.clear();
      const int kind = trophy->item.kind;
      g.apply(Command::pick_up(0));
      CHECK(g.hero().trophies.back() == kind);
      CHECK(score(g) == before + worth);
    }
  }
}

TEST_CASE("the Stoneworks' halls are solved by pushing boulders into their holes",
          "[core][branches][boulders]") {
  // Found by a breadth-first search over pushes outside the game, under the same rule.
  const std::string hall_1 = "nnllujbllhblnkyllhhyylujjbllllllll";
  const std::string hall_2 = "jnnnnkylllllhhhyylllujjblllllnjlklujhjujjyblujjjjj";
  const std::string prize_hall =
      "jnnlhbbllunlnkkyllllhhhhyyljblkkljbbblllnkyylllllhhhbnkulllhhhybllllllhhhhyyujjbllllllll"
      "lllllllluuu";
  Game g = new_game(4242);
  const BranchPlace& b = place_of(g, "stoneworks");
  g.apply(Command::jump(b.first));
  REQUIRE(count_tiles(g, "hole") == 3);
  play_moves(g, hall_1);
  CHECK(count_tiles(g, "hole") == 0);
  CHECK(g.hero().pos == g.level().stairs_down);
  g.apply(Command::of(Command::Kind::Descend));
  REQUIRE(g.depth() == b.first + 1);
  REQUIRE(count_tiles(g, "hole") == 4);
  play_moves(g, hall_2);
  CHECK(count_tiles(g, "hole") == 0);
  CHECK(g.hero().pos == g.level().stairs_down);
  g.apply(Command::of(Command::Kind::Descend));
  REQUIRE(g.depth() == b.first + 2);
  REQUIRE(count_tiles(g, "hole") == 4);
  const FloorItem* trophy = trophy_on_level(g);
  REQUIRE(trophy);
  const Vec prize = trophy->pos;
  play_moves(g, prize_hall);
  CHECK(count_tiles(g, "hole") == 0);
  CHECK(g.hero().pos == prize);
  g.apply(Command::pick_up(0));
  REQUIRE_FALSE(g.hero().trophies.empty());
  CHECK(g.catalog().item(g.hero().trophies.back()).id == "builders_medal");
}

TEST_CASE("100 seeds' catalogs list every branch, its levels and its end", "[core][branches]") {
  const Catalog& cat = test::catalog();
  std::map<std::string, int> ends, entrances;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const auto levels = seed_catalog(cat, seed);
    REQUIRE(levels.ok());
    for (const LevelListing& l : levels.value()) {
      if (!l.stairs.empty()) ++entrances[l.stairs];
      if (l.branch_end) ++ends[l.branch];
    }
  }
  for (const BranchDef& b : cat.branches) {
    INFO(b.id);
    CHECK(entrances[b.name] == 100);
    CHECK(ends[b.name] == 100);
  }
  const std::string text = seed_catalog_text(606, seed_catalog(cat, 606).value());
  CHECK(text.find("stairs down into the Lair") != std::string::npos);
  CHECK(text.find("Lair:1 (the Lair)") != std::string::npos);
  CHECK(text.find("(hand-made: the Stoneworks' first hall") != std::string::npos);
}

}  // namespace test_branches
