#pragma once
// Message templates that know who is doing what: one template words the hero's deed and a
// monster's. In a template, {A} and {a} are the subject ("You"/"you", "The jackal", "It"),
// {D} and {d} the object ("you", "the jackal", "it"), and {first|second} picks the verb's
// form for the subject: "{A} {miss|misses} {d}." says "You miss the jackal." and "The jackal
// misses you."
#include <string>
#include <string_view>

#include "core/geometry.hpp"

namespace dg {

// `subject` and `object` as the game names them: "you", "the jackal", "it".
std::string phrase(std::string_view text, const std::string& subject,
                   const std::string& object = "");

// "3 east, 2 north" from `from` to `to` ("here" when they are the same cell).
std::string direction_words(Vec from, Vec to);
// Where `to` is from `from`, to follow a name: " (east)" beside it, else ", 8 east, 1 south".
std::string where_words(Vec from, Vec to);
// "north-east": a direction's name on the compass ("here" for none).
std::string_view compass_name(Dir d);
// A message with where its creature stood, from the hero, before its last stop: "The jackal
// bites you (west).", "The kobold misses the kitten (3 east, 1 north)."; its text alone when
// it has no place.
struct Message;
std::string placed_text(const Message& m);

}  // namespace dg
