// Message templates: one template words the hero's deed and a monster's.
#include <catch2/catch.hpp>

#include "core/message_log.hpp"
#include "core/words.hpp"

namespace test_words {

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

TEST_CASE("a message is placed before its closing stop, beside or farther", "[core][words]") {
  CHECK(placed_text(Message{"The jackal bites you.", 3, Vec{-1, 0}}) ==
        "The jackal bites you (west).");
  CHECK(placed_text(Message{"You kill the newt!", 3, Vec{1, 1}}) ==
        "You kill the newt (south-east)!");
  CHECK(placed_text(Message{"The kobold misses the kitten.", 3, Vec{3, -1}}) ==
        "The kobold misses the kitten (3 east, 1 north).");
  CHECK(placed_text(Message{"You hear some noises", 3, Vec{0, 4}}) ==
        "You hear some noises (4 south)");
  CHECK(placed_text(Message{"You feel weak.", 3, std::nullopt}) == "You feel weak.");
}

}  // namespace test_words
