#pragma once
// The content read from its TOML files (src/content/data), as the content compiler does at
// build time and as the tests and the desktop game's additions do at run time: toml++ and the
// readers are linked only where this is.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "content/content.hpp"
#include "content/content_text.hpp"

namespace dg {

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
Result<Content> load_content_from_toml(std::vector<ContentAddition> additions = {});

// The same, one file at a time: a caller that must not block for long (the web page's start,
// where each step is a task of its own so the page stays responsive) does other work between
// the steps. load_content_from_toml() is this
// run to its end.
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
