#include "content/bestiary.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

// The index of the item kind `id` that `fits`, or -1.
template <typename Fits>
int item_index(std::span<const ItemKind> items, const std::string& id, Fits fits) {
  const auto at = std::find_if(items.begin(), items.end(),
                               [&](const ItemKind& k) { return k.id == id && fits(k); });
  return at == items.end() ? -1 : static_cast<int>(at - items.begin());
}

// A unique's own fields, and what would let a second of it into a run: a frequency (the
// depth's picks), a pack, splitting, or a summons of its own kind.
void read_unique(const Definition& d, Breed& b) {
  b.unique = d.flag("unique");
  b.blesses = d.integer("blesses");
  b.greets = d.text("greets");
  b.last_words = d.text("last_words");
  if (!b.unique) {
    if (d.has("appears")) d.error("appears", "only a unique (unique = true) has this");
    if (!b.greets.empty()) d.error("greets", "only a unique (unique = true) has this");
    if (!b.last_words.empty()) d.error("last_words", "only a unique (unique = true) has this");
    return;
  }
  if (!d.has("appears"))
    d.error("unique", "a unique needs appears = N (percent of runs that hold it)");
  else
    b.appears = d.integer("appears");
  if (b.name.empty() || b.name[0] < 'A' || b.name[0] > 'Z')
    d.error("name", "a unique's name is a proper name, with a capital: \"Grik the Rat King\"");
  if (b.greets.empty()) d.error("greets", "a unique needs its words on meeting the hero");
  if (b.last_words.empty()) d.error("last_words", "a unique needs its words as it dies");
  if (b.frequency != 0)
    d.error("frequency", "a unique is drawn once a run, never by frequency: frequency = 0");
  if (b.pack.max > 0) d.error("pack", "a unique comes alone (no pack)");
  if (b.splits) d.error("splits", "a unique never splits in two");
  for (const Ability& a : b.abilities)
    for (const EffectStep& step : a.effects)
      if (step.op == EffectOp::Summon && step.kin)
        d.error("abilities", "a unique's summons call others, never its own kind (kin)");
}

Breed read_breed(const Definition& d, std::span<const ItemKind> items) {
  Breed b;
  b.id = d.name();
  b.name = d.text("name");
  b.description = d.text("description");
  b.level = d.integer("level");
  b.speed = d.integer("speed");
  b.ac = d.integer("ac");
  b.hp = d.dice("hp");
  b.frequency = d.integer("frequency");
  b.min_depth = d.integer("min_depth");
  b.max_depth = d.integer("max_depth");
  if (b.max_depth < b.min_depth) d.error("max_depth", "must not be below min_depth");
  b.flee_percent = d.integer("flee_percent");
  b.sleep_chance = d.integer("sleep_chance");
  b.opens_doors = d.flag("opens_doors");
  b.carries_gold = d.flag("carries_gold");
  b.picks_up_gold = d.flag("picks_up_gold");
  b.invisible = d.flag("invisible");
  b.warm = d.flag("warm");
  for (const Definition* a : d.tables("attacks")) {
    Attack atk;
    atk.hit = a->text("hit");
    atk.damage = a->dice("damage");
    atk.effects = read_effects(*a, "effects");
    if (!atk.effects.empty()) atk.effect_chance = a->integer("chance");
    b.attacks.push_back(std::move(atk));
  }
  for (const std::string& id : d.texts("spells")) {
    const int book =
        item_index(items, id, [](const ItemKind& k) { return k.cls == ItemClass::Spellbook; });
    if (book < 0)
      d.error("spells", "no spellbook \"" + id + "\" (name the book that teaches the spell)");
    else
      b.spells.push_back(book);
  }
  b.uses_items = d.flag("uses_items");
  for (const Definition* c : d.tables("carries")) {
    const std::string id = c->text("item");
    const int item = item_index(items, id, [](const ItemKind&) { return true; });
    if (item < 0) {
      c->error("item", "no item \"" + id + "\" (name one of items.toml's keys)");
      continue;
    }
    b.carries.push_back({item, c->integer("chance")});
  }
  for (const Definition* a : d.tables("abilities")) {
    Ability ab;
    ab.name = a->text("name");
    ab.says = a->text("says");
    ab.zap = read_zap(*a);
    if (ab.zap.reach == Reach::Dig)
      a->error("zap",
               "an ability is aimed at the hero (beam, ray or burst) or is on itself (self)");
    ab.effects = read_effects(*a, "effects");
    if (ab.effects.empty()) a->error("effects", "an ability needs effects = [{...}]");
    ab.chance = read_chance(*a, "chance");
    b.abilities.push_back(std::move(ab));
  }
  b.regenerates = d.integer("regenerates");
  if (d.has("pack")) b.pack = read_range(d, "pack");
  b.passive = read_effects(d, "passive");
  // A floating eye or a mould never attacks: what it does is done to whoever strikes it.
  if (b.attacks.empty() && b.passive.empty())
    d.error("attacks", "a monster needs at least one attack (or a `passive`, as a floating eye)");
  b.on_death = read_effects(d, "on_death");
  b.splits = d.flag("splits");
  b.keeps_away = d.integer("keeps_away");
  if (b.keeps_away > 0 && b.abilities.empty() && b.spells.empty())
    d.error("keeps_away", "only a monster with abilities or spells keeps away (it has no reach)");
  b.phases = d.flag("phases");
  b.resists_fire = d.flag("resists_fire");
  b.swims = d.flag("swims");
  b.light = d.integer("light");
  if (d.has("disguise")) {
    const std::string id = d.text("disguise");
    b.disguise = item_index(items, id, [](const ItemKind&) { return true; });
    if (b.disguise < 0)
      d.error("disguise", "no item \"" + id + "\" (name one of items.toml's keys)");
  }
  read_unique(d, b);
  if (d.has("magic")) b.magic = read_chance(d, "magic");
  if (d.has("spell_rest")) {
    b.spell_rest = read_range(d, "spell_rest");
    if (b.spells.empty()) d.error("spell_rest", "only a monster with spells rests between them");
  }
  if ((!b.spells.empty() || b.uses_items) && b.magic.of == 0)
    d.error("magic", "a monster with spells or items to use needs magic = \"1/3\" (how often)");
  // Experience as NetHack reckons it, roughly (level squared, plus speed and attacks), nine
  // times over (r28; six from r27, three from r24): at one times, the balance bot reached
  // dungeon level 8 at experience level 5 or 6, where NetHack's players stand at 8 or more; at
  // three, it reached level 12 at experience level 7 to 9, among monsters of level 10 to 15, and
  // most games that got there died there before they had the Amulet; at six it won about 3 %.
  b.experience =
      9 * (1 + b.level * b.level + (b.speed > 12 ? 3 : 0) + static_cast<int>(b.attacks.size()));
  return b;
}

}  // namespace

Result<Bestiary> parse_bestiary(std::string_view file_name, const ContentText& text,
                                std::span<const ItemKind> items) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kMonstersSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  Bestiary out;
  for (const Definition& d : file.definitions()) {
    out.breeds.push_back(read_breed(d, items));
    out.looks.push_back({d.glyph("glyph"), d.color("fg"), Rgb{},
                         out.breeds.back().light > 0 ? d.color("light_colour") : Rgb{}});
  }
  file.check_unread();
  if (out.breeds.empty()) file.add_error(std::string(file_name) + ": no monsters defined");
  if (!file.errors().empty()) return Error{file.error_text()};
  return out;
}

}  // namespace dg
