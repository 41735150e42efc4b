#include "content/content.hpp"

#include <optional>
#include <vector>

#include "content/embedded.hpp"

namespace dg {

namespace {
std::optional<Tileset> g_tileset;
std::vector<Look> g_monster_looks;
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

  install_tile_rules(ts.value().rules);
  install_trap_names(ts.value().trap_names);
  install_breeds(std::move(bestiary.value().breeds));
  g_monster_looks = std::move(bestiary.value().looks);
  g_tileset = std::move(ts.value());
  return true;
}

const Tileset& tileset() {
  return *g_tileset;
}
const Look& monster_look(int breed) {
  return g_monster_looks[static_cast<std::size_t>(breed)];
}

}  // namespace dg
