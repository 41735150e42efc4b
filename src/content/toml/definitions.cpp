#include "content/toml/definitions.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <set>

#include "content/toml/toml_guard.hpp"
#include "core/result.hpp"

namespace dg {

namespace {

// Fields that steer inheritance rather than describe the thing.
bool is_meta(std::string_view key) {
  return key == "parent" || key == "abstract";
}

std::string at_line(const std::string& file, int line) {
  return file + ":" + std::to_string(line) + ": ";
}

}  // namespace

const Definition::Field* Definition::field(std::string_view key) const {
  auto it = fields_.find(key);
  if (it == fields_.end()) return nullptr;
  it->second.read = true;
  return &it->second;
}

void Definition::error(std::string_view key, const std::string& problem) const {
  const Field* f = key.empty() ? nullptr : field(key);
  const int line = f ? f->line : line_;
  std::string where = name_;
  if (!key.empty()) where += "." + std::string(key);
  file_->add_error(at_line(file_->name(f ? f->source : source_), line) + where + ": " + problem);
}

const FieldSpec* Definition::spec(std::string_view key) const {
  const FieldSpec* f = schema_ ? schema_->find(key) : nullptr;
  if (!f)
    error("", "the reader asks for '" + std::string(key) + "', which the schema of " +
                  std::string(schema_ ? schema_->kind : "this kind") + " lacks");
  return f;
}

const void* Definition::node(std::string_view key, const char* expected) const {
  if (const Field* f = field(key)) return f->node;
  if (const FieldSpec* s = schema_ ? schema_->find(key) : nullptr)
    if (const void* n = file_->fallback_node(*s)) return n;
  error("", "missing field '" + std::string(key) + "' (" + expected + ")");
  return nullptr;
}

template <typename T>
const T* Definition::value(std::string_view key, const char* expected) const {
  const auto* n = static_cast<const toml::node*>(node(key, expected));
  if (!n) return nullptr;
  const auto* v = n->as<T>();
  if (!v) error(key, std::string("must be ") + expected);
  return v ? &v->get() : nullptr;
}

bool Definition::has(std::string_view key) const {
  return fields_.count(key) > 0;
}

template <typename T>
std::vector<T> Definition::list(std::string_view key, const char* what, const char* example) const {
  std::vector<T> out;
  const std::string expected = std::string("a list of ") + what + "s";
  const auto* n = static_cast<const toml::node*>(node(key, expected.c_str()));
  if (!n) return out;
  const auto* arr = n->as_array();
  if (!arr) {
    error(key, std::string("must be a list of ") + what + "s like " + example);
    return out;
  }
  for (std::size_t i = 0; i < arr->size(); ++i) {
    const auto* v = arr->get(i)->template as<T>();
    if (!v) {
      error(key, "item " + std::to_string(i + 1) + " must be a " + what);
      continue;
    }
    out.push_back(v->get());
  }
  return out;
}

std::vector<std::string> Definition::texts(std::string_view key) const {
  return list<std::string>(key, "string", "[\"a\", \"b\"]");
}

std::vector<int> Definition::integers(std::string_view key) const {
  std::vector<int> out;
  const FieldSpec* s = spec(key);
  const int min = s ? s->min : 0, max = s ? s->max : 0;
  for (std::int64_t v : list<std::int64_t>(key, "whole number", "[1, 2, 3]")) {
    if (v < min || v > max) {
      error(key, "each must be between " + std::to_string(min) + " and " + std::to_string(max) +
                     " (got " + std::to_string(v) + ")");
      v = min;
    }
    out.push_back(static_cast<int>(v));
  }
  return out;
}

std::vector<const Definition*> Definition::tables(std::string_view key) const {
  std::vector<const Definition*> out;
  const Field* f = field(key);
  if (!f) return out;
  const auto* arr = static_cast<const toml::node*>(f->node)->as_array();
  if (!arr) {
    error(key, "must be a list of tables like [{...}, {...}]");
    return out;
  }
  for (std::size_t i = 0; i < arr->size(); ++i) {
    const toml::node& n = *arr->get(i);
    const auto* t = n.as_table();
    if (!t) {
      error(key, "item " + std::to_string(i + 1) + " must be a table like {...}");
      continue;
    }
    Definition sub;
    sub.file_ = file_;
    const FieldSpec* s = schema_ ? schema_->find(key) : nullptr;
    sub.schema_ = s ? s->of : nullptr;
    sub.name_ = name_ + "." + std::string(key) + "[" + std::to_string(i) + "]";
    sub.line_ = static_cast<int>(n.source().begin.line);
    sub.source_ = f->source;
    for (const auto& [k, v] : *t)
      sub.fields_[std::string(k.str())] = {&v, static_cast<int>(v.source().begin.line), f->source};
    out.push_back(&file_->add_sub_definition(std::move(sub)));
  }
  return out;
}

std::string Definition::text(std::string_view key) const {
  const auto* v = value<std::string>(key, "a string");
  return v ? *v : std::string();
}

bool Definition::flag(std::string_view key) const {
  const auto* v = value<bool>(key, "true or false");
  return v ? *v : false;
}

int Definition::integer(std::string_view key) const {
  const FieldSpec* s = spec(key);
  const int min = s ? s->min : 0, max = s ? s->max : 0;
  const auto* v = value<std::int64_t>(key, "a whole number");
  if (!v) return min;
  if (*v < min || *v > max) {
    error(key, "must be between " + std::to_string(min) + " and " + std::to_string(max) + " (got " +
                   std::to_string(*v) + ")");
    return min;
  }
  return static_cast<int>(*v);
}

char32_t Definition::glyph(std::string_view key) const {
  const auto* v = value<std::string>(key, "a one-character string");
  if (!v) return U'?';
  // Decode one UTF-8 codepoint; anything else is an error.
  const auto* s = reinterpret_cast<const unsigned char*>(v->data());
  const std::size_t n = v->size();
  char32_t c = 0;
  std::size_t len = 0;
  if (n >= 1 && s[0] < 0x80)
    c = s[0], len = 1;
  else if (n >= 2 && (s[0] & 0xE0) == 0xC0)
    c = ((s[0] & 0x1Fu) << 6) | (s[1] & 0x3Fu), len = 2;
  else if (n >= 3 && (s[0] & 0xF0) == 0xE0)
    c = ((s[0] & 0x0Fu) << 12) | ((s[1] & 0x3Fu) << 6) | (s[2] & 0x3Fu), len = 3;
  if (len == 0 || len != n) {
    error(key, "must be exactly one character (got \"" + *v + "\")");
    return U'?';
  }
  return c;
}

Rgb Definition::color(std::string_view key) const {
  const auto* v = value<std::string>(key, "a colour like \"#a0b0c0\"");
  if (!v) return {};
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  bool ok = v->size() == 7 && (*v)[0] == '#';
  int d[6] = {};
  for (int i = 0; ok && i < 6; ++i) ok = (d[i] = hex((*v)[static_cast<std::size_t>(i) + 1])) >= 0;
  if (!ok) {
    error(key, "must be a colour like \"#a0b0c0\" (got \"" + *v + "\")");
    return {};
  }
  return {static_cast<std::uint8_t>(d[0] * 16 + d[1]), static_cast<std::uint8_t>(d[2] * 16 + d[3]),
          static_cast<std::uint8_t>(d[4] * 16 + d[5])};
}

Dice Definition::dice(std::string_view key) const {
  const auto* v = value<std::string>(key, "dice like \"2d6+1\"");
  if (!v) return {};
  auto d = Dice::parse(*v);
  if (!d) {
    error(key, d.error());
    return {};
  }
  return d.value();
}

Result<std::unique_ptr<DefinitionFile>> DefinitionFile::parse(std::string file_name,
                                                              const ContentText& text,
                                                              const FileSchema& schema) {
  auto file = std::make_unique<DefinitionFile>();
  std::vector<std::pair<std::string, std::string_view>> sources{{std::move(file_name), text.text}};
  for (const ContentText::Addition& a : text.additions) sources.emplace_back(a.name, a.text);

  // Definitions in file order (toml::table keeps keys sorted), the additions' after the file's.
  struct Raw {
    std::string name;
    const toml::table* table;
    int line;
    int source;
  };
  std::vector<Raw> raws;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const auto& [name, body] = sources[i];
    if (TomlGuardError unsafe; find_unsafe_toml_text(body, unsafe))
      return Error{at_line(name, unsafe.line) + unsafe.message};
    toml::parse_result parsed = toml::parse(body, name);
    if (!parsed) {
      const auto& e = parsed.error();
      return Error{at_line(name, static_cast<int>(e.source().begin.line)) +
                   std::string(e.description())};
    }
    file->names_.push_back(name);
    auto doc = std::make_shared<toml::table>(std::move(parsed).table());
    file->documents_.push_back(doc);
    const std::size_t first = raws.size();
    for (const auto& [key, node] : *doc) {
      const int line = static_cast<int>(node.source().begin.line);
      const auto* t = node.as_table();
      if (!t) return Error{at_line(name, line) + std::string(key.str()) + ": must be a table"};
      // A file's own keys are unique (TOML says so); an addition's must be new.
      if (i > 0)
        for (const Raw& r : raws)
          if (r.name == key.str())
            return Error{at_line(name, line) + r.name + ": already defined at " +
                         at_line(file->names_[static_cast<std::size_t>(r.source)], r.line) +
                         "an addition names a new definition"};
      raws.push_back({std::string(key.str()), t, line, static_cast<int>(i)});
    }
    std::sort(raws.begin() + static_cast<std::ptrdiff_t>(first), raws.end(),
              [](const Raw& a, const Raw& b) { return a.line < b.line; });
  }
  auto find = [&](std::string_view name) -> const Raw* {
    for (const Raw& r : raws)
      if (r.name == name) return &r;
    return nullptr;
  };
  auto at = [&](const Raw& r, int line) {
    return at_line(file->names_[static_cast<std::size_t>(r.source)], line);
  };

