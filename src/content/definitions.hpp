#pragma once
// Content definitions from a TOML file, with prototype inheritance: each top-level table is a
// definition; `parent = "name"` copies the parent's fields under the child's own, and
// `abstract = true` marks a definition that only exists to be inherited from. Fields are read
// through typed getters that validate and report "file:line: definition: problem".
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "content/content_text.hpp"
#include "content/rgb.hpp"
#include "core/dice.hpp"
#include "core/result.hpp"

namespace dg {

class DefinitionFile;

// One resolved (flattened) definition. Getters record problems in the file's error list and
// return a harmless default, so one load reports every problem at once.
class Definition {
 public:
  const std::string& name() const { return name_; }
  int line() const { return line_; }

  std::string text(std::string_view key) const;
  bool flag(std::string_view key) const;
  int integer(std::string_view key, int min, int max) const;
  char32_t glyph(std::string_view key) const;  // a one-character string
  Rgb color(std::string_view key) const;       // "#rrggbb"
  Dice dice(std::string_view key) const;       // "2d6+1"
  bool has(std::string_view key) const;
  // A list of strings (names = ["a", "b"]).
  std::vector<std::string> texts(std::string_view key) const;
  // A list of whole numbers, each within [min, max] (weights = [30, 6, 7]).
  std::vector<int> integers(std::string_view key, int min, int max) const;
  // The inline tables of an array field (attacks = [{...}, {...}]), each readable like a
  // definition named "name.key[i]". Missing field: empty.
  std::vector<const Definition*> tables(std::string_view key) const;

  // Reports a problem with this definition (or with `key` in it).
  void error(std::string_view key, const std::string& problem) const;

 private:
  friend class DefinitionFile;

  struct Field {
    const void* node = nullptr;  // a toml::node inside the parsed document
    int line = 0;
    int source = 0;  // which text it is in: the file (0), or an addition (DefinitionFile::name)
    mutable bool read = false;  // read by a getter (unread fields are reported as unknown)
  };
  const Field* field(std::string_view key) const;
  template <typename T>
  const T* value(std::string_view key, const char* expected) const;
  template <typename T>
  std::vector<T> list(std::string_view key, const char* what, const char* example) const;

  DefinitionFile* file_ = nullptr;
  std::string name_;
  int line_ = 0;
  int source_ = 0;
  std::map<std::string, Field, std::less<>> fields_;  // own fields over inherited ones
};

// A field naming one of a fixed set of choices ("class = \"weapon\""): its value, or the
// first choice after reporting `unknown class "x" (weapon, armour, ...)`.
template <typename T, std::size_t N>
T lookup(const Definition& d, std::string_view key,
         const std::array<std::pair<std::string_view, T>, N>& table) {
  const std::string v = d.text(key);
  std::string choices;
  for (auto [name, value] : table) {
    if (name == v) return value;
    choices += (choices.empty() ? "" : ", ") + std::string(name);
  }
  d.error(key, "unknown " + std::string(key) + " \"" + v + "\" (" + choices + ")");
  return table[0].second;
}

class DefinitionFile {
 public:
  // Parses `text` (named `file_name` in messages) and resolves inheritance. A syntax error, an
  // unknown or cyclic parent, or inheritance deeper than kMaxDepth fails here.
  static Result<std::unique_ptr<DefinitionFile>> parse(std::string file_name,
                                                       const ContentText& text);
  static constexpr int kMaxDepth = 3;

  const std::string& name() const { return names_.front(); }
  // The file (0) or addition (1...) a definition or field came from.
  const std::string& name(int source) const { return names_[static_cast<std::size_t>(source)]; }
  // Concrete (non-abstract) definitions in file order.
  std::vector<Definition>& definitions() { return defs_; }
  // Reports fields that no getter read (typos such as "walkabel"); call after reading.
  void check_unread();
  void add_error(std::string message) { errors_.push_back(std::move(message)); }
  Definition& add_sub_definition(Definition d) { return subs_.emplace_back(std::move(d)); }
  const std::vector<std::string>& errors() const { return errors_; }
  // All errors joined by newlines, or "" when the file is clean.
  std::string error_text() const;

 private:
  std::vector<std::string> names_;                      // the file's, then each addition's
  std::vector<std::shared_ptr<const void>> documents_;  // parsed toml::tables, fields point in
  std::vector<Definition> defs_;
  std::deque<Definition> subs_;  // tables inside array fields (stable addresses)
  std::vector<std::string> errors_;
};

}  // namespace dg
