#pragma once
// All built-in content as one immutable value: the core's Catalog (rules) beside what only
// the UI needs (looks, the creation screens' texts). Loaded once, in dependency order, by
// whoever runs the game (the platform's game loop, the bot, the tests) and passed on by
// const reference; nothing keeps it in a global.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "content/bestiary.hpp"
#include "content/characters.hpp"
#include "content/content_text.hpp"
#include "content/items.hpp"
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
  TutorialBook tutorial;  // data/tutorial.toml

  const Look& monster_look(int breed) const {
    return monster_looks[static_cast<std::size_t>(breed)];
  }
  const Look& item_look(int kind) const { return item_looks[static_cast<std::size_t>(kind)]; }
};

// Content beyond the built-in files (a test's extra wand and trap, a mod): TOML read after the
// built-in file it `extends` ("items.toml"), as if written at its end, its mistakes named by
// `name` and its own lines.
struct ContentAddition {
  std::string extends;
  std::string name;
  std::string text;
};

// Reads every embedded content file, and the additions. On failure the message names file
// and line.
Result<Content> load_content(std::vector<ContentAddition> additions = {});

// The same, one file at a time: a caller that must not block for long (the web page's start,
// where each step is a task of its own so the page stays responsive) does other work between
// the steps. load_content() is this run to its end.
class ContentLoading {
 public:
  explicit ContentLoading(std::vector<ContentAddition> additions = {})
      : additions_(std::move(additions)) {}
  // Reads the next file. False once there is nothing more to do: every file is read, or one
  // failed.
  bool step();
  // What was read; call once, after step() returned false.
  Result<Content> finish();
  // The built-in file `name`'s text with the additions that extend it.
  ContentText text_of(std::string_view name, std::string_view built_in) const;

 private:
  Content assemble();

  std::vector<ContentAddition> additions_;
  int next_ = 0;
  std::optional<std::string> error_;
  std::optional<Tileset> tileset_;
  std::optional<ItemBook> items_;
  std::optional<Bestiary> bestiary_;
  std::optional<CharacterBook> characters_;
  // From the fifth step on: what the first four read, put together, which the set pieces and
  // the tutorial name (each then read in a step of its own).
  std::optional<Content> content_;
};

}  // namespace dg
