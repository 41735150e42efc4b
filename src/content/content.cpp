#include "content/content.hpp"

#include <optional>

#include "content/embedded.hpp"

namespace dg {

namespace {
std::optional<Tileset> g_tileset;
}

Result<bool> load_content() {
  if (g_tileset) return true;
  // Load order: the tileset first (every later file names tiles).
  const auto text = find_content_file("tileset.toml");
  if (!text) return Error{"the build has no tileset.toml"};
  auto ts = parse_tileset("tileset.toml", *text);
  if (!ts) return Error{ts.error()};
  install_tile_rules(ts.value().rules);
  install_trap_names(ts.value().trap_names);
  g_tileset = std::move(ts.value());
  return true;
}

const Tileset& tileset() {
  return *g_tileset;
}

}  // namespace dg
