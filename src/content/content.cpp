#include "content/content.hpp"

#include <optional>
#include <vector>

#include "content/embedded.hpp"

namespace dg {

namespace {
std::optional<Tileset> g_tileset;
std::vector<Look> g_monster_looks;
std::vector<Look> g_item_looks;
CreationText g_creation_text;
}  // namespace

Result<bool> load_content() {
  if (g_tileset) return true;
  // Load order: the tileset first (every later file names tiles).
  const auto text = find_content_file("tileset.toml");
  if (!text) return Error{"the build has no tileset.toml"};
  auto ts = parse_tileset("tileset.toml", *text);
  if (!ts) return Error{ts.error()};
  // Then the monsters.
  const auto monsters = find_content_file("monsters.toml");
  if (!monsters) return Error{"the build has no monsters.toml"};
  auto bestiary = parse_bestiary("monsters.toml", *monsters);
  if (!bestiary) return Error{bestiary.error()};

  // Then the items.
  const auto items = find_content_file("items.toml");
  if (!items) return Error{"the build has no items.toml"};
  auto book = parse_items("items.toml", *items);
  if (!book) return Error{book.error()};

  install_tile_rules(ts.value().rules);
  install_item_kinds(std::move(book.value().kinds));
  // Then the characters (their kits name items, so the items are installed first).
  const auto chars = find_content_file("characters.toml");
  if (!chars) return Error{"the build has no characters.toml"};
  auto people = parse_characters("characters.toml", *chars);
  if (!people) return Error{people.error()};
  install_character_tables(std::move(people.value().tables));
  g_creation_text = std::move(people.value().text);

  install_potion_appearances(std::move(book.value().appearances));
  g_item_looks = std::move(book.value().looks);
  install_trap_rules(ts.value().trap_rules);
  install_breeds(std::move(bestiary.value().breeds));
  g_monster_looks = std::move(bestiary.value().looks);
  g_tileset = std::move(ts.value());
  return true;
}

const Tileset& tileset() {
  return *g_tileset;
}
const CreationText& creation_text() {
  return g_creation_text;
}
const Look& item_look(int kind) {
  return g_item_looks[static_cast<std::size_t>(kind)];
}
const Look& monster_look(int breed) {
  return g_monster_looks[static_cast<std::size_t>(breed)];
}

}  // namespace dg
