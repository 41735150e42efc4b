#pragma once
// The schema of each kind of content: every field a definition may have, written once, with
// its type, its default, its bounds and one line saying what it is. It drives the readers
// (content/toml/definitions.cpp: a field's bounds and default come from here, a field of the
// wrong type, out of bounds or of no kind's schema is reported with file and line) and the
// field docs (docs/CONTENT_FIELDS.md, written by `deepglyph-content --fields` and checked by a
// test to be current). Adding a field to a kind: one line here, and the reader's use of it.
#include <span>
#include <string>
#include <string_view>

namespace dg {

enum class FieldType : unsigned char {
  Text,      // "a string"
  Flag,      // true or false
  Integer,   // a whole number within [min, max]
  Glyph,     // one character: "@"
  Colour,    // "#rrggbb"
  Dice,      // "2d6+1"
  Range,     // "12" or "5-10"
  Chance,    // "1/3" or "40%"
  Texts,     // ["a", "b"]
  Integers,  // [1, 2, 3], each within [min, max]
  Tables,    // [{...}, {...}], each a table of the schema `of`
};

struct Schema;

struct FieldSpec {
  std::string_view name;
  FieldType type = FieldType::Text;
  // The value when the field is left out, as TOML writes it ("12", "false", "\"\"", "[]");
  // empty: the field must be there (or inherited).
  std::string_view fallback;
  std::string_view doc;        // one line: what it is
  int min = 0, max = 0;        // Integer and Integers
  const Schema* of = nullptr;  // Tables
};

struct Schema {
  std::string_view kind;  // "monster": the heading of its docs, and the word in messages
  std::string_view doc;   // a line about the kind
  std::span<const FieldSpec> fields;
  const FieldSpec* find(std::string_view name) const;
};

// A content file's schemas: one kind, or several told apart by the definition's `kind` field
// (tileset.toml's "tile", "trap" and "thing").
struct FileSchema {
  std::string_view file;  // "monsters.toml"
  std::span<const Schema* const> kinds;
  bool by_kind = false;  // pick by the `kind` field; else every definition is kinds[0]
  // The schema of a definition whose `kind` is `kind` (ignored unless by_kind); nullptr when
  // the file has no such kind.
  const Schema* of_kind(std::string_view kind) const;
};

// Every content file's schemas, in the order the files are read.
std::span<const FileSchema* const> content_schemas();
const FileSchema* schema_of_file(std::string_view file);

// "a whole number from 0 to 50", "dice like \"2d6+1\"": a type as messages and docs say it.
std::string describe_type(const FieldSpec& f);

// The field docs of every kind, as Markdown (docs/CONTENT_FIELDS.md).
std::string schema_docs();

// The schemas of each file (schema/*.cpp).
extern const FileSchema kTilesetSchema, kItemsSchema, kMonstersSchema, kCharactersSchema,
    kPowersSchema, kGodsSchema, kSetPiecesSchema, kBranchesSchema, kTutorialSchema, kSoundsSchema;
// The effect steps' schema (a table of `effects`, `on_enter`, ...), made from the operations'
// table (core/effect/ops.cpp) and the keys every step may have.
const Schema& effect_step_schema();

}  // namespace dg
