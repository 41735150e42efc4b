// The seed catalog (core/gen/seed_catalog.hpp): what every level of a seed holds, without
// playing. Checked against the levels a wizard finds by jumping down through the same seed.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "core/game.hpp"
#include "core/gen/seed_catalog.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_seed_catalog {

using namespace dg;

namespace {

// "jackal x3" -> {"jackal", 3}; "newt" -> {"newt", 1}.
std::map<std::string, int> counts(const std::vector<std::string>& listed) {
  std::map<std::string, int> out;
  for (const std::string& s : listed) {
    const auto x = s.rfind(" x");
    if (x != std::string::npos && x + 2 < s.size() &&
        s.find_first_not_of("0123456789", x + 2) == std::string::npos)
      out[s.substr(0, x)] += std::stoi(s.substr(x + 2));
    else
      out[s] += 1;
  }
  return out;
}

}  // namespace

TEST_CASE("the seed catalog lists what each level of a seed holds, as a run finds it",
          "[core][gen][catalog]") {
  constexpr std::uint64_t kSeed = 4242;
  const auto listed = seed_catalog(test::catalog(), kSeed);
  REQUIRE(listed.ok());
  const std::vector<LevelListing>& levels = listed.value();
  // The main line's 12 levels (the Amulet on level 12), then each side branch's, 3 to 5 each.
  REQUIRE(levels.size() >= 12 + 3 * test::catalog().branches.size());
  for (std::size_t i = 0; i < levels.size(); ++i) CHECK(levels[i].branch.empty() == (i < 12));
  auto g = Game::new_game(test::catalog(), kSeed, test::caveman(), true, false);
  REQUIRE(g.ok());
  Game& game = g.value();
  game.mutable_wizard().immortal = true;  // what waits by a staircase may not end the walk down
  for (const LevelListing& l : levels) {
    INFO("level " << l.depth);
    // Nothing met on the way (a homunculus's bite that freezes) may keep the hero from going on.
    game.mutable_player().effects.clear();
    if (l.depth > 1) game.apply(Command::jump(l.depth));
    REQUIRE(game.depth() == l.depth);
    // The monsters there on arrival, by kind: those the level was made with, numbered from 1
    // (not one a wolf's howl called in the turn the hero arrived).
    int made = 0;
    for (const auto& [name, n] : counts(l.monsters)) made += n;
    std::map<std::string, int> met;
    for (const Monster& m : game.level().monsters)
      if (m.id <= made) ++met[game.catalog().breed_of(m).name];
    CHECK(counts(l.monsters) == met);
    CHECK(l.items.size() == game.level().items.size());
    int gold = 0;
    for (const GoldPile& p : game.level().gold) gold += p.amount;
    CHECK(l.gold == gold);
    CHECK(l.rooms == static_cast<int>(game.level().rooms.size()));
    CHECK_FALSE(l.generator.empty());
    CHECK(l.set_pieces.size() == game.level().pieces.size());
    if (l.depth > 1) CHECK_FALSE(l.set_pieces.empty());
  }
  // Things by their true names, whatever they look like in play: the Amulet is on level 12.
  const auto& deepest = levels[11].items;
  CHECK(std::find(deepest.begin(), deepest.end(), "the Amulet of the Deep") != deepest.end());
  const std::string text = seed_catalog_text(kSeed, levels);
  CHECK(text.starts_with("Seed 4242\n\nLevel 1 ("));
  CHECK(text.find("\nLevel 12 (") != std::string::npos);
}

}  // namespace test_seed_catalog
