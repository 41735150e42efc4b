#include <catch2/catch.hpp>

#include "core/gen/dungeon_gen.hpp"
#include "core/gen/reach.hpp"
#include "test_content.hpp"

namespace test_generators {

using namespace dg;
using gen::Kind;

namespace {
constexpr int kSeeds = 1000;

void check_common(const Level& lv) {
  // validate() is what make_level insists on; assert its parts independently too.
  REQUIRE_FALSE(gen::validate(test::catalog(), lv, false).has_value());
  REQUIRE(lv.at(lv.stairs_up) == Tile::StairsUp);
  REQUIRE(lv.at(lv.stairs_down) == Tile::StairsDown);
  const auto reach =
      gen::reachable(test::catalog().tiles, lv, lv.stairs_up, gen::Walk::AvoidHazards);
  REQUIRE(reach[lv.stairs_down]);
  for (const Room& r : lv.rooms) {
    REQUIRE(r.x >= 1);
    REQUIRE(r.y >= 1);
    REQUIRE(r.x + r.w < lv.width());
    REQUIRE(r.y + r.h < lv.height());
  }
  for (const Trap& t : lv.traps) {
    REQUIRE(lv.contains(t.pos));
    REQUIRE(test::catalog().tile(lv.at(t.pos)).walkable);
    REQUIRE(t.hidden);
  }
  for (const GoldPile& g : lv.gold) {
    REQUIRE(test::catalog().tile(lv.at(g.pos)).walkable);
    REQUIRE(g.amount > 0);
  }
}
}  // namespace

TEST_CASE("every generator makes valid levels for 1000 seeds", "[core][gen][long]") {
  for (int k = 0; k < gen::kKindCount; ++k) {
    const Kind kind = static_cast<Kind>(k);
    INFO("generator " << gen::kind_name(kind));
    for (int seed = 0; seed < kSeeds; ++seed) {
      const int depth = 1 + seed % (gen::kDungeonDepth - 1);
      const auto made =
          gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), depth, kind);
      INFO("seed " << seed << " depth " << depth);
      REQUIRE(made.ok());
      check_common(made.value());
    }
  }
}

TEST_CASE("rogue rooms keep NetHack's room sizes", "[core][gen]") {
  for (int seed = 0; seed < kSeeds; ++seed) {
    const auto made =
        gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), 1, Kind::RogueRooms);
    REQUIRE(made.ok());
    REQUIRE(made.value().rooms.size() == 9);
    for (const Room& r : made.value().rooms) {
      INFO("seed " << seed << " room " << r.w << "x" << r.h);
      REQUIRE(r.w >= 2);
      REQUIRE(r.w <= 13);
      REQUIRE(r.h >= 2);
      REQUIRE(r.h <= 5);
      REQUIRE(r.w * r.h <= 50);
    }
  }
}

TEST_CASE("rooms never overlap", "[core][gen]") {
  for (Kind kind : {Kind::RogueRooms, Kind::RoomsCorridors, Kind::Bsp}) {
    for (int seed = 0; seed < 300; ++seed) {
      const auto made = gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), 3, kind);
      REQUIRE(made.ok());
      const auto& rooms = made.value().rooms;
      for (std::size_t i = 0; i < rooms.size(); ++i)
        for (std::size_t j = i + 1; j < rooms.size(); ++j) {
          const Room &a = rooms[i], &b = rooms[j];
          const bool apart = a.x + a.w + 1 <= b.x - 1 || b.x + b.w + 1 <= a.x - 1 ||
                             a.y + a.h + 1 <= b.y - 1 || b.y + b.h + 1 <= a.y - 1;
          INFO(gen::kind_name(kind) << " seed " << seed);
          REQUIRE(apart);
        }
    }
  }
}

