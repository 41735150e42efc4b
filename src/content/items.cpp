#include "content/items.hpp"

#include <array>
#include <utility>

#include "content/definitions.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

constexpr std::array<std::pair<std::string_view, ItemClass>, 5> kClasses = {{
    {"weapon", ItemClass::Weapon},
    {"armour", ItemClass::Armour},
    {"potion", ItemClass::Potion},
    {"ingredient", ItemClass::Ingredient},
    {"amulet", ItemClass::Amulet},
}};
constexpr std::array<std::pair<std::string_view, PotionAction>, 4> kActions = {{
    {"heal", PotionAction::Heal},
    {"harm", PotionAction::Harm},
    {"gain_strength", PotionAction::GainStrength},
    {"effect", PotionAction::Effect},
}};

EffectKind read_effect(const Definition& d) {
  const std::string v = d.text("effect");
  for (std::size_t i = 0; i < kEffectCount; ++i)
    if (effect_id(static_cast<EffectKind>(i)) == v) return static_cast<EffectKind>(i);
  d.error("effect", "unknown effect \"" + v + "\"");
  return EffectKind::Weakness;
}

ItemKind read_item(const Definition& d) {
  ItemKind k;
  k.id = d.name();
  k.name = d.text("name");
  k.cls = lookup(d, "class", kClasses);
  k.weight = d.integer("weight", 0, 1000);
  k.frequency = d.integer("frequency", 0, 100);
  k.min_depth = d.integer("min_depth", 1, gen::kDungeonDepth);
  k.max_depth = d.integer("max_depth", 1, gen::kDungeonDepth);
  k.stacks = d.flag("stacks");
  switch (k.cls) {
    case ItemClass::Weapon:
      k.damage = d.dice("damage");
      k.to_hit = d.integer("to_hit", -5, 5);
      break;
    case ItemClass::Armour: k.ac = d.integer("ac", 0, 10); break;
    case ItemClass::Potion:
      k.action = lookup(d, "action", kActions);
      k.effect = read_effect(d);
      k.effect_turns = d.integer("turns", 0, 1000);
      k.amount = d.dice("amount");
      if (k.action == PotionAction::Effect && k.effect_turns == 0)
        d.error("turns", "an effect potion needs turns > 0");
      break;
    case ItemClass::Ingredient: k.essence = d.text("essence"); break;
    case ItemClass::Amulet: break;
  }
  return k;
}

}  // namespace

Result<ItemBook> parse_items(std::string_view file_name, std::string_view text) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  ItemBook book;
  for (const Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind == "appearances") {
      book.appearances = d.texts("names");
      continue;
    }
    if (kind != "item") {
      d.error("kind", "must be \"item\" or \"appearances\"");
      continue;
    }
    book.kinds.push_back(read_item(d));
    book.looks.push_back({d.glyph("glyph"), d.color("fg"), Rgb{}});
  }
  file.check_unread();
  int potions = 0, amulets = 0;
  for (const ItemKind& k : book.kinds) {
    potions += k.cls == ItemClass::Potion;
    amulets += k.cls == ItemClass::Amulet;
  }
  if (static_cast<int>(book.appearances.size()) < potions)
    file.add_error(std::string(file_name) + ": " + std::to_string(potions) + " potions but only " +
                   std::to_string(book.appearances.size()) + " appearances to disguise them");
  if (amulets != 1) file.add_error(std::string(file_name) + ": there must be exactly one amulet");
  if (!file.errors().empty()) return Error{file.error_text()};
  return book;
}

}  // namespace dg
