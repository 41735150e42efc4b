// Hazards are placed from the tileset's data (frequency, min_depth, size), as traps are: the
// generator knows no hazard by name.
#include <catch2/catch.hpp>

#include "content/tileset.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "test_content.hpp"

namespace test_hazard_placing {

using namespace dg;

namespace {

struct Found {
  int acid = 0, pit = 0;
  int pit_beside_pit = 0;  // a pit cell with another pit among its eight neighbours
  int acid_beside_acid = 0;
};

Found survey(const Catalog& cat, int depth, int seeds = 40) {
  Found f;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
    const auto made = gen::make_level(cat, seed, depth);
    REQUIRE(made.ok());
    const Level& lv = made.value();
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x) {
        const Vec p{x, y};
        const Tile t = lv.at(p);
        if (t != Tile::Acid && t != Tile::Pit) continue;
        (t == Tile::Acid ? f.acid : f.pit) += 1;
        bool twin = false;
        for (Dir d : kAllDirs)
          if (lv.contains(p + offset(d)) && lv.at(p + offset(d)) == t) twin = true;
        if (twin) (t == Tile::Acid ? f.acid_beside_acid : f.pit_beside_pit) += 1;
      }
  }
  return f;
}

// The shipped tileset with one change, and no set pieces: they lay their own acid and pits
// (a blob pit), which are not the hazards placed by frequency.
Catalog changed(void (*change)(TileTable&)) {
  Catalog cat = test::catalog();
  cat.set_pieces.clear();
  change(cat.tiles);
  return cat;
}

TileRules& rules(TileTable& t, Tile tile) {
  return t[static_cast<std::size_t>(tile)];
}

}  // namespace

TEST_CASE("the shipped tileset places acid pools of several cells and single pits",
          "[generators][hazards]") {
  const Found f = survey(test::catalog(), 6, 80);  // (set pieces keep some rooms to themselves)
  CHECK(f.acid > 20);
  CHECK(f.pit > 20);
  CHECK(f.acid_beside_acid > 10);  // pools grow (size "1-4")
}

TEST_CASE("a hazard's frequency, depth and size come from its data", "[generators][hazards]") {
  SECTION("frequency 0: never placed") {
    const Catalog cat = changed([](TileTable& t) { rules(t, Tile::Acid).frequency = 0; });
    const Found f = survey(cat, 6);
    CHECK(f.acid == 0);
    CHECK(f.pit > 20);
  }
  SECTION("min_depth: none above it") {
    const Catalog cat = changed([](TileTable& t) {
      rules(t, Tile::Acid).frequency = 0;
      rules(t, Tile::Pit).min_depth = 4;
    });
    CHECK(survey(cat, 2).pit == 0);
    CHECK(survey(cat, 2).acid == 0);
    CHECK(survey(cat, 5).pit > 10);  // (deep water and chasms share the hazards' rooms there)
  }
  SECTION("size: a pit grows into a pit field") {
    const Catalog single = changed([](TileTable& t) { rules(t, Tile::Acid).frequency = 0; });
    const Catalog field = changed([](TileTable& t) {
      rules(t, Tile::Acid).frequency = 0;
      rules(t, Tile::Pit).size = {5, 5};
    });
    const Found one = survey(single, 6), many = survey(field, 6);
    CHECK(many.pit > one.pit);
    CHECK(many.pit_beside_pit > 3 * one.pit_beside_pit + 10);
  }
}

TEST_CASE("a hazard's placing data is checked where it is written", "[content][hazards]") {
  const char* text =
      "[wall]\nkind = \"tile\"\nname = \"wall\"\nglyph = \"#\"\nfg = \"#ffffff\"\n"
      "bg = \"#000000\"\nwalkable = false\nopaque = true\nhazard = false\nmin_depth = 1\n"
      "size = \"1\"\nfrequency = 5\n"
      "[acid]\nkind = \"tile\"\nname = \"acid pool\"\nglyph = \"~\"\nfg = \"#ffffff\"\n"
      "bg = \"#000000\"\nwalkable = true\nopaque = false\nhazard = true\nmin_depth = 0\n"
      "size = \"1-500\"\nfrequency = 1\n";
  const auto ts = parse_tileset("tileset.toml", text);
  REQUIRE_FALSE(ts.ok());
  const std::string& e = ts.error();
  INFO(e);
  CHECK(e.find("tileset.toml:12: wall.frequency: only walkable terrain is placed in patches "
               "(walkable = true)") != std::string::npos);
  CHECK(e.find("tileset.toml:22: acid.min_depth: must be between 1 and 99 (got 0)") !=
        std::string::npos);
  CHECK(e.find("tileset.toml:23: acid.size: at most 40 cells") != std::string::npos);
}

}  // namespace test_hazard_placing