TEST_CASE("caverns keep one connected cave", "[core][gen]") {
  for (int seed = 0; seed < 200; ++seed) {
    const auto made =
        gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), 6, Kind::Caverns);
    REQUIRE(made.ok());
    const Level& lv = made.value();
    const auto reach = gen::reachable(test::catalog().tiles, lv, lv.stairs_up, gen::Walk::Any);
    int open = 0;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (test::catalog().tile(lv.at({x, y})).walkable) {
          ++open;
          REQUIRE(reach[{x, y}]);
        }
    CHECK(open > 300);  // a real cave, not a closet
  }
}

TEST_CASE("the same seed makes the same level; another seed another", "[core][gen]") {
  for (int k = 0; k < gen::kKindCount; ++k) {
    const Kind kind = static_cast<Kind>(k);
    const auto a = gen::make_level(test::catalog(), 99, 3, kind),
               b = gen::make_level(test::catalog(), 99, 3, kind),
               c = gen::make_level(test::catalog(), 100, 3, kind);
    REQUIRE((a.ok() && b.ok() && c.ok()));
    CHECK(a.value() == b.value());
    CHECK_FALSE(a.value() == c.value());
  }
}

TEST_CASE("depth chooses the generators, deeper levels are caves and BSP", "[core][gen]") {
  std::array<int, gen::kKindCount> shallow{}, deep{};
  for (int seed = 0; seed < 400; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    ++shallow[static_cast<std::size_t>(gen::kind_for_depth(rng, 1))];
    ++deep[static_cast<std::size_t>(gen::kind_for_depth(rng, 10))];
  }
  CHECK(shallow[static_cast<std::size_t>(Kind::RogueRooms)] > 200);
  CHECK(shallow[static_cast<std::size_t>(Kind::Caverns)] == 0);
  CHECK(deep[static_cast<std::size_t>(Kind::Caverns)] + deep[static_cast<std::size_t>(Kind::Bsp)] >
        300);
  CHECK(deep[static_cast<std::size_t>(Kind::Arena)] == 0);  // arena is for tests only
}

TEST_CASE("the deepest level has no way down and no trap doors", "[core][gen]") {
  for (int seed = 0; seed < 100; ++seed) {
    const auto made =
        gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), gen::kDungeonDepth);
    REQUIRE(made.ok());
    CHECK(made.value().stairs_down.x < 0);
    for (const Trap& t : made.value().traps)
      CHECK(t.kind != test::catalog().find_trap("trap_door"));
  }
}

TEST_CASE("a level that cannot be valid is reported, not looped on", "[core][gen]") {
  Level sealed = Level::filled(10, 5, Tile::Wall);
  sealed.tiles[{2, 2}] = Tile::StairsUp;
  sealed.stairs_up = {2, 2};
  sealed.tiles[{7, 2}] = Tile::StairsDown;
  sealed.stairs_down = {7, 2};
  CHECK(gen::validate(test::catalog(), sealed, false) ==
        std::optional<std::string>("the staircases are not joined by a safe path"));
  sealed.tiles[{2, 2}] = Tile::Floor;
  CHECK(gen::validate(test::catalog(), sealed, false) ==
        std::optional<std::string>("no up staircase"));
}

TEST_CASE("from level 2 down, every level holds a way out of a bad fight", "[core][gen][escape]") {
  // The kinds marked escape in items.toml, named here by hand.
  const std::vector<std::string> ways_out = {"teleportation", "scare_monster",       "wand_sleep",
                                             "wand_digging",  "wand_teleport_other", "book_sleep",
                                             "book_blink"};
  for (int seed = 0; seed < 200; ++seed) {
    const int depth = 2 + seed % (gen::kDungeonDepth - 1);
    const auto made = gen::make_level(test::catalog(), static_cast<std::uint64_t>(seed), depth);
    REQUIRE(made.ok());
    bool found = false;
    for (const FloorItem& f : made.value().items)
      for (const std::string& id : ways_out) found |= test::catalog().item(f.item.kind).id == id;
    INFO("seed " << seed << " depth " << depth);
    CHECK(found);
  }
}

}  // namespace test_generators
