// The gods' faiths are data (gods.toml): every god of every role follows one, six of them,
// each with a deed it loves and one it hates and three powers or more. A faith with no piety
// source, a threshold out of order, an unknown deed or gift, or a god no faith takes is refused
// with file and line.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "content/toml/load_toml.hpp"
#include "core/action/worship.hpp"
#include "test_content.hpp"

namespace test_god_data {

using namespace dg;

namespace {

std::string load_error(const char* text) {
  const auto loaded = load_content_from_toml({{"gods.toml", "mod.toml", text}});
  return loaded ? std::string() : loaded.error();
}

bool has(const std::string& error, const std::string& part) {
  return error.find(part) != std::string::npos;
}

// A faith's fields but its deeds and powers (lines 1-5).
constexpr const char* kHead =
    "[greed]\n"                     // 1
    "name = \"the Gilded Hand\"\n"  // 2
    "gods = [\"Mog\"]\n"            // 3
    "loves = \"gold\"\n"            // 4
    "hates = \"nothing\"\n";        // 5
constexpr const char* kPowers =
    "[[greed.powers]]\nname = \"A\"\npiety = 20\nuse = \"hurt\"\ndescription = \"a\"\n"
    "effects = [{ heal = \"1\" }]\n"
    "[[greed.powers]]\nname = \"B\"\npiety = 10\nuse = \"hurt\"\ndescription = \"b\"\n"
    "effects = [{ heal = \"1\" }]\n"
    "[[greed.powers]]\nname = \"C\"\npiety = 30\nuse = \"sometimes\"\ndescription = \"c\"\n"
    "effects = [{ heal = \"1\" }]\n";

}  // namespace

TEST_CASE("every god of every role follows a faith, and six faiths differ", "[content][gods]") {
  const Catalog& c = test::catalog();
  REQUIRE(c.faiths.size() >= 6);
  std::set<std::string> used;
  for (int r = 0; r < static_cast<int>(c.characters.roles.size()); ++r)
    for (int a = 0; a < 3; ++a) {
      const int f = worship::faith_index(c, r, a);
      REQUIRE(f >= 0);
      used.insert(c.faiths[static_cast<std::size_t>(f)].id);
    }
  CHECK(used.size() == 6);
  for (const FaithDef& f : c.faiths) {
    CHECK(f.powers.size() >= 3);
    bool loved = false, hated = false;
    for (const DeedWorth& w : f.deeds) (w.piety > 0 ? loved : hated) = true;
    CHECK(loved);
    CHECK(hated);
  }
}

TEST_CASE("a faith with no piety source or powers out of order is refused with file and line",
          "[content][gods]") {
  const std::string error = load_error(
      (std::string(kHead) +
       "deeds = [{ deed = \"cast\", piety = -2 }, { deed = \"bribe\", piety = 1 }]\n" +
       "gifts = [{ piety = 50, item = \"weapon\" }, { piety = 40, item = \"potion\" }]\n" + kPowers)
          .c_str());
  CHECK(has(error, "mod.toml:6: greed.deeds[1].deed: unknown deed \"bribe\""));
  CHECK(has(error,
            "mod.toml:6: greed.deeds: a god with no piety source: give it a deed it loves (piety "
            "above 0)"));
  CHECK(has(error, "mod.toml:7: greed.gifts[1].piety: out of order: 40 comes after 50"));
  CHECK(has(error, "must be weapon, armour, ring, wand or spellbook (got \"potion\")"));
  CHECK(has(error, "out of order: 10 comes after 20 (list powers by piety)"));
  CHECK(has(error, "must be hurt, fight, power or arrive (got \"sometimes\")"));
  CHECK(has(error, "Mog follows shadow already"));
}

TEST_CASE(
    "a faith with no restriction, no god, too few powers or a price above its mark is refused",
    "[content][gods]") {
  const std::string error = load_error(
      "[calm]\nname = \"Calm\"\nloves = \"a\"\nhates = \"b\"\n"
      "deeds = [{ deed = \"kill\", piety = 1 }]\n"
      "[[calm.powers]]\nname = \"A\"\npiety = 20\ncost = 30\nuse = \"hurt\"\ndescription = \"a\"\n"
      "effects = [{ heal = \"1\" }]\n");
  CHECK(has(error,
            "mod.toml:5: calm.deeds: a god with no restriction: give it a deed it hates (piety "
            "below 0)"));
  CHECK(
      has(error,
          "mod.toml:1: calm.gods: a faith no god follows: name its gods or give it an alignment"));
  CHECK(has(error, "mod.toml:6: calm.powers: a god grants at least three powers"));
  CHECK(has(error, "calm.powers[0].cost: more than the piety it is granted at (30 > 20)"));
}

}  // namespace test_god_data
