#include "content/content.hpp"

#include "content/embedded.hpp"

namespace dg {

// The load order: each file may name what the ones before it define.
Result<Content> load_content() {
  Content c;
  // The tileset first (every later file names tiles).
  const auto text = find_content_file("tileset.toml");
  if (!text) return Error{"the build has no tileset.toml"};
  auto ts = parse_tileset("tileset.toml", *text);
  if (!ts) return Error{ts.error()};
  // Then the items.
  const auto items = find_content_file("items.toml");
  if (!items) return Error{"the build has no items.toml"};
  auto book = parse_items("items.toml", *items);
  if (!book) return Error{book.error()};
  // Then the monsters (their spells name spellbooks).
  const auto monsters = find_content_file("monsters.toml");
  if (!monsters) return Error{"the build has no monsters.toml"};
  auto bestiary = parse_bestiary("monsters.toml", *monsters, book.value().kinds);
  if (!bestiary) return Error{bestiary.error()};
  // Then the characters (their kits name items, their pets monsters).
  const auto chars = find_content_file("characters.toml");
  if (!chars) return Error{"the build has no characters.toml"};
  auto people =
      parse_characters("characters.toml", *chars, book.value().kinds, bestiary.value().breeds);
  if (!people) return Error{people.error()};

  c.catalog.tiles = ts.value().rules;
  c.catalog.traps = ts.value().trap_rules;
  c.catalog.breeds = std::move(bestiary.value().breeds);
  c.catalog.items = std::move(book.value().kinds);
  c.catalog.disguises = std::move(book.value().disguises);
  c.catalog.characters = std::move(people.value().tables);
  c.tileset = std::move(ts.value());
  c.monster_looks = std::move(bestiary.value().looks);
  c.item_looks = std::move(book.value().looks);
  c.creation_text = std::move(people.value().text);
  return c;
}

}  // namespace dg
