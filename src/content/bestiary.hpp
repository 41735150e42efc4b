#pragma once
// The monster library: monsters.toml read with prototype inheritance and validated. It yields
// the core's breeds (rules) and, index for index, how each one looks.
#include <span>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "content/tileset.hpp"
#include "core/actor/breed.hpp"
#include "core/item/item.hpp"
#include "core/result.hpp"

namespace dg {

struct Bestiary {
  std::vector<Breed> breeds;
  std::vector<Look> looks;  // looks[i] is how breeds[i] is drawn
};

// Parses and validates; errors name the file, line, monster and field. `items` are the item
// kinds the monsters may name (the spellbooks of the spells they cast).
Result<Bestiary> parse_bestiary(std::string_view file_name, const ContentText& text,
                                std::span<const ItemKind> items = {});

}  // namespace dg