  for (const Raw& raw : raws) {
    // Walk up the parent chain, child first, then apply fields from the root down.
    std::vector<const Raw*> chain{&raw};
    std::set<std::string> seen{raw.name};
    while (true) {
      const toml::node* p = chain.back()->table->get("parent");
      if (!p) break;
      const auto* pname = p->as_string();
      const int pline = static_cast<int>(p->source().begin.line);
      if (!pname)
        return Error{at(*chain.back(), pline) + chain.back()->name + ".parent: must be a string"};
      const Raw* parent = find(pname->get());
      if (!parent)
        return Error{at(*chain.back(), pline) + chain.back()->name + ": unknown parent '" +
                     pname->get() + "'"};
      if (!seen.insert(parent->name).second)
        return Error{at(*chain.back(), pline) + raw.name + ": inheritance cycle through '" +
                     parent->name + "'"};
      chain.push_back(parent);
      if (static_cast<int>(chain.size()) > kMaxDepth)
        return Error{at(raw, raw.line) + raw.name + ": inherits more than " +
                     std::to_string(kMaxDepth - 1) + " levels deep"};
    }
    const toml::node* abstract = raw.table->get("abstract");
    if (abstract && !abstract->is_boolean())
      return Error{at(raw, static_cast<int>(abstract->source().begin.line)) + raw.name +
                   ".abstract: must be true or false"};
    if (abstract && abstract->as_boolean()->get()) continue;

    Definition def;
    def.file_ = file.get();
    def.name_ = raw.name;
    def.schema_ = schema.by_kind ? nullptr : schema.of_kind("");
    def.line_ = raw.line;
    def.source_ = raw.source;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      for (const auto& [key, node] : *(*it)->table) {
        if (is_meta(key.str())) continue;
        def.fields_[std::string(key.str())] = {&node, static_cast<int>(node.source().begin.line),
                                               (*it)->source};
      }
    }
    // A file of several kinds: the `kind` field says which (its reader reports a wrong one).
    if (auto k = def.fields_.find("kind"); schema.by_kind && k != def.fields_.end())
      if (const auto* kind = static_cast<const toml::node*>(k->second.node)->as_string())
        def.schema_ = schema.of_kind(kind->get());
    file->defs_.push_back(std::move(def));
  }
  return file;
}

