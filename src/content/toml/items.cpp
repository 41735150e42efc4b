#include "content/items.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"
#include "core/actor/character.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

constexpr std::array<std::pair<std::string_view, ItemClass>, 10> kClasses = {{
    {"weapon", ItemClass::Weapon},
    {"armour", ItemClass::Armour},
    {"potion", ItemClass::Potion},
    {"ingredient", ItemClass::Ingredient},
    {"amulet", ItemClass::Amulet},
    {"scroll", ItemClass::Scroll},
    {"wand", ItemClass::Wand},
    {"ring", ItemClass::Ring},
    {"spellbook", ItemClass::Spellbook},
    {"tool", ItemClass::Tool},
}};
constexpr std::array<std::pair<std::string_view, Enchanting>, 5> kEnchantings = {{
    {"weapon", Enchanting::Weapon},
    {"armour", Enchanting::Armour},
    {"magnitude", Enchanting::Magnitude},
    {"wand", Enchanting::Wand},
    {"spell", Enchanting::Spell},
}};
// The class each way of enchanting fits (a ring's magnitude: one with armour class or damage).
bool fits(Enchanting e, const ItemKind& k) {
  switch (e) {
    case Enchanting::Weapon: return k.cls == ItemClass::Weapon;
    case Enchanting::Armour: return k.cls == ItemClass::Armour;
    case Enchanting::Magnitude: return k.cls == ItemClass::Ring && (k.ac > 0 || k.damage_bonus > 0);
    case Enchanting::Wand: return k.cls == ItemClass::Wand;
    case Enchanting::Spell: return k.cls == ItemClass::Spellbook;
    case Enchanting::None: return true;
  }
  return false;
}
constexpr std::array<std::pair<std::string_view, ArmourSlot>, kArmourSlots> kSlots = {{
    {"body", ArmourSlot::Body},
    {"shield", ArmourSlot::Shield},
    {"helmet", ArmourSlot::Helmet},
    {"gloves", ArmourSlot::Gloves},
    {"cloak", ArmourSlot::Cloak},
    {"boots", ArmourSlot::Boots},
    {"shirt", ArmourSlot::Shirt},
}};

// What a wand or a spell does: effects, unless it only digs.
Effects read_zap_effects(const Definition& d, const Zap& z, const char* what) {
  Effects e = read_effects(d, "effects");
  if (e.empty() && z.reach != Reach::Dig)
    d.error("effects", std::string(what) + " needs effects = [{...}] (what it does)");
  return e;
}

// The tile a tool opens, and what it becomes, by their ids in the tileset.
void read_unlocking(const Definition& d, ItemKind& k, const TileTable* tiles) {
  if (!d.has("unlocks")) return;
  auto find = [&](std::string_view key) {
    const std::string id = d.text(key);
    if (!tiles) return -1;  // read without the tileset (a test of the items alone)
    const int t = find_tile(*tiles, id);
    if (t < 0) d.error(key, "no tile \"" + id + "\"");
    return t;
  };
  k.unlocks = find("unlocks");
  k.unlocks_into = std::max(0, find("unlocks_into"));
  k.unlock_words = d.text("unlock_words");
}

