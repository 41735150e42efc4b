// Set pieces (data/setpieces.toml) as the generators and the content reader see them: every
// shipped piece fits and puts what its legend says, a walkway is kept, every level from 2 down
// holds one, the arrival's words, and each mistake named at its file and line.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "content/content.hpp"
#include "content/toml/load_toml.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/gen/seed_catalog.hpp"
#include "core/gen/set_pieces.hpp"
#include "core/set_piece_fixtures.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_set_pieces {

using namespace dg;
using namespace dg::test;

TEST_CASE("every shipped set piece fits a hall and puts what its legend says",
          "[core][set_pieces]") {
  const Catalog& cat = sure();
  REQUIRE(cat.set_pieces.size() >= 20);
  for (std::size_t k = 0; k < cat.set_pieces.size(); ++k) {
    const SetPiece& piece = cat.set_pieces[k];
    INFO(piece.id);
    if (piece.whole) continue;  // a whole level (tests/core/gen/test_branches.cpp)
    Game g = test::game_on(kHall, cat);
    const Vec at{4, 2};  // a walkway around it, for those that build walls
    REQUIRE(gen::piece_fits(cat, g.level(), static_cast<int>(k), at, nullptr));
    Rng rng(k + 1);
    gen::build_set_piece(cat, g.mutable_level(), rng, static_cast<int>(k), piece.max_depth, at);
    for (int y = 0; y < piece.height(); ++y)
      for (int x = 0; x < piece.width(); ++x)
        for (const PieceMark& m : piece.legend) {
          if (piece.layout[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != m.mark)
            continue;
          const Vec p = at + Vec{x, y};
          CHECK(g.level().at(p) == m.tile);
          if (m.breed >= 0 || m.any_monster) CHECK(monster_at(g, p));
          if (m.item >= 0 || m.any_item || m.item_class >= 0) CHECK(items_at(g, p) == 1);
          if (m.trap >= 0 || m.any_trap) CHECK(g.level().trap_at(p));
        }
    CHECK_FALSE(piece.name.empty());
    CHECK(piece.frequency > 0);
  }
}

TEST_CASE("a piece that builds walls keeps a walkway around it", "[core][set_pieces]") {
  Game g = test::game_on(kHall, sure());
  const int gallery = kind_of("trapped_gallery");  // 9 wide, walls all round
  CHECK_FALSE(gen::piece_fits(sure(), g.level(), gallery, {1, 1}, nullptr));  // no walkway
  CHECK(gen::piece_fits(sure(), g.level(), gallery, {2, 2}, nullptr));
  g.mutable_level().tiles[{2, 5}] = Tile::Wall;  // a pillar where the walkway would be
  CHECK_FALSE(gen::piece_fits(sure(), g.level(), gallery, {3, 4}, nullptr));
  const int den = kind_of("den");  // no walls: up to the hall's own
  CHECK(gen::piece_fits(sure(), g.level(), den, {1, 1}, nullptr));
  g.mutable_level().stairs_down = {3, 2};
  CHECK_FALSE(gen::piece_fits(sure(), g.level(), den, {1, 1}, nullptr));
}

TEST_CASE("from level 2 down every level holds a set piece, over 100 seeds",
          "[core][set_pieces][gen]") {
  std::set<std::string> seen;
  int levels = 0, pieces = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const auto listed = seed_catalog(test::catalog(), seed);
    REQUIRE(listed.ok());
    for (const LevelListing& l : listed.value()) {
      INFO("seed " << seed << ", level " << l.depth);
      if (!l.branch.empty()) continue;  // a branch's own (tests/core/gen/test_branches.cpp)
      if (l.depth == 1) {
        CHECK(l.set_pieces.empty());
        continue;
      }
      CHECK_FALSE(l.set_pieces.empty());
      CHECK(l.set_pieces.size() <= 2);
      if (l.depth == 12) {
        for (const std::string& name : l.set_pieces) CHECK(name != "a chasm's edge");
      }
      ++levels;
      pieces += static_cast<int>(l.set_pieces.size());
      seen.insert(l.set_pieces.begin(), l.set_pieces.end());
    }
  }
  CHECK(levels == 1100);
  CHECK(pieces > 1300);  // one, and about a third of the time two
  // Every kind turns up but the branches' own: their whole levels, and the pieces only a
  // branch lists (frequency 0).
  std::size_t main_kinds = 0;
  for (const SetPiece& p : test::catalog().set_pieces) main_kinds += p.frequency > 0;
  CHECK(seen.size() == main_kinds);
}

TEST_CASE("a level's set pieces that make a sound are heard on first arriving",
          "[core][set_pieces]") {
  // The first level of seed 4242 whose listing holds a piece with words for arriving (the
  // words are the data's), reached by the wizard's jump.
  const auto listed = seed_catalog(test::catalog(), 4242);
  REQUIRE(listed.ok());
  int depth = 0;
  std::string words;
  for (const LevelListing& l : listed.value())
    for (const std::string& name : l.set_pieces)
      for (const SetPiece& p : test::catalog().set_pieces)
        if (!depth && p.name == name && !p.announce.empty()) {
          depth = l.depth;
          words = p.announce;
        }
  REQUIRE(depth >= 2);
  auto made = Game::new_game(test::catalog(), 4242, test::caveman(), true, false);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.mutable_wizard().immortal = true;
  g.apply(Command::jump(depth));
  CHECK(test::said(g, words));
  g.apply(Command::jump(1));
  g.apply(Command::jump(depth));
  int times = 0;
  for (const Message& line : g.log().all()) times += line.text == words;
  CHECK(times == 1);  // the first time only
}

