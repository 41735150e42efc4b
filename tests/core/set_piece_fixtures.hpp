#pragma once
// A hall to build set pieces in (data/setpieces.toml), with the shipped catalog's chances made
// sure, and small helpers to look at what a piece put where: shared by the set pieces' tests.
#include <catch2/catch.hpp>
#include <string>

#include "core/gen/set_pieces.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace dg::test {

// A lit hall 20 wide and 10 deep, the hero in its top-left corner.
inline constexpr const char* kHall =
    "######################\n"
    "#@...................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "#....................#\n"
    "######################\n";

// The shipped catalog with every mark's chance made sure, so a test knows what is there.
inline const Catalog& sure() {
  static const Catalog cat = [] {
    Catalog c = test::catalog();
    for (SetPiece& p : c.set_pieces)
      for (PieceMark& m : p.legend) m.chance = {};
    return c;
  }();
  return cat;
}

inline int kind_of(const char* id) {
  const auto& pieces = test::catalog().set_pieces;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].id == id) return static_cast<int>(i);
  FAIL("no set piece " << id);
  return -1;
}

// A game on the hall with piece `id` built at `at` as on dungeon level `depth`.
inline Game hall_with(const char* id, Vec at, int depth = 5) {
  Game g = test::game_on(kHall, sure());
  REQUIRE(gen::piece_fits(sure(), g.level(), kind_of(id), at, nullptr));
  Rng rng(7);
  gen::build_set_piece(sure(), g.mutable_level(), rng, kind_of(id), depth, at);
  g.refresh_vision();
  return g;
}

inline const Monster* monster_at(const Game& g, Vec p) {
  return g.level().monster_at(p);
}

inline int items_at(const Game& g, Vec p) {
  int n = 0;
  for (const FloorItem& f : g.level().items) n += f.pos == p;
  return n;
}

inline ItemClass class_at(const Game& g, Vec p) {
  for (const FloorItem& f : g.level().items)
    if (f.pos == p) return g.catalog().kind_of(f.item).cls;
  FAIL("nothing at " << p.x << "," << p.y);
  return ItemClass::kCount;
}

inline Tile tile_named(const char* name) {
  const TileTable& tiles = test::catalog().tiles;
  for (std::size_t t = 0; t < tiles.size(); ++t)
    if (tiles[t].name == name) return static_cast<Tile>(t);
  FAIL("no tile named " << name);
  return Tile::Rock;
}

// Walks the hero from where it stands to `to` by single steps, east first, then south.
inline void walk_to(Game& g, Vec to) {
  for (int guard = 0; guard < 60 && g.hero().pos != to; ++guard) {
    const Vec p = g.hero().pos;
    const Dir d = p.x < to.x ? Dir::E : p.x > to.x ? Dir::W : p.y < to.y ? Dir::S : Dir::N;
    Command c = Command::move(d);
    if (!g.apply(c).confirm.empty()) g.apply(c.confirm());
  }
}

}  // namespace dg::test
