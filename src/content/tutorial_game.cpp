#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "content/tutorial.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/spawn.hpp"

namespace dg {

namespace {

// The tutorial is one game, always the same: its items' looks and its monsters' hit points
// come from this seed.
constexpr std::uint64_t kTutorialSeed = 20261127;

// Places `thing` at `at` on `level` (a cell of floor, as its mark was read).
void place(const Catalog& cat, Level& level, int depth, Vec at, const TutorialThing& thing,
           Rng& rng) {
  if (thing.breed >= 0) spawn_monster(cat, level, rng, thing.breed, depth, at).mind = Mind::Asleep;
  if (thing.item >= 0) {
    Item item = new_item(cat, thing.item, rng);
    if (cat.item(thing.item).stacks) item.count = thing.count;
    level.items.push_back({at, item});
  }
  if (thing.trap >= 0) level.traps.push_back({at, static_cast<TrapKind>(thing.trap), true});
  if (thing.locked) level.tiles[at] = Tile::DoorLocked;
}

}  // namespace

Result<Game> make_tutorial_game(const Catalog& catalog, const TutorialBook& book) {
  auto who = catalog.characters.parse(book.hero);
  if (!who) return Error{who.error()};
  // The levels, from the maps the reader checked, each thing placed in the reader's order.
  std::vector<Level> levels;
  Rng rng(kTutorialSeed);
  for (const TutorialMap& map : book.maps) {
    auto level = parse_ascii_map(map.picture, &catalog.tiles);
    if (!level)
      return Error{"tutorial level " + std::to_string(levels.size() + 1) + ": " + level.error()};
    for (const TutorialLater& p : map.placed)
      place(catalog, level.value().level, p.depth, p.at, p.thing, rng);
    levels.push_back(std::move(level.value().level));
  }
  auto made = Game::from_levels(catalog, levels, book.start, kTutorialSeed, who.value(), true);
  if (!made) return made;
  Game& g = made.value();
  Player& hero = g.mutable_player();
  // Only the kit the lessons speak of: the rest would be letters to explain.
  std::vector<char> drop;
  for (const InvSlot& s : hero.inventory)
    if (std::find(book.keep.begin(), book.keep.end(), s.item.kind) == book.keep.end())
      drop.push_back(s.letter);
  for (char letter : drop) hero.remove_slot(letter);
  if (book.hp > 0) hero.hp = hero.max_hp = book.hp;
  if (book.pw > 0) hero.pw = hero.max_pw = book.pw;
  g.mutable_wizard().immortal = true;  // a lesson never ends in death
  g.mutable_wizard().least_hp = 5;     // nor leaves its student a bite from it
  g.set_wanderers(false);              // nor meets a monster it did not place
  g.set_talents(false);                // nor stops for a choice it does not teach
  return made;
}

std::vector<int> place_lesson_things(Game& game, const TutorialBook& book, int lesson) {
  std::vector<int> ids;
  Level& level = game.mutable_level();
  // Its own stream, so a lesson's newt is the same newt whenever it begins.
  Rng rng(kTutorialSeed + static_cast<std::uint64_t>(lesson));
  for (const TutorialLater& l : book.later) {
    if (l.thing.lesson != lesson || l.depth != game.depth()) continue;
    // The mark, or the nearest free floor to it (the pet may stand on it).
    const std::optional<Vec> at =
        free_for_monster(game.catalog(), level, l.at) && l.at != game.hero().pos
            ? std::optional<Vec>(l.at)
            : nearest_free_for_monster(game.catalog(), level, l.at, game.hero().pos);
    if (!at) continue;
    Monster& m = spawn_monster(game.catalog(), level, rng, l.thing.breed, l.depth, *at);
    m.mind = Mind::Asleep;
    ids.push_back(m.id);
  }
  return ids;
}

}  // namespace dg
