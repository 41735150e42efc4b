#pragma once
// Loads all built-in content, in dependency order, and installs what the core needs.
#include "content/tileset.hpp"
#include "core/result.hpp"

namespace dg {

// Loads every embedded content file (idempotent). On failure the message names file and line.
Result<bool> load_content();
// The loaded tileset; load_content() must have succeeded.
const Tileset& tileset();

}  // namespace dg