ItemKind read_item(const Definition& d, const TileTable* tiles) {
  ItemKind k;
  k.id = d.name();
  k.name = d.text("name");
  k.cls = lookup(d, "class", kClasses);
  k.weight = d.integer("weight");
  k.cost = d.integer("cost");
  k.trophy = d.integer("trophy");
  if (k.trophy > 0 && d.integer("frequency") > 0)
    d.error("trophy", "a trophy lies at a branch's end alone: its frequency is 0");
  k.frequency = d.integer("frequency");
  k.min_depth = d.integer("min_depth");
  k.max_depth = d.integer("max_depth");
  k.stacks = d.flag("stacks");
  k.damage = d.dice("damage");
  k.escape = d.flag("escape");
  k.description = d.text("description");
  k.in_fire = d.text("in_fire");
  switch (k.cls) {
    case ItemClass::Weapon: k.to_hit = d.integer("to_hit"); break;
    case ItemClass::Armour:
      k.ac = d.integer("ac");
      k.slot = lookup(d, "slot", kSlots);
      k.metal = d.flag("metal");
      break;
    case ItemClass::Potion:
      k.effects = read_effects(d, "effects");
      if (k.effects.empty()) d.error("effects", "a potion needs effects = [{...}] (what it does)");
      if (!d.text("shatters_into").empty()) {
        k.shatters_into = read_gas(d, "shatters_into");
        k.shatter_volume = d.integer("shatter_volume");
      }
      k.shatter_burns = d.integer("shatter_burns");
      break;
    case ItemClass::Scroll:
      k.effects = read_effects(d, "effects");
      if (k.effects.empty()) d.error("effects", "a scroll needs effects = [{...}] (what it does)");
      break;
    case ItemClass::Wand:
      k.zap = read_zap(d);
      k.effects = read_zap_effects(d, k.zap, "a wand");
      k.charges = read_range(d, "charges");
      break;
    case ItemClass::Spellbook:
      k.zap = read_zap(d);
      k.effects = read_zap_effects(d, k.zap, "a spell");
      k.spell = d.text("spell");
      k.spell_level = d.integer("level");
      k.backfire = read_effects(d, "backfire");
      break;
    case ItemClass::Ring:
      if (d.has("grants")) {
        const std::string id = d.text("grants");
        if (!intrinsic_from_id(id, k.grants)) d.error("grants", "unknown property \"" + id + "\"");
      }
      if (d.has("ac")) k.ac = d.integer("ac");
      k.damage_bonus = d.integer("damage_bonus");
      k.known_on_wear = d.flag("known_on_wear");
      break;
    case ItemClass::Ingredient: k.essence = d.text("essence"); break;
    case ItemClass::Tool:
      read_unlocking(d, k, tiles);
      k.light = d.integer("light");
      break;
    case ItemClass::Amulet:
    case ItemClass::kCount: break;
  }
  if (!d.text("enchanting").empty()) {
    k.enchanting = lookup(d, "enchanting", kEnchantings);
    k.enchant_cap = d.integer("enchant_cap");
    if (!fits(k.enchanting, k))
      d.error("enchanting", "\"" + d.text("enchanting") +
                                "\" does not fit this kind (weapon: a weapon; armour: armour; "
                                "magnitude: a ring with ac or damage_bonus; wand: a wand; spell: "
                                "a spellbook)");
  }
  return k;
}

}  // namespace

std::optional<ItemClass> item_class_named(std::string_view name) {
  for (const auto& [n, cls] : kClasses)
    if (n == name) return cls;
  return std::nullopt;
}

Result<ItemBook> parse_items(std::string_view file_name, const ContentText& text,
                             const TileTable* tiles) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kItemsSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  ItemBook book;
  for (const Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind == "appearances") {
      Disguises& dis = book.disguises[static_cast<std::size_t>(lookup(d, "class", kClasses))];
      dis.looks = d.texts("names");
      dis.name = d.text("name");
      if (dis.name.find("{look}") == std::string::npos)
        d.error("name", "must say where the appearance goes, as \"{look} potion\"");
      continue;
    }
    if (kind != "item") {
      d.error("kind", "must be \"item\" or \"appearances\"");
      continue;
    }
    book.kinds.push_back(read_item(d, tiles));
    book.looks.push_back({d.glyph("glyph"), d.color("fg"), Rgb{}, Rgb{}});
  }
  file.check_unread();
  // Every kind of a disguised class needs an appearance of its own.
  std::array<int, kItemClasses> per_class{};
  int amulets = 0;
  for (const ItemKind& k : book.kinds) {
    ++per_class[static_cast<std::size_t>(k.cls)];
    amulets += k.cls == ItemClass::Amulet;
  }
  for (const auto& [name, cls] : kClasses) {
    const std::size_t c = static_cast<std::size_t>(cls);
    const auto looks = book.disguises[c].looks.size();
    if (looks > 0 && static_cast<int>(looks) < per_class[c])
      file.add_error(std::string(file_name) + ": " + std::to_string(per_class[c]) + " " +
                     std::string(name) + " kinds but only " + std::to_string(looks) +
                     " appearances to disguise them");
  }
  if (amulets != 1) file.add_error(std::string(file_name) + ": there must be exactly one amulet");
  if (!file.errors().empty()) return Error{file.error_text()};
  return book;
}

}  // namespace dg
