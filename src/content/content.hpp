#pragma once
// All built-in content as one immutable value: the core's Catalog (rules) beside what only
// the UI needs (looks, the creation screens' texts). Loaded once, in dependency order, by
// whoever runs the game (the platform's game loop, the bot, the tests) and passed on by
// const reference; nothing keeps it in a global.
#include <vector>

#include "content/bestiary.hpp"
#include "content/characters.hpp"
#include "content/items.hpp"
#include "content/sounds.hpp"
#include "content/tileset.hpp"
#include "content/tutorial.hpp"
#include "core/catalog.hpp"
#include "core/result.hpp"

namespace dg {

struct Content {
  Catalog catalog;
  Tileset tileset;  // looks of tiles, traps, the hero and gold (its rules are in catalog)
  std::vector<Look> monster_looks;  // indexed by breed
  std::vector<Look> item_looks;     // indexed by item kind
  CreationText creation_text;
  TutorialBook tutorial;         // data/tutorial.toml
  std::vector<SoundDef> sounds;  // data/sounds.toml (r40), in its order

  const Look& monster_look(int breed) const {
    return monster_looks[static_cast<std::size_t>(breed)];
  }
  const Look& item_look(int kind) const { return item_looks[static_cast<std::size_t>(kind)]; }
  friend bool operator==(const Content&, const Content&) = default;
};

// The built-in content: the blob the build compiled from the TOML files (content/builtin/),
// read in a few milliseconds. On failure (a stale or damaged build) the message says why.
// Content read from the TOML files themselves, with additions, is content/toml/load_toml.hpp's.
Result<Content> load_content();

}  // namespace dg
