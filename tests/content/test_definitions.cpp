#include <catch2/catch.hpp>

#include "content/bestiary.hpp"
#include "content/tileset.hpp"
#include "content/toml/definitions.hpp"
#include "test_content.hpp"

namespace test_definitions {

using namespace dg;

namespace {
// The fields these tests' definitions have.
const FieldSpec kCreatureFields[] = {
    {"name", FieldType::Text, "", "what it is called"},
    {"glyph", FieldType::Glyph, "", "its character"},
    {"hp", FieldType::Integer, "", "hit points", 1, 100},
    {"bite", FieldType::Dice, "", "a bite's damage"},
    {"hit", FieldType::Dice, "", "a hit's damage"},
    {"color", FieldType::Colour, "", "its colour"},
};
const Schema kCreature{"test creature", "A creature of these tests.", kCreatureFields};
const Schema* const kCreatureKinds[] = {&kCreature};
const FileSchema kTestSchema{"test.toml", kCreatureKinds};

std::unique_ptr<DefinitionFile> parse_ok(const char* text) {
  auto f = DefinitionFile::parse("test.toml", text, kTestSchema);
  INFO((f.ok() ? std::string() : f.error()));
  REQUIRE(f.ok());
  return std::move(f.value());
}
std::string parse_error(const char* text) {
  auto f = DefinitionFile::parse("test.toml", text, kTestSchema);
  REQUIRE_FALSE(f.ok());
  return f.error();
}
}  // namespace

TEST_CASE("a definition inherits its parent's fields and overrides some", "[content]") {
  auto file = parse_ok(
      "[base_snake]\nabstract = true\nglyph = \"S\"\nhp = 5\nbite = \"1d4\"\n\n"
      "[cobra]\nparent = \"base_snake\"\nhp = 12\ncolor = \"#20c040\"\n");
  auto& defs = file->definitions();
  REQUIRE(defs.size() == 1);  // the abstract base is not a definition of its own
  const Definition& cobra = defs[0];
  CHECK(cobra.name() == "cobra");
  CHECK(cobra.line() == 7);
  CHECK(cobra.glyph("glyph") == U'S');
  CHECK(cobra.integer("hp") == 12);
  CHECK(cobra.dice("bite") == Dice{1, 4, 0});
  CHECK(cobra.color("color") == Rgb{0x20, 0xc0, 0x40});
  file->check_unread();
  CHECK(file->errors().empty());
}

TEST_CASE("field errors name file, line, definition and field", "[content]") {
  auto file = parse_ok("[rat]\nhp = \"lots\"\nglyph = \"rr\"\ncolor = \"red\"\nwalkabel = true\n");
  Definition& rat = file->definitions()[0];
  rat.integer("hp");
  rat.glyph("glyph");
  rat.color("color");
  rat.text("name");
  file->check_unread();
  const auto& e = file->errors();
  REQUIRE(e.size() == 5);
  CHECK(e[0] == "test.toml:2: rat.hp: must be a whole number");
  CHECK(e[1] == "test.toml:3: rat.glyph: must be exactly one character (got \"rr\")");
  CHECK(e[2] == "test.toml:4: rat.color: must be a colour like \"#a0b0c0\" (got \"red\")");
  CHECK(e[3] == "test.toml:1: rat: missing field 'name' (a string)");
  CHECK(e[4] ==
        "test.toml:5: rat: unknown field 'walkabel' (a test creature's fields: "
        "docs/CONTENT_FIELDS.md)");
}

TEST_CASE("out-of-range numbers and bad dice are reported", "[content]") {
  auto file = parse_ok("[orc]\nhp = 500\nhit = \"2x6\"\n");
  Definition& orc = file->definitions()[0];
  orc.integer("hp");
  orc.dice("hit");
  REQUIRE(file->errors().size() == 2);
  CHECK(file->errors()[0] == "test.toml:2: orc.hp: must be between 1 and 100 (got 500)");
  CHECK(file->errors()[1] == "test.toml:3: orc.hit: bad dice '2x6' (expected like 2d6+1, d8 or 3)");
}

TEST_CASE("bad inheritance and bad syntax fail with a line number", "[content]") {
  CHECK(parse_error("[a]\nparent = \"nobody\"\n") == "test.toml:2: a: unknown parent 'nobody'");
  CHECK(parse_error("[a]\nparent = \"b\"\n[b]\nparent = \"a\"\n") ==
        "test.toml:4: a: inheritance cycle through 'a'");
  CHECK(parse_error("[a]\n[b]\nparent = \"a\"\n[c]\nparent = \"b\"\n[d]\nparent = \"c\"\n") ==
        "test.toml:6: d: inherits more than 2 levels deep");
  const std::string syntax = parse_error("[a]\nhp = = 3\n");
  CHECK(syntax.rfind("test.toml:2: ", 0) == 0);
}

TEST_CASE("non-ASCII text outside strings is refused before toml++ sees it", "[content]") {
  // Found by the content fuzzer: toml++ 3.3 hit undefined behaviour on "Ж" outside a string.
  CHECK(parse_error("[a]\nname = \"x\"\nhp \u2014= 3\n") ==
        "test.toml:3: a non-ASCII character outside a string or comment");
  CHECK(parse_error("[a]\nname = \"\"\"x \\\n  \u2014\"\"\"\n") ==
        "test.toml:2: a non-ASCII character after a line-ending backslash");
  // Inside strings and comments they are welcome.
  auto f = parse_ok("# rock \u2014 hard\n[a]\nname = \"\u2500\u2500 x\"\nglyph = '\u2026'\n");
  REQUIRE(f->definitions().size() == 1);
  CHECK(f->definitions()[0].text("name") == "\u2500\u2500 x");
}

TEST_CASE("characters toml++ 3.3 cannot classify are refused anywhere", "[content]") {
  // Found by the content fuzzer: after a bad value ("+++") toml++ scans on into a quoted
  // "string" and classifies U+03E7 there, reaching undefined behaviour. Those characters
  // (most of Latin-1, Greek and Cyrillic among them) are refused wherever they are, with the
  // escape that writes them safely.
  CHECK(parse_error("[a]\nmin_depth = +++'le\u03e7'\n") ==
        "test.toml:2: the character U+03E7, which the TOML library here (toml++ 3.3) cannot read "
        "safely; in a \"...\" string write it as \\u03E7");
  CHECK(parse_error("# caf\u00e9\n[a]\n").rfind("test.toml:1: the character U+00E9", 0) == 0);
  CHECK(parse_error("[a]\nname = \"\u0416\"\n").rfind("test.toml:2: the character U+0416", 0) == 0);
  // The escape gives the same text.
  auto f = parse_ok("[a]\nname = \"Caf\\u00E9 \\u0416\"\n");
  REQUIRE(f->definitions().size() == 1);
  CHECK(f->definitions()[0].text("name") == "Caf\u00e9 \u0416");
}

TEST_CASE("a tileset with a typo is refused with the place of the typo", "[content]") {
  const char* text =
      "[floor]\nkind = \"tile\"\nname = \"floor\"\nglyph = \".\"\nfg = \"#ffffff\"\n"
      "bg = \"#000000\"\nwalkable = true\nopaque = false\nhazard = false\nmap_char = \"f\"\n"
      "[flor]\nkind = \"tile\"\n";
  auto ts = parse_tileset("tileset.toml", text);
  REQUIRE_FALSE(ts.ok());
  INFO(ts.error());
  // A name the engine does not know is terrain of the data's own: "flor" must then say
  // everything a tile says, and each field it lacks is named at its line.
  CHECK(ts.error().find("tileset.toml:11: flor: missing field 'name' (a string)") !=
        std::string::npos);
  CHECK(ts.error().find("tileset.toml:11: flor: missing field 'walkable'") != std::string::npos);
  // The engine's own tiles are written with their own characters in maps.
  CHECK(ts.error().find("tileset.toml:10: floor.map_char: the engine's own tiles have their "
                        "characters already") != std::string::npos);
  CHECK(ts.error().find("tileset.toml: tile 'wall' is not defined") != std::string::npos);
}

TEST_CASE("a monster file with mistakes reports each one with its place", "[content][monsters]") {
  const char* text =
      "[base]\nabstract = true\nlevel = 1\nspeed = 12\nac = 8\nhp = \"1d8\"\nfrequency = 1\n"
      "min_depth = 1\nmax_depth = 3\nflee_percent = 0\nsleep_chance = 0\nopens_doors = false\n"
      "carries_gold = false\npicks_up_gold = false\n"
      "[rat]\nparent = \"base\"\nname = \"rat\"\nglyph = \"r\"\nfg = \"#ffffff\"\n"
      "attacks = [{ hit = \"bites\", damage = \"1x3\", chance = 10, effects = [{ condition = "
      "\"rabies\", turns = \"2-4\" }] }]\n"
      "[bat]\nparent = \"base\"\nname = \"bat\"\nglyph = \"B\"\nfg = \"#ffffff\"\nmin_depth = 5\n"
      "attacks = []\nwingspan = 3\n";
  auto b = parse_bestiary("monsters.toml", text);
  REQUIRE_FALSE(b.ok());
  const std::string& e = b.error();
  INFO(e);
  CHECK(e.find("monsters.toml:20: rat.attacks[0].damage: bad dice '1x3'") != std::string::npos);
  CHECK(e.find("monsters.toml:20: rat.attacks[0].effects[0].condition: unknown condition "
               "\"rabies\" (weakness, might, speed,") != std::string::npos);
  CHECK(e.find("monsters.toml:9: bat.max_depth: must not be below min_depth") != std::string::npos);
  CHECK(e.find("monsters.toml:27: bat.attacks: a monster needs at least one attack") !=
        std::string::npos);
  CHECK(e.find("monsters.toml:28: bat: unknown field 'wingspan'") != std::string::npos);
}

TEST_CASE("the built-in monsters load: 25 or more, spread over the depths", "[content][monsters]") {
  const auto& all = test::catalog().breeds;
  REQUIRE(all.size() >= 25);
  int shallow = 0, deep = 0;
  for (const Breed& b : all) {
    shallow += b.min_depth <= 2;
    deep += b.max_depth >= 11;
    CHECK_FALSE((b.attacks.empty() && b.passive.empty()));
  }
  CHECK(shallow >= 5);
  CHECK(deep >= 5);
  const Breed& cobra = test::catalog().breed(test::catalog().find_breed("cobra"));
  CHECK(cobra.name == "cobra");
  CHECK(cobra.speed == 15);  // inherited from base_snake
  REQUIRE(cobra.attacks[0].effects.size() == 1);
  CHECK(cobra.attacks[0].effects[0].op == EffectOp::Condition);
  CHECK(cobra.attacks[0].effects[0].condition == EffectKind::Poison);
  CHECK(cobra.attacks[0].effects[0].turns == TurnRange{4, 10});
  CHECK(cobra.attacks[0].effect_chance == 40);
}

}  // namespace test_definitions