const void* DefinitionFile::fallback_node(const FieldSpec& spec) {
  if (spec.fallback.empty()) return nullptr;
  auto it = fallbacks_.find(&spec);
  if (it == fallbacks_.end()) {
    // "v = <default>" as a document of its own; a default that is not TOML is the schema's
    // mistake, reported as the field's.
    toml::parse_result parsed = toml::parse("v = " + std::string(spec.fallback));
    std::shared_ptr<const void> doc;
    if (parsed) doc = std::make_shared<toml::table>(std::move(parsed).table());
    it = fallbacks_.emplace(&spec, std::move(doc)).first;
  }
  if (!it->second) return nullptr;
  return static_cast<const toml::table*>(it->second.get())->get("v");
}

void DefinitionFile::check_unread() {
  auto check = [&](const Definition& d) {
    for (const auto& [key, f] : d.fields_) {
      const FieldSpec* spec = d.schema_ ? d.schema_->find(key) : nullptr;
      const std::string at = at_line(name(f.source), f.line) + d.name() + ": ";
      if (!spec) {
        // (A definition of a kind its file lacks has only its `kind` reported, by its reader.)
        if (d.schema_)
          add_error(at + "unknown field '" + key + "' (a " + std::string(d.schema_->kind) +
                    "'s fields: docs/CONTENT_FIELDS.md)");
        continue;
      }
      if (f.read) continue;
      // Valid for its kind but read by nothing here: its type and bounds checked all the same.
      const std::size_t before = errors_.size();
      switch (spec->type) {
        case FieldType::Text: d.text(key); break;
        case FieldType::Flag: d.flag(key); break;
        case FieldType::Integer: d.integer(key); break;
        case FieldType::Glyph: d.glyph(key); break;
        case FieldType::Colour: d.color(key); break;
        case FieldType::Dice: d.dice(key); break;
        case FieldType::Range:
        case FieldType::Chance: d.text(key); break;
        case FieldType::Texts: d.texts(key); break;
        case FieldType::Integers: d.integers(key); break;
        case FieldType::Tables: d.tables(key); break;
      }
      if (errors_.size() == before) add_error(at + "field '" + key + "' does nothing here");
    }
  };
  for (const Definition& d : defs_) check(d);
  // (Tables read while checking add to subs_: an index, not an iterator.)
  for (std::size_t i = 0; i < subs_.size(); ++i) check(subs_[i]);
}

std::string DefinitionFile::error_text() const {
  std::string out;
  for (const std::string& e : errors_) {
    if (!out.empty()) out += '\n';
    out += e;
  }
  return out;
}

}  // namespace dg
