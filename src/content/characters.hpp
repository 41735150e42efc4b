#pragma once
// The character library: characters.toml (roles, races, genders, alignments and the texts of
// the creation screens) read with prototype inheritance and validated against the item
// library, which is read first (kits name items).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/actor/breed.hpp"
#include "core/actor/character.hpp"
#include "core/result.hpp"

namespace dg {

// What the title and trait screens say; prompts carry %role, %race and %gender.
struct CreationText {
  std::string title, subtitle, goal, ask_pick, ask_hint;  // goal: %depth
  std::string role_title, role_prompt, race_title, race_prompt;
  std::string gender_title, gender_prompt, alignment_title, alignment_prompt;
  std::string random, quit, not_offered, farewell, saved, import_hint, replay_hint, export_hint,
      options_hint;
  std::string welcome;  // the title's word to a newcomer, under the choices
  // The same two on a touch screen, where a choice is tapped.
  std::string phone_ask_hint, phone_welcome;
  std::string tutorial_hint;  // the title's line for the tutorial once it was finished
  // The title's answers: "y - play now..."...; the one beginning "t - " (the tutorial) only
  // until the tutorial is finished, then tutorial_hint instead.
  std::vector<std::string> choices;
  friend bool operator==(const CreationText&, const CreationText&) = default;
};

struct CharacterBook {
  CharacterTables tables;
  CreationText text;
};

// `items`: the item kinds the kits may name; `breeds`: the monsters pets may be.
Result<CharacterBook> parse_characters(std::string_view file_name, const ContentText& text,
                                       std::span<const ItemKind> items,
                                       std::span<const Breed> breeds = {});

}  // namespace dg
