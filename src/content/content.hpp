#pragma once
// Loads all built-in content, in dependency order, and installs what the core needs.
#include "content/bestiary.hpp"
#include "content/characters.hpp"
#include "content/items.hpp"
#include "content/tileset.hpp"
#include "core/result.hpp"

namespace dg {

// Loads every embedded content file (idempotent). On failure the message names file and line.
Result<bool> load_content();
// The loaded tileset and monster looks; load_content() must have succeeded.
const Tileset& tileset();
const Look& monster_look(int breed);
const Look& item_look(int kind);
const CreationText& creation_text();

}  // namespace dg
