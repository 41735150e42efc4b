#pragma once
// Content definitions from a TOML file, with prototype inheritance: each top-level table is a
// definition; `parent = "name"` copies the parent's fields under the child's own, and
// `abstract = true` marks a definition that only exists to be inherited from. Fields are read
// through typed getters that validate and report "file:line: definition: problem"; each
// definition has its kind's schema (content/toml/schema), which gives a field's bounds and its
// default when it is left out, and names the fields it may have.
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
#include "content/toml/schema/schema.hpp"
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

  // Each getter reads the field, or its schema's default when it is left out (a field with no
  // default must be there).
  std::string text(std::string_view key) const;
  bool flag(std::string_view key) const;
  int integer(std::string_view key) const;     // within the schema's bounds
  char32_t glyph(std::string_view key) const;  // a one-character string
  Rgb color(std::string_view key) const;       // "#rrggbb"
  Dice dice(std::string_view key) const;       // "2d6+1"
  bool has(std::string_view key) const;
  // A list of strings (names = ["a", "b"]).
  std::vector<std::string> texts(std::string_view key) const;
  // A list of whole numbers, each within the schema's bounds (weights = [30, 6, 7]).
  std::vector<int> integers(std::string_view key) const;
  // The inline tables of an array field (attacks = [{...}, {...}]), each readable like a
  // definition named "name.key[i]" with the field's schema. Missing field: empty.
  std::vector<const Definition*> tables(std::string_view key) const;

  // Reports a problem with this definition (or with `key` in it).
  void error(std::string_view key, const std::string& problem) const;
  // Its kind's schema (null: its file has no kind of that name, which its reader reports).
  const Schema* schema() const { return schema_; }

 private:
  friend class DefinitionFile;

  struct Field {
    const void* node = nullptr;  // a toml::node inside the parsed document
    int line = 0;
    int source = 0;  // which text it is in: the file (0), or an addition (DefinitionFile::name)
    mutable bool read = false;  // read by a getter (unread fields are reported as unknown)
  };
  const Field* field(std::string_view key) const;
  // The schema's word on `key`; reports a reader asking for a field its schema lacks.
  const FieldSpec* spec(std::string_view key) const;
  // The field's node, or its default's when it is left out; null (reported) when neither.
  const void* node(std::string_view key, const char* expected) const;
  template <typename T>
  const T* value(std::string_view key, const char* expected) const;
  template <typename T>
  std::vector<T> list(std::string_view key, const char* what, const char* example) const;

  DefinitionFile* file_ = nullptr;
  const Schema* schema_ = nullptr;
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
  // Parses `text` (named `file_name` in messages) and resolves inheritance; each definition
  // gets its kind's schema from `schema`. A syntax error, an unknown or cyclic parent, or
  // inheritance deeper than kMaxDepth fails here.
  static Result<std::unique_ptr<DefinitionFile>> parse(std::string file_name,
                                                       const ContentText& text,
                                                       const FileSchema& schema);
  static constexpr int kMaxDepth = 3;

  const std::string& name() const { return names_.front(); }
  // The file (0) or addition (1...) a definition or field came from.
  const std::string& name(int source) const { return names_[static_cast<std::size_t>(source)]; }
  // Concrete (non-abstract) definitions in file order.
  std::vector<Definition>& definitions() { return defs_; }
  // Call after reading: reports each field its kind's schema does not name (typos such as
  // "walkabel"), checks the type and bounds of those no getter read, and reports a field
  // that was valid but did nothing (a thing's `count` with no item).
  void check_unread();
  void add_error(std::string message) { errors_.push_back(std::move(message)); }
  // The parsed default of a schema's field (a toml::node); null when it has none.
  const void* fallback_node(const FieldSpec& spec);
  Definition& add_sub_definition(Definition d) { return subs_.emplace_back(std::move(d)); }
  const std::vector<std::string>& errors() const { return errors_; }
  // All errors joined by newlines, or "" when the file is clean.
  std::string error_text() const;

 private:
  std::vector<std::string> names_;                      // the file's, then each addition's
  std::vector<std::shared_ptr<const void>> documents_;  // parsed toml::tables, fields point in
  // The defaults of the schemas' fields, each parsed once when first needed (toml::tables).
  std::map<const FieldSpec*, std::shared_ptr<const void>> fallbacks_;
  std::vector<Definition> defs_;
  std::deque<Definition> subs_;  // tables inside array fields (stable addresses)
  std::vector<std::string> errors_;
};

}  // namespace dg
