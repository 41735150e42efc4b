// New content as data only: a wand of polymorph (one TOML entry; its operation is the one row
// `polymorph` in core/effect/ops.cpp), a sleeping gas trap and a thorn brake, a new kind of
// terrain (one TOML entry each, no C++), read from tests/content/data after the shipped files,
// as a mod would be.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "content/content.hpp"
#include "content/toml/load_toml.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_additions {

using namespace dg;

namespace {

const Content& extended() {
  static const Content c = [] {
    auto loaded = load_content_from_toml(
        {{"items.toml", "polymorph_wand.toml", test::test_file("polymorph_wand.toml")},
         {"tileset.toml", "sleeping_gas_trap.toml", test::test_file("sleeping_gas_trap.toml")},
         {"tileset.toml", "thorn_brake.toml", test::test_file("thorn_brake.toml")}});
    if (!loaded) FAIL(loaded.error());
    return std::move(loaded.value());
  }();
  return c;
}

std::string load_error(const char* extends, const char* text) {
  const auto loaded = load_content_from_toml({{extends, "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

}  // namespace

TEST_CASE("a wand of polymorph, added as data, turns a monster into another of its level",
          "[content][additions]") {
  const Catalog& cat = extended().catalog;
  REQUIRE(cat.find_item("wand_polymorph") >= 0);
  REQUIRE(test::catalog().find_item("wand_polymorph") < 0);  // the shipped game has none
  Game g = test::game_on(
      "#########\n"
      "#@......#\n"
      "#########\n",
      cat);
  test::lit_and_empty(g);
  const int id = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep).id;
  const char wand = test::give(g, "wand_polymorph", 1, 3);
  REQUIRE(g.apply(Command::use_item(Use::Zap, wand, Dir::E)).took_turn);
  const Monster* m = g.level().monster_by_id(id);
  REQUIRE(m);
  CHECK(m->pos == Vec{4, 1});
  CHECK(cat.breed(m->breed).id != "jackal");
  CHECK(cat.breed(m->breed).level == 0);  // the jackal's level (monsters.toml has others)
  CHECK(cat.breed(m->breed).frequency > 0);
  CHECK(m->hp >= 1);
  CHECK(m->hp <= m->max_hp);
  const std::string now = cat.breed(m->breed).name;
  CHECK(test::said(g, "The jackal turns into a " + now + "!"));
  CHECK(g.knowledge().knows(cat.find_item("wand_polymorph")));  // seen to do something

  SECTION("zapped at yourself, the hero resists") {
    REQUIRE(g.apply(Command::use_item(Use::Zap, wand, Dir::None)).took_turn);
    CHECK(test::said(g, "You shudder for a moment."));
    CHECK(g.hero().hp == g.hero().max_hp);
  }
}

TEST_CASE("a sleeping gas trap, added as data, is placed from its depth and puts the hero to sleep",
          "[content][additions]") {
  const Catalog& cat = extended().catalog;
  const int gas = cat.find_trap("trap_sleeping_gas");
  REQUIRE(gas >= 0);
  REQUIRE(test::catalog().find_trap("trap_sleeping_gas") < 0);
  CHECK(cat.trap(static_cast<TrapKind>(gas)).name == "sleeping gas trap");

  // Its frequency (1000 against the shipped traps' 95) makes it nearly every trap from depth 4,
  // and its min_depth none above.
  int shallow = 0, deep = 0, deep_traps = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    for (int depth : {1, 2, 3}) {
      const auto lv = gen::make_level(cat, seed, depth);
      REQUIRE(lv.ok());
      for (const Trap& t : lv.value().traps) shallow += t.kind == gas;
    }
    const auto lv = gen::make_level(cat, seed, 5);
    REQUIRE(lv.ok());
    for (const Trap& t : lv.value().traps) deep += t.kind == gas, ++deep_traps;
  }
  CHECK(shallow == 0);
  CHECK(deep_traps > 10);
  CHECK(deep * 10 >= deep_traps * 8);

  Game g = test::game_on(
      "######\n"
      "#@...#\n"
      "######\n",
      cat);
  test::put_trap(g, "trap_sleeping_gas", {2, 1});
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{2, 1});
  CHECK(test::said(g, "A cloud of gas puts you to sleep!"));
  CHECK(std::any_of(g.hero().effects.begin(), g.hero().effects.end(),
                    [](const Effect& e) { return e.kind == EffectKind::Sleep; }));
  CHECK_FALSE(g.level().traps.front().hidden);
}

TEST_CASE("a mistake in an addition names the addition's file and line", "[content][additions]") {
  CHECK(load_error("tileset.toml",
                   "[trap_x]\nparent = \"base_trap\"\nname = \"x trap\"\nfrequncy = 3\n"
                   "effects = [{ noise = true }]\nfg = \"#ffffff\"\n") ==
        "mod.toml:1: trap_x: missing field 'frequency' (a whole number)\n"
        "mod.toml:4: trap_x: unknown field 'frequncy' (a trap's fields: "
        "docs/CONTENT_FIELDS.md)");
  CHECK(load_error("items.toml", "[wand_sleep]\nparent = \"base_wand\"\n")
            .starts_with("mod.toml:1: wand_sleep: already defined at items.toml:"));
  CHECK(load_error("item.toml", "") ==
        "mod.toml: extends 'item.toml', which is none of tileset.toml, items.toml, monsters.toml, "
        "characters.toml, powers.toml, gods.toml, setpieces.toml, branches.toml, tutorial.toml, "
        "sounds.toml");
  CHECK(load_error("tileset.toml", "[trap_y\n").starts_with("mod.toml:1: "));
}

TEST_CASE("a mistake in the tutorial's data names its file and line", "[content][tutorial]") {
  CHECK(
      load_error("tutorial.toml", "[x]\nkind = \"thing\"\nmark = \"W\"\nmonster = \"dragonn\"\n") ==
      "mod.toml:4: x.monster: no monster \"dragonn\"");
  // A monster that waits for a lesson names one that exists.
  CHECK(
      load_error("tutorial.toml",
                 "[x]\nkind = \"thing\"\nmark = \"W\"\nmonster = \"newt\"\nlesson = \"fihgt\"\n") ==
      "mod.toml:5: x.lesson: no lesson \"fihgt\"");
  CHECK(load_error("tutorial.toml",
                   "[late]\nkind = \"lesson\"\nlevel = 2\nmark = \"Q\"\ntext = \"t\"\n"
                   "[[late.steps]]\nask = \"a\"\nphone = \"p\"\n") ==
        "tutorial.toml: lesson late: its mark is not on level 2");
  CHECK(load_error("tutorial.toml", "[lvl]\nkind = \"level\"\nmap = [\"#.#\", \"#.\"]\n")
            .starts_with("mod.toml:3: lvl.map: row 2"));
}

TEST_CASE(
    "a thorn brake, new terrain added as data, hides what is behind it, scratches, and is "
    "placed from its depth",
    "[content][additions][terrain]") {
  const Catalog& cat = extended().catalog;
  REQUIRE(cat.tiles.size() == test::catalog().tiles.size() + 1);  // after the engine's own
  const Tile thorns = static_cast<Tile>(cat.tiles.size() - 1);
  CHECK(cat.tile(thorns).name == "thorn brake");
  // Written '%' in a hand-drawn map: the hero cannot see through it to the jackal beyond, and
  // walks into it (asked first: it hurts), scratched.
  Game g = test::game_on(
      "#######\n"
      "#@.%..#\n"
      "#######\n",
      cat);
  REQUIRE(g.level().at({3, 1}) == thorns);
  test::put_monster(g, "jackal", {5, 1}, Mind::Asleep);
  g.refresh_vision();
  CHECK(g.sight().visible_monster({5, 1}) == nullptr);
  g.apply(Command::move(Dir::E));
  const Outcome asked = g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{2, 1});  // asked first
  CHECK(asked.confirm == "Really step into the thorn brake?");
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.hero().pos == Vec{3, 1});
  CHECK(test::said(g, "The thorns scratch you."));
  CHECK(g.hero().hp == g.hero().max_hp - 1);
  // Placed as hazards are, in rooms, from its min_depth down (its frequency of 1000 against the
  // shipped hazards' 1 each makes it nearly every one).
  int shallow = 0, deep = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto top = gen::make_level(cat, seed, 1);
    const auto lower = gen::make_level(cat, seed, 6);
    REQUIRE(top.ok());
    REQUIRE(lower.ok());
    for (int y = 0; y < top.value().height(); ++y)
      for (int x = 0; x < top.value().width(); ++x) shallow += top.value().at({x, y}) == thorns;
    for (int y = 0; y < lower.value().height(); ++y)
      for (int x = 0; x < lower.value().width(); ++x) deep += lower.value().at({x, y}) == thorns;
  }
  CHECK(shallow == 0);
  CHECK(deep > 20);
}

TEST_CASE("a map character already taken is refused at its line", "[content][additions][terrain]") {
  const std::string taken = load_error("tileset.toml",
                                       "[moss]\nparent = \"base_tile\"\nname = \"moss\"\n"
                                       "glyph = \",\"\nfg = \"#00ff00\"\nmap_char = \"~\"\n");
  INFO(taken);
  CHECK(taken.find("mod.toml:6: moss.map_char: '~' already stands for something in maps") !=
        std::string::npos);
}

}  // namespace test_additions
