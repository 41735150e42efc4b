// Games begun: a new dungeon from a seed, a hand-made first level (the tests', the tutorial's),
// a replay of a run's commands, and the welcome said at the start. Once a run, so built for
// size on the web (src/core/CMakeLists.txt).
#include <utility>

#include "core/actor/pet.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/gen/branches.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/words.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg {

Result<Game> Game::new_game(const Catalog& catalog, std::uint64_t seed, Character who, bool wizard,
                            bool pet) {
  auto made = blank(catalog, seed, who, wizard);
  if (!made) return made;
  Game& g = made.value();
  // The side branches (r39) drawn, their levels' slots after the main line's.
  g.dungeon_.branches = gen::lay_out_branches(catalog, seed, gen::kDungeonDepth);
  for (const BranchPlace& b : g.dungeon_.branches)
    g.dungeon_.levels.resize(static_cast<std::size_t>(b.first + b.levels - 1));
  auto entered = g.enter_level(1);
  if (!entered) return Error{entered.error()};
  stage::put(g.player_, g.level().stairs_up);
  g.run_.with_pet = pet;
  const std::string& kind = catalog.characters.role_of(g.player_.who).pet;
  if (pet && !kind.empty())
    pet::place_at_start(catalog, g.mutable_level(), g.rng_, catalog.find_breed(kind),
                        g.player_.pos);
  // One line that fits 80 columns: the goal is on the title screen and in the help, and
  // wizard mode shows on the status line, so nothing waits at --More-- before the first move.
  g.welcome();
  g.update_vision();
  return made;
}

Result<Game> Game::from_ascii(const Catalog& catalog, std::string_view map, std::uint64_t seed,
                              Character who) {
  auto parsed = parse_ascii_map(map, &catalog.tiles);
  if (!parsed) return Error{parsed.error()};
  if (parsed.value().start.x < 0) return Error{"the map has no '@' to start the player on"};
  std::vector<Level> levels;
  levels.push_back(std::move(parsed.value().level));
  auto made = from_levels(catalog, std::move(levels), parsed.value().start, seed, who, false);
  if (made) made.value().run_.with_pet = true;  // as a save records a new game (no pet placed)
  return made;
}

Result<Game> Game::from_levels(const Catalog& catalog, std::vector<Level> levels, Vec start,
                               std::uint64_t seed, Character who, bool pet) {
  if (levels.empty() || levels.size() > gen::kDungeonDepth)
    return Error{"a dungeon has 1 to " + std::to_string(gen::kDungeonDepth) + " levels"};
  if (!levels.front().contains(start)) return Error{"the hero starts off the map"};
  auto made = blank(catalog, seed, who, false);
  if (!made) return made;
  Game& g = made.value();
  for (std::size_t i = 0; i < levels.size(); ++i) g.dungeon_.levels[i] = std::move(levels[i]);
  stage::put(g.player_, start);
  g.run_.with_pet = pet;
  const std::string& kind = catalog.characters.role_of(g.player_.who).pet;
  if (pet && !kind.empty())
    pet::place_at_start(catalog, g.mutable_level(), g.rng_, catalog.find_breed(kind), start);
  g.welcome();
  g.update_vision();
  return made;
}

Result<Game> Game::blank(const Catalog& catalog, std::uint64_t seed, const Character& who,
                         bool wizard) {
  Game g;
  g.catalog_ = &catalog;
  g.run_.seed = seed;
  g.rng_ = Rng(derive_seed(seed, 0xC0FFEE));  // play events; levels have their own streams
  g.wizard_.enabled = wizard;
  g.dungeon_.levels.resize(gen::kDungeonDepth);
  g.dungeon_.main = gen::kDungeonDepth;
  g.knowledge_ = Knowledge::draw(catalog, seed);
  auto born = g.create_hero(who);
  if (!born) return Error{born.error()};
  return g;
}

Result<Game> replay(const Catalog& catalog, std::uint64_t seed, const Character& who, bool wizard,
                    const std::vector<Command>& commands, bool pet) {
  auto made = Game::new_game(catalog, seed, who, wizard, pet);
  if (!made) return made;
  for (const Command& c : commands) made.value().apply(c);
  return made;
}

void Game::welcome() {
  std::string words = "Welcome to Deepglyph! You are " +
                      with_article(catalog_->characters.describe(player_.who)) + ".";
  // The @ hides the staircase it stands on, and a newcomer takes the pet for a monster: one
  // more sentence says both (as one message, so it pages like any other).
  const Monster* pet = nullptr;
  for (const Monster& m : level().monsters)
    if (m.tame) pet = &m;
  const bool on_stairs = level().at(player_.pos) == Tile::StairsUp;
  const std::string pet_words = pet ? "your " + catalog_->breed_of(*pet).name + " beside you" : "";
  if (on_stairs)
    words += " You stand on the stairs up (<)" + (pet ? ", " + pet_words : std::string()) + ".";
  else if (pet)
    words += " Your " + catalog_->breed_of(*pet).name + " is beside you.";
  say(words);
}

}  // namespace dg