TEST_CASE("a set piece's mistakes name its file and line", "[content][set_pieces]") {
  auto error = [](const char* text) {
    const auto loaded = load_content_from_toml({{"setpieces.toml", "mod.toml", text}});
    return loaded ? std::string() : loaded.error();
  };
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\"..\", \"...\"]\n") ==
        "mod.toml:4: x.layout: row 2 is 3 wide, the first 2");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".Q.\"]\n") ==
        "mod.toml:4: x.layout: row 1: 'Q' is neither a map character nor in the legend");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".b.\"]\n"
              "legend = [{ mark = \"b\", monster = \"dragonn\" }]\n") ==
        "mod.toml:5: x.legend[0].monster: no monster \"dragonn\" (or \"any\")");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".b.\"]\n"
              "legend = [{ mark = \"b\", item = \"any\", tile = \"wall\" }]\n") ==
        "mod.toml:5: x.legend[0].tile: a monster, thing, trap or gold needs ground to stand "
        "on, not wall");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\"..\"]\n"
              "legend = [{ mark = \"b\", gold = true }]\n") ==
        "mod.toml:5: x.legend: 'b' is in the legend but not the layout");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".>.\"]\n") ==
        "mod.toml:4: x.layout: row 1: '>' is neither a map character nor in the legend");
  CHECK(error("[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".b.\"]\n"
              "legend = [{ mark = \".\", gold = true }]\n")
            .find("mark: must be one character that is not a map's own") != std::string::npos);
}

TEST_CASE("a set piece's triggers are checked against its layout", "[content][set_pieces]") {
  auto error = [](const char* text) {
    const auto loaded = load_content_from_toml({{"setpieces.toml", "mod.toml", text}});
    return loaded ? std::string() : loaded.error();
  };
  const char* head =
      "[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".a.\"]\n"
      "legend = [{ mark = \"a\", gold = true }]\n";
  CHECK(error((std::string(head) + "triggers = [{ when = \"take\", at = \"z\", wake = true }]\n")
                  .c_str()) == "mod.toml:6: x.triggers[0].at: 'z' is not in the layout");
  CHECK(error((std::string(head) + "triggers = [{ when = \"sneeze\", at = \"a\", wake = true }]\n")
                  .c_str()) ==
        "mod.toml:6: x.triggers[0].when: unknown when \"sneeze\" (enter, take, use)");
  CHECK(error((std::string(head) +
               "triggers = [{ when = \"enter\", at = \"a\", turn = \"a\", into = \"lava\" }]\n")
                  .c_str()) == "mod.toml:6: x.triggers[0].into: no tile \"lava\"");
  CHECK(error((std::string(head) + "elsewhere = [{ item = \"vault_kye\" }]\n").c_str()) ==
        "mod.toml:6: x.elsewhere[0].item: no item \"vault_kye\" (nor a class, nor \"any\")");
}

TEST_CASE("a tile's bump and what it becomes are checked at their lines", "[content][set_pieces]") {
  const auto loaded = load_content_from_toml(
      {{"tileset.toml", "mod.toml",
        "[well]\nparent = \"base_tile\"\nname = \"well\"\nglyph = \"o\"\nfg = \"#ffffff\"\n"
        "walkable = false\non_bump = [{ heal = \"1\" }]\nused_up = \"1/2\"\n"
        "used_into = \"dry_well\"\n"}});
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error() == "mod.toml:9: well.used_into: no tile \"dry_well\"");

  // A lever's words need a tile one walks into; a use needs something to use.
  auto error = [](const char* text) {
    const auto l = load_content_from_toml({{"tileset.toml", "mod.toml", text}});
    return l ? std::string() : l.error();
  };
  const char* head =
      "[lever2]\nparent = \"base_tile\"\nname = \"lever\"\nglyph = \"/\"\nfg = \"#ffffff\"\n";
  CHECK(error((std::string(head) + "used = \"Clank.\"\n").c_str()) ==
        "mod.toml:6: lever2.used: is for a tile one cannot walk onto (one walks into it instead)");
  CHECK(error((std::string(head) + "walkable = false\nused_up = \"always\"\n"
                                   "used_into = \"floor\"\n")
                  .c_str()) ==
        "mod.toml:7: lever2.used_up: is for a tile that is used (on_bump or used)");
}

TEST_CASE("only a thing can be cursed by a set piece's mark", "[content][set_pieces]") {
  const auto loaded =
      load_content_from_toml({{"setpieces.toml", "mod.toml",
                               "[x]\nparent = \"base_piece\"\nname = \"x\"\nlayout = [\".a.\"]\n"
                               "legend = [{ mark = \"a\", gold = true, cursed = true }]\n"}});
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error() == "mod.toml:5: x.legend[0].cursed: is for a thing (item)");
}

}  // namespace test_set_pieces
