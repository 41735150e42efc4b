#include "content/toml/load_toml.hpp"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>

#include "content/branches.hpp"
#include "content/embedded.hpp"
#include "content/gods.hpp"
#include "content/powers.hpp"
#include "content/set_pieces.hpp"
#include "content/sounds.hpp"

namespace dg {

namespace {

// A file parsed into `into`, or the reason it was not (kept in `error`).
template <typename T, typename Parse>
void read_file(const ContentLoading& loading, std::string_view name, std::optional<T>& into,
               std::optional<std::string>& error, Parse parse) {
  const auto text = find_content_file(name);
  if (!text) {
    error = "the build has no " + std::string(name);
    return;
  }
  auto parsed = parse(name, loading.text_of(name, *text));
  if (!parsed)
    error = parsed.error();
  else
    into = std::move(parsed.value());
}

}  // namespace

// The built-in files, in the order they are read.
constexpr std::string_view kLoadOrder[] = {
    "tileset.toml", "items.toml",     "monsters.toml", "characters.toml", "powers.toml",
    "gods.toml",    "setpieces.toml", "branches.toml", "tutorial.toml",   "sounds.toml"};

ContentText ContentLoading::text_of(std::string_view name, std::string_view built_in) const {
  ContentText text(built_in);
  for (const ContentAddition& a : additions_)
    if (a.extends == name) text.additions.push_back({a.name, a.text});
  return text;
}

// The load order: each file may name what the ones before it define.
bool ContentLoading::step() {
  if (error_) return false;
  switch (next_++) {
    case 0:  // the tileset first (every later file names tiles)
      for (const ContentAddition& a : additions_)
        if (std::find(std::begin(kLoadOrder), std::end(kLoadOrder), a.extends) ==
            std::end(kLoadOrder)) {
          std::string files;
          for (std::string_view f : kLoadOrder)
            files += (files.empty() ? "" : ", ") + std::string(f);
          error_ = a.name + ": extends '" + a.extends + "', which is none of " + files;
          return false;
        }
      read_file(*this, kLoadOrder[0], tileset_, error_, parse_tileset);
      return true;
    case 1:  // then the items
      read_file(*this, kLoadOrder[1], items_, error_,
                [this](auto name, auto text) { return parse_items(name, text, &tileset_->rules); });
      return true;
    case 2:  // then the monsters (their spells name spellbooks)
      read_file(*this, kLoadOrder[2], bestiary_, error_,
                [this](auto name, auto text) { return parse_bestiary(name, text, items_->kinds); });
      return true;
    case 3:  // then the characters (their kits name items, their pets monsters)
      read_file(*this, kLoadOrder[3], characters_, error_, [this](auto name, auto text) {
        return parse_characters(name, text, items_->kinds, bestiary_->breeds);
      });
      return true;
    case 4: {  // then the weapons' and armour's powers (their steps name gases)
      content_ = assemble();
      std::optional<std::vector<PowerDef>> powers;
      read_file(*this, kLoadOrder[4], powers, error_, parse_powers);
      if (powers) content_->catalog.powers = std::move(*powers);
      return true;
    }
    case 5: {  // then the gods' faiths (the pantheons name their gods; their powers, gases)
      std::optional<std::vector<FaithDef>> faiths;
      read_file(*this, kLoadOrder[5], faiths, error_,
                [this](auto name, auto text) { return parse_gods(name, text, content_->catalog); });
      if (faiths) content_->catalog.faiths = std::move(*faiths);
      return true;
    }
    case 6: {  // then the set pieces, which name tiles, traps, items and monsters
      std::optional<std::vector<SetPiece>> pieces;
      read_file(*this, kLoadOrder[6], pieces, error_, [this](auto name, auto text) {
        return parse_set_pieces(name, text, content_->catalog);
      });
      if (pieces) content_->catalog.set_pieces = std::move(*pieces);
      return true;
    }
    case 7: {  // then the side branches, which name monsters, set pieces and levels
      std::optional<std::vector<BranchDef>> branches;
      read_file(*this, kLoadOrder[7], branches, error_, [this](auto name, auto text) {
        return parse_branches(name, text, content_->catalog);
      });
      if (branches) content_->catalog.branches = std::move(*branches);
      return true;
    }
    case 8: {  // last, the tutorial: its maps place all of those, and its hero is a character
      std::optional<TutorialBook> tutorial;
      read_file(*this, kLoadOrder[8], tutorial, error_, [this](auto name, auto text) {
        return parse_tutorial(name, text, content_->catalog);
      });
      if (tutorial) content_->tutorial = std::move(*tutorial);
      return true;
    }
    case 9: {  // and the sounds, which name tiles (r40)
      std::optional<std::vector<SoundDef>> sounds;
      read_file(*this, kLoadOrder[9], sounds, error_, [this](auto name, auto text) {
        return parse_sounds(name, text, content_->catalog);
      });
      if (sounds) content_->sounds = std::move(*sounds);
      return true;
    }
    default: return false;
  }
}

// What the first four files read, as one Content (the powers, the set pieces and the tutorial
// to come).
Content ContentLoading::assemble() {
  Content c;
  c.catalog.tiles = tileset_->rules;
  c.catalog.traps = tileset_->trap_rules;
  c.catalog.gases = tileset_->gas_rules;
  c.catalog.fire = tileset_->fire_rules;
  c.catalog.breeds = std::move(bestiary_->breeds);
  c.catalog.items = std::move(items_->kinds);
  c.catalog.disguises = std::move(items_->disguises);
  c.catalog.characters = std::move(characters_->tables);
  c.tileset = std::move(*tileset_);
  c.monster_looks = std::move(bestiary_->looks);
  c.item_looks = std::move(items_->looks);
  c.creation_text = std::move(characters_->text);
  return c;
}

Result<Content> ContentLoading::finish() {
  if (error_) return Error{*error_};
  if (!content_ || next_ < static_cast<int>(std::size(kLoadOrder)))
    return Error{"the content was not read to its end"};
  return std::move(*content_);
}

Result<Content> load_content_from_toml(std::vector<ContentAddition> additions) {
  ContentLoading loading(std::move(additions));
  while (loading.step()) {
  }
  return loading.finish();
}

}  // namespace dg
