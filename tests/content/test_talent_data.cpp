// Talents are data in characters.toml (`kind = "talent"`): an entry naming an unknown effect,
// an unknown role or intrinsic, a level no choice is made at, or no change at all, is refused
// with file and line; so is a role offered too few talents to choose among.
#include <catch2/catch.hpp>
#include <string>

#include "content/characters.hpp"
#include "content/toml/load_toml.hpp"

namespace test_talent_data {

using namespace dg;

namespace {

std::string load_error(const char* text) {
  const auto loaded = load_content_from_toml({{"characters.toml", "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

bool has(const std::string& error, const std::string& part) {
  return error.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "a talent with an unknown effect, role or intrinsic, or a level no choice is made at, "
    "is refused with file and line",
    "[content][talents]") {
  const std::string error = load_error(
      "[glow]\n"                             // 1
      "kind = \"talent\"\n"                  // 2
      "name = \"Glow\"\n"                    // 3
      "description = \"You shine.\"\n"       // 4
      "level = 4\n"                          // 5
      "roles = [\"jester\"]\n"               // 6
      "gain = [{ shine = \"2\" }]\n"         // 7
      "\n"                                   // 8
      "[lucky]\n"                            // 9
      "kind = \"talent\"\n"                  // 10
      "name = \"Lucky\"\n"                   // 11
      "description = \"Luck.\"\n"            // 12
      "level = 3\n"                          // 13
      "intrinsics = [\"luck\"]\n"            // 14
      "\n"                                   // 15
      "[idle]\n"                             // 16
      "kind = \"talent\"\n"                  // 17
      "name = \"Idle\"\n"                    // 18
      "description = \"Nothing at all.\"\n"  // 19
      "level = 12\n");                       // 20
  INFO(error);
  CHECK(has(error, "mod.toml:5: glow.level: must be 3, 6, 9 or 12"));
  CHECK(has(error, "mod.toml:6: glow.roles: unknown role \"jester\""));
  CHECK(has(error, "mod.toml:7: glow.gain"));
  CHECK(has(error, "shine"));
  CHECK(has(error, "mod.toml:14: lucky.intrinsics: unknown intrinsic \"luck\""));
  CHECK(has(error, "mod.toml:17: idle.kind: a talent that changes nothing"));
}

TEST_CASE("a knack out of its bounds is refused with file and line", "[content][talents]") {
  const std::string error = load_error(
      "[frenzy]\n"                       // 1
      "kind = \"talent\"\n"              // 2
      "name = \"Frenzy\"\n"              // 3
      "description = \"Many blows.\"\n"  // 4
      "level = 3\n"                      // 5
      "attacks = 4\n");                  // 6
  INFO(error);
  CHECK(has(error, "mod.toml:6: frenzy.attacks"));
}

TEST_CASE("every role is offered enough talents for each choice", "[content][talents]") {
  const auto loaded = load_content_from_toml({});
  REQUIRE(loaded);
  const CharacterTables& t = loaded.value().catalog.characters;
  CHECK(t.talents.size() >= 36);
  for (int role = 0; role < static_cast<int>(t.roles.size()); ++role) {
    INFO(t.roles[static_cast<std::size_t>(role)].id);
    int own = 0;
    for (const TalentDef& x : t.talents) own += !x.roles.empty() && t.offers(x, role);
    CHECK(own >= 3);  // each role has talents of its own, not only everyone's
  }
}

TEST_CASE("a role offered too few talents for a choice is refused", "[content][talents]") {
  // A file of its own: one role, and talents enough for level 3 but not for level 6, where
  // one is taken already and three more are drawn.
  const char* text =
      "[messages]\nkind = \"messages\"\n"
      "[male]\nkind = \"gender\"\nname = \"male\"\nkey = \"m\"\n"
      "[lawful]\nkind = \"alignment\"\nname = \"Lawful\"\nkey = \"l\"\n"
      "[human]\nkind = \"race\"\nname = \"human\"\nadjective = \"human\"\n"
      "description = \"\"\nkey = \"h\"\nalignments = [\"lawful\"]\nhp = 2\npw = 1\n"
      "intrinsics = []\n"
      "[squire]\nkind = \"role\"\nname = \"Squire\"\nfemale_name = \"\"\n"
      "description = \"\"\nkey = \"s\"\nraces = [\"human\"]\ngenders = [\"male\"]\n"
      "alignments = [\"lawful\"]\nhp = 10\npw = 1\nextra_pw = 0\n"
      "base = [7, 7, 7, 7, 7, 7]\nweights = [20, 20, 20, 20, 10, 10]\n"
      "energy = \"wisdom\"\nspell_base = 10\nfast_power = false\npet = \"\"\n"
      "gods = [\"A\", \"B\", \"C\"]\nspeed = 12\nunarmed = \"1d2\"\nintrinsics = []\n"
      "gold = \"0\"\n"
      "[t1]\nkind = \"talent\"\nname = \"One\"\ndescription = \"\"\nlevel = 3\nac = 1\n"
      "[t2]\nkind = \"talent\"\nname = \"Two\"\ndescription = \"\"\nlevel = 3\nac = 1\n"
      "[t3]\nkind = \"talent\"\nname = \"Three\"\ndescription = \"\"\nlevel = 3\nac = 1\n";
  const auto parsed = parse_characters("few.toml", text, {});
  REQUIRE_FALSE(parsed.ok());
  INFO(parsed.error());
  CHECK(has(parsed.error(),
            "few.toml: role squire is offered 3 talents up to level 6; its choice there needs 4"));
  CHECK_FALSE(has(parsed.error(), "up to level 3"));
}

}  // namespace test_talent_data
