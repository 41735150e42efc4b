// The content's schemas (content/toml/schema): every field documented and bounded, every
// default a value of its field's type, every operation of the effect steps listed, and a field
// added to a kind by one line of its schema, read, bounded, defaulted and documented.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "content/toml/definitions.hpp"
#include "content/toml/schema/schema.hpp"
#include "core/effect/ops.hpp"
#include "test_content.hpp"

namespace test_schema {

using namespace dg;

namespace {

// Every schema, the nested ones too, once each.
std::vector<const Schema*> every_schema() {
  std::vector<const Schema*> all;
  auto add = [&](const Schema* s, auto& self) -> void {
    for (const Schema* seen : all)
      if (seen == s) return;
    all.push_back(s);
    for (const FieldSpec& f : s->fields)
      if (f.of) self(f.of, self);
  };
  for (const FileSchema* file : content_schemas())
    for (const Schema* s : file->kinds) add(s, add);
  return all;
}

}  // namespace

TEST_CASE("every field of every kind is documented, bounded and typed", "[content][schema]") {
  const auto all = every_schema();
  CHECK(all.size() >= 20);
  for (const Schema* s : all) {
    INFO(s->kind);
    CHECK_FALSE(s->doc.empty());
    for (std::size_t i = 0; i < s->fields.size(); ++i) {
      const FieldSpec& f = s->fields[i];
      INFO(f.name);
      CHECK_FALSE(f.doc.empty());
      for (std::size_t j = 0; j < i; ++j) CHECK(s->fields[j].name != f.name);
      if (f.type == FieldType::Integer || f.type == FieldType::Integers) CHECK(f.min <= f.max);
      CHECK((f.type == FieldType::Tables) == (f.of != nullptr));
    }
  }
}

TEST_CASE("every default is a value of its field's type", "[content][schema]") {
  // A definition with no fields but `kind`, of each kind: each getter then reads the default.
  for (const FileSchema* file : content_schemas())
    for (const Schema* s : file->kinds) {
      const std::string text = "[x]\nkind = \"" + std::string(s->kind) + "\"\n";
      auto parsed = DefinitionFile::parse(std::string(file->file), text, *file);
      REQUIRE(parsed.ok());
      DefinitionFile& f = *parsed.value();
      const Definition& d = f.definitions()[0];
      for (const FieldSpec& spec : s->fields) {
        if (spec.fallback.empty() || spec.fallback.front() == '(') continue;
        INFO(s->kind << "." << spec.name << " = " << spec.fallback);
        const std::size_t before = f.errors().size();
        switch (spec.type) {
          case FieldType::Text: d.text(spec.name); break;
          case FieldType::Flag: d.flag(spec.name); break;
          case FieldType::Integer: d.integer(spec.name); break;
          case FieldType::Dice: d.dice(spec.name); break;
          case FieldType::Texts: d.texts(spec.name); break;
          case FieldType::Tables: d.tables(spec.name); break;
          default: FAIL("a default for a field of this type is not read here"); break;
        }
        CHECK(f.errors().size() == before);
      }
    }
}

TEST_CASE("every operation of the effect steps is a documented field", "[content][schema]") {
  const Schema& steps = effect_step_schema();
  for (const OpRow& o : effect_ops()) {
    INFO(o.key);
    const FieldSpec* f = steps.find(o.key);
    REQUIRE(f != nullptr);
    CHECK_FALSE(f->doc.empty());
  }
}

TEST_CASE("the field docs list every kind and field", "[content][schema]") {
  const std::string docs = schema_docs();
  for (const Schema* s : every_schema()) {
    CHECK(docs.find("### " + std::string(s->kind) + "\n") != std::string::npos);
    for (const FieldSpec& f : s->fields)
      CHECK(docs.find("| `" + std::string(f.name) + "` |") != std::string::npos);
  }
  CHECK(docs.find("| `speed` | a whole number from 1 to 36 | required | 12 is the hero's") !=
        std::string::npos);
}

TEST_CASE("a field added to a kind's schema alone is read, bounded, defaulted and documented",
          "[content][schema]") {
  // The monster's schema and one line more: a glow from 0 to 9, none unless said.
  const Schema& monster = *kMonstersSchema.kinds[0];
  std::vector<FieldSpec> fields(monster.fields.begin(), monster.fields.end());
  fields.push_back({"glow", FieldType::Integer, "0", "how brightly it glows", 0, 9});
  const Schema glowing{"monster", "A kind of monster.", fields};
  const Schema* const kinds[] = {&glowing};
  const FileSchema file{"monsters.toml", kinds};

  const std::string text =
      "[firefly]\nname = \"firefly\"\nglow = 3\n\n"
      "[moth]\nname = \"moth\"\n\n"
      "[sun]\nname = \"sun\"\nglow = 12\n";
  auto parsed = DefinitionFile::parse("mod.toml", text, file);
  REQUIRE(parsed.ok());
  DefinitionFile& f = *parsed.value();
  const auto& defs = f.definitions();
  REQUIRE(defs.size() == 3);
  CHECK(defs[0].integer("glow") == 3);
  CHECK(defs[1].integer("glow") == 0);  // its default
  defs[2].integer("glow");
  for (const Definition& d : defs) d.text("name");
  f.check_unread();  // glow is a field of the kind now: not an unknown one
  REQUIRE(f.errors().size() == 1);
  CHECK(f.errors()[0] == "mod.toml:10: sun.glow: must be between 0 and 9 (got 12)");

  // Without the line, the same file's glow is no monster's field.
  auto plain = DefinitionFile::parse("mod.toml", text, kMonstersSchema);
  REQUIRE(plain.ok());
  for (const Definition& d : plain.value()->definitions()) d.text("name");
  plain.value()->check_unread();
  CHECK(plain.value()->error_text().find(
            "mod.toml:3: firefly: unknown field 'glow' (a monster's fields") != std::string::npos);
}

TEST_CASE("a field of the wrong type is reported though no reader reads it", "[content][schema]") {
  // `cursed` does nothing on a mark with no item, but a string there is still a mistake.
  auto parsed = DefinitionFile::parse("setpieces.toml",
                                      "[p]\nkind = \"set_piece\"\nlegend = [{ mark = \"x\", "
                                      "cursed = \"very\" }]\n",
                                      kSetPiecesSchema);
  REQUIRE(parsed.ok());
  DefinitionFile& f = *parsed.value();
  const Definition& p = f.definitions()[0];
  p.text("kind");
  for (const Definition* m : p.tables("legend")) m->text("mark");
  f.check_unread();
  CHECK(f.error_text() == "setpieces.toml:3: p.legend[0].cursed: must be true or false");
}

}  // namespace test_schema
