#pragma once
// What a content parser reads: one built-in file's text, and additions read after it.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dg {

// A content file's text, and the additions read after it (a test's extra wand and trap; a
// mod): each addition is TOML of its own, whose definitions follow the file's, may inherit
// from them, must not reuse their names, and whose mistakes name the addition's own file and
// line. A plain text converts to one with no additions.
struct ContentText {
  struct Addition {
    std::string name;  // "polymorph.toml", as mistakes name it
    std::string_view text;
  };
  ContentText(std::string_view t) : text(t) {}  // implicit: most callers have one text
  ContentText(const std::string& t) : text(t) {}
  ContentText(const char* t) : text(t) {}
  ContentText(std::string_view t, std::vector<Addition> more)
      : text(t), additions(std::move(more)) {}
  std::string_view text;
  std::vector<Addition> additions;
};

}  // namespace dg
