// Named uniques (r38): each is drawn once a run, from the seed, onto one level of its range,
// never picked by frequency (no wanderer, summons or polymorph makes a second); it speaks once
// on noticing the hero and as it dies, is named without an article, and the morgue lists the
// ones slain. A unique whose data would let a second of it in is refused with file and line.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "content/toml/load_toml.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/gen/seed_catalog.hpp"
#include "core/gen/uniques.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/screens/morgue.hpp"

namespace test_uniques {

using namespace dg;

namespace {

constexpr const char* kHall =
    "############\n"
    "#@.........#\n"
    "#..........#\n"
    "#..........#\n"
    "############\n";

std::string load_error(const char* text) {
  const auto loaded = load_content_from_toml({{"monsters.toml", "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

bool has(const std::string& error, const std::string& part) {
  return error.find(part) != std::string::npos;
}

int count_said(const Game& g, const std::string& text) {
  int n = 0;
  for (const Message& m : g.log().all()) n += m.text == text;
  return n;
}

}  // namespace

TEST_CASE("100 seeds' catalogs hold every unique, none twice in a run, each within its range",
          "[core][uniques]") {
  const Catalog& cat = test::catalog();
  std::set<std::string> uniques;
  std::map<std::string, std::pair<int, int>> range;
  std::set<std::string> guardians;  // appears = 0: only where a branch's end level puts them
  for (const Breed& b : cat.breeds)
    if (b.unique) uniques.insert(b.name), range[b.name] = {b.min_depth, b.max_depth};
  for (const Breed& b : cat.breeds)
    if (b.unique && b.appears == 0) guardians.insert(b.name);
  REQUIRE(uniques.size() >= 15);
  std::set<std::string> met;
  for (std::uint64_t seed = 1000; seed < 1100; ++seed) {
    auto levels = seed_catalog(cat, seed);
    REQUIRE(levels.ok());
    std::map<std::string, int> in_run;
    for (const LevelListing& l : levels.value()) {
      CHECK(l.uniques.size() <= 2);  // gen::kUniquesPerLevel
      for (const std::string& u : l.uniques) {
        ++in_run[u];
        met.insert(u);
        INFO("seed " << seed << ": " << u << " on level " << l.depth);
        if (guardians.count(u)) {
          CHECK(l.branch_end);
          continue;
        }
        CHECK(l.branch.empty());
        CHECK(l.depth >= range[u].first);
        CHECK(l.depth <= range[u].second);
      }
    }
    for (const auto& [name, n] : in_run) {
      INFO("seed " << seed << ": " << name);
      CHECK(n == 1);
    }
  }
  CHECK(met == uniques);
}

TEST_CASE("the seed's draw puts a unique on the level it names, far from the stairs up",
          "[core][uniques]") {
  const Catalog& cat = test::catalog();
  const int grik = cat.find_breed("grik");
  REQUIRE(grik >= 0);
  // A seed whose run holds Grik, found by the draw; the level made there holds it.
  std::uint64_t seed = 1;
  while (gen::unique_levels(cat, seed)[static_cast<std::size_t>(grik)] == 0) ++seed;
  const int depth = gen::unique_levels(cat, seed)[static_cast<std::size_t>(grik)];
  CHECK((depth == 2 || depth == 3));
  auto made = gen::make_level(cat, seed, depth);
  REQUIRE(made.ok());
  int found = 0;
  for (const Monster& m : made.value().monsters)
    if (m.breed == grik) {
      ++found;
      CHECK(chebyshev(m.pos, made.value().stairs_up) >= gen::kUniqueFromStairs);
    }
  CHECK(found == 1);
  // The levels of its range it was not drawn for never hold it.
  for (int d = 2; d <= 3; ++d) {
    if (d == depth) continue;
    auto other = gen::make_level(cat, seed, d);
    REQUIRE(other.ok());
    for (const Monster& m : other.value().monsters) CHECK(m.breed != grik);
  }
}

TEST_CASE("no depth's picks, wanderers or summons ever make a unique", "[core][uniques]") {
  const Catalog& cat = test::catalog();
  Rng rng(7);
  for (int depth = 1; depth <= 12; ++depth)
    for (int i = 0; i < 500; ++i) {
      const int b = pick_breed(cat, rng, depth);
      REQUIRE(b >= 0);
      CHECK_FALSE(cat.breed(b).unique);
      const int f = pick_fighter(cat, rng, depth);
      if (f >= 0) CHECK_FALSE(cat.breed(f).unique);
    }
}

TEST_CASE(
    "a unique speaks once on meeting the hero, is named without an article, and dies in "
    "words the morgue remembers",
    "[core][uniques]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  const int id = test::put_monster(g, "grik", {6, 2}).id;
  g.refresh_vision();
  const std::string greets =
      "Grik the Rat King chitters: \"Fresh meat for the nest! Come, my children!\"";
  CHECK(test::waits_for(g, greets, 10));
  // It came to the hero and fought: "Grik the Rat King bites!", never "The Grik...".
  bool named = false;
  for (int i = 0; i < 30 && !named; ++i) {
    test::wait_turns(g);
    for (const Message& m : g.log().all()) {
      CHECK(m.text.find("the Grik") == std::string::npos);
      CHECK(m.text.find("The Grik") == std::string::npos);
      named |= m.text.rfind("Grik the Rat King bites", 0) == 0 ||
               m.text.rfind("Grik the Rat King misses", 0) == 0;
    }
  }
  CHECK(named);
  CHECK(count_said(g, greets) == 1);  // once, however long the fight
  Monster* grik = g.mutable_level().monster_by_id(id);
  REQUIRE(grik);
  g.damage(*grik, 1000, {.by = kHero, .hero_earns = true, .kill_line = "You kill it!"});
  CHECK(test::said(g, "Grik the Rat King squeals: \"The nest... remembers...\""));
  REQUIRE(g.hero().uniques_slain.size() == 1);
  CHECK(g.catalog().breed(g.hero().uniques_slain[0]).name == "Grik the Rat King");
  const std::string morgue = morgue_text(test::content(), g);
  CHECK(morgue.find("Uniques slain:\n  Grik the Rat King\n") != std::string::npos);
}

TEST_CASE("a death at a unique's hands names it without an article", "[core][uniques]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  test::put_monster(g, "ogg", {2, 2});
  g.mutable_player().hp = 1;
  for (int i = 0; i < 50 && !g.run().over; ++i) test::wait_turns(g);
  REQUIRE(g.run().over);
  CHECK(g.run().death_cause == "killed by Ogg the Gatekeeper");
}

TEST_CASE("look tells a unique's story", "[core][uniques]") {
  Game g = test::game_on(kHall);
  test::lit_and_empty(g);
  const Monster& m = test::put_monster(g, "vorak", {5, 2});
  g.refresh_vision();
  const std::string text = test::look_text(g, m);
  CHECK(text.find("A king buried with his crown and his hatred") != std::string::npos);
}

TEST_CASE("a unique that could be made twice, or that has no words, is refused with file and line",
          "[core][uniques][content]") {
  const char* head =
      "[boss]\n"                                       // 1
      "parent = \"base_unique\"\n"                     // 2
      "glyph = \"k\"\nfg = \"#ff0000\"\nlevel = 3\n"   // 3-5
      "hp = \"3d8\"\nmin_depth = 2\nmax_depth = 3\n";  // 6-8
  const std::string words = "greets = \"Hi.\"\nlast_words = \"Bye.\"\n";
  const std::string ok = std::string(head) + "name = \"Bob the Boss\"\n" + words;
  CHECK(load_error(ok.c_str()).empty());
  const std::string lower = std::string(head) + "name = \"bob\"\n" + words;
  CHECK(has(load_error(lower.c_str()), "mod.toml:9: boss.name: a unique's name is a proper name"));
  const std::string mute = std::string(head) + "name = \"Bob\"\n";
  CHECK(has(load_error(mute.c_str()), "a unique needs its words on meeting the hero"));
  CHECK(has(load_error(mute.c_str()), "a unique needs its words as it dies"));
  const std::string common = ok + "frequency = 3\n";
  CHECK(
      has(load_error(common.c_str()), "mod.toml:12: boss.frequency: a unique is drawn once a run"));
  const std::string pack = ok + "pack = \"2-3\"\n";
  CHECK(has(load_error(pack.c_str()), "a unique comes alone"));
  const std::string kin =
      ok +
      "abilities = [{ name = \"call\", says = \"{A} calls!\", zap = \"self\", chance = "
      "\"1/5\", effects = [{ summon = \"1\", kin = true }] }]\n";
  CHECK(has(load_error(kin.c_str()), "never its own kind"));
  const std::string talker =
      "[rat2]\nparent = \"sewer_rat\"\nname = \"rat\"\ngreets = \"Squeak.\"\n";
  CHECK(has(load_error(talker.c_str()), "mod.toml:4: rat2.greets: only a unique"));
}

}  // namespace test_uniques
