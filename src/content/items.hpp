#pragma once
// The item library: items.toml read with prototype inheritance and validated. It yields the
// core's item kinds and potion appearances, and how each kind looks.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "content/tileset.hpp"
#include "core/item/item.hpp"
#include "core/result.hpp"

namespace dg {

struct ItemBook {
  std::vector<ItemKind> kinds;
  std::vector<Look> looks;                          // looks[i] is how kinds[i] is drawn
  std::array<Disguises, kItemClasses> disguises{};  // by class: its kinds' disguises
};

// The class items.toml names `name` ("weapon", "spellbook"), or nothing.
std::optional<ItemClass> item_class_named(std::string_view name);

// `tiles`: the tileset's, for the tiles a tool opens (none: a tool may open nothing).
Result<ItemBook> parse_items(std::string_view file_name, const ContentText& text,
                             const TileTable* tiles = nullptr);

}  // namespace dg
