// Message templates: one template words the hero's deed and a monster's.
#include <catch2/catch.hpp>

#include "core/words.hpp"

using namespace dg;

TEST_CASE("a template words the hero's deed and a monster's", "[core][words]") {
  CHECK(phrase("{A} {miss|misses} {d}.", "you", "the jackal") == "You miss the jackal.");
  CHECK(phrase("{A} {miss|misses} {d}.", "the jackal", "you") == "The jackal misses you.");
  CHECK(phrase("{A} {kill|kills} {d}!", "it", "the newt") == "It kills the newt!");
  CHECK(phrase("{A} bites {d}.", "the cobra", "it") == "The cobra bites it.");
  CHECK(phrase("{D} falls; {a} {watch|watches}.", "you", "the orc") == "The orc falls; you watch.");
  CHECK(phrase("killed by {a}", "an acid blob") == "killed by an acid blob");
  // Braces around an unknown key, and an unclosed one, are kept as written.
  CHECK(phrase("{x} {A} {", "you") == "{x} You {");
  CHECK(phrase("", "you").empty());
}
