#include "content/characters.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"

namespace dg {

namespace {

constexpr std::array<std::pair<std::string_view, Attr>, 2> kEnergy = {{
    {"intelligence", Attr::In},
    {"wisdom", Attr::Wi},
}};

char read_key(const Definition& d) {
  const std::string k = d.text("key");
  if (k.size() != 1 || !((k[0] >= 'a' && k[0] <= 'z') || (k[0] >= 'A' && k[0] <= 'Z'))) {
    d.error("key", "must be one letter (got \"" + k + "\")");
    return '?';
  }
  return k[0];
}

// The indices of the entries that `key` names by id.
template <typename Def>
std::vector<int> read_ids(const Definition& d, std::string_view key, const std::vector<Def>& defs,
                          const char* what) {
  std::vector<int> out;
  for (const std::string& id : d.texts(key)) {
    int found = -1;
    for (std::size_t i = 0; i < defs.size(); ++i)
      if (defs[i].id == id) found = static_cast<int>(i);
    if (found < 0)
      d.error(key, "unknown " + std::string(what) + " \"" + id + "\"");
    else
      out.push_back(found);
  }
  if (out.empty() && d.has(key)) d.error(key, "must name at least one " + std::string(what));
  return out;
}

std::vector<Property> read_intrinsics(const Definition& d) {
  std::vector<Property> out;
  for (const std::string& id : d.texts("intrinsics")) {
    Property p{};
    if (intrinsic_from_id(id, p))
      out.push_back(p);
    else
      d.error("intrinsics", "unknown intrinsic \"" + id +
                                "\" (stealth, poison_resistance, fire_resistance, infravision, "
                                "see_invisible, searching, free_action, regeneration)");
  }
  return out;
}

// Six numbers, one per attribute (St In Wi Dx Co Ch).
std::array<int, kAttrCount> read_six(const Definition& d, std::string_view key) {
  std::array<int, kAttrCount> out{};
  const std::vector<int> v = d.integers(key);
  if (v.size() != kAttrCount) {
    d.error(key, "needs six numbers, St In Wi Dx Co Ch (got " + std::to_string(v.size()) + ")");
    return out;
  }
  for (std::size_t i = 0; i < kAttrCount; ++i) out[i] = v[i];
  return out;
}

KitEntry read_kit_entry(const Definition& k, std::span<const ItemKind> items) {
  KitEntry e;
  if (k.has("class")) {
    const std::string cls = k.text("class");
    e.random_class = true;
    constexpr std::array<std::pair<std::string_view, ItemClass>, 5> kDrawn = {{
        {"potion", ItemClass::Potion},
        {"scroll", ItemClass::Scroll},
        {"wand", ItemClass::Wand},
        {"ring", ItemClass::Ring},
        {"spellbook", ItemClass::Spellbook},
    }};
    e.cls = lookup(k, "class", kDrawn);
  } else {
    const std::string id = k.text("item");
    const auto named = std::find_if(items.begin(), items.end(), [&id](const ItemKind& i) {
      return i.id == id || i.name == id;
    });
    e.item = named == items.end() ? -1 : static_cast<int>(named - items.begin());
    if (e.item < 0) k.error("item", "unknown item \"" + id + "\"");
  }
  e.count = k.has("count") ? k.dice("count") : Dice{0, 0, 1};
  e.enchant = k.integer("enchant");
  if (k.has("use")) {
    const std::string use = k.text("use");
    if (use == "wield")
      e.use = KitEntry::Use::Wield;
    else if (use == "wear")
      e.use = KitEntry::Use::Wear;
    else if (use == "learn")
      e.use = KitEntry::Use::Learn;
    else
      k.error("use", "must be \"wield\", \"wear\" or \"learn\" (got \"" + use + "\")");
  }
  if (e.item >= 0) {
    const ItemClass c = items[static_cast<std::size_t>(e.item)].cls;
    if (e.use == KitEntry::Use::Wield && c != ItemClass::Weapon)
      k.error("use", "only weapons are wielded");
    if (e.use == KitEntry::Use::Wear && c != ItemClass::Armour)
      k.error("use", "only armour is worn");
    if (e.use == KitEntry::Use::Learn && c != ItemClass::Spellbook)
      k.error("use", "only a spellbook's spell is learned");
  }
  return e;
}

RoleDef read_role(const Definition& d, const CharacterTables& t, std::span<const ItemKind> items) {
  RoleDef r;
  r.id = d.name();
  r.name = d.text("name");
  r.female_name = d.text("female_name");
  r.description = d.text("description");
  r.key = read_key(d);
  r.races = read_ids(d, "races", t.races, "race");
  r.genders = read_ids(d, "genders", t.genders, "gender");
  r.alignments = read_ids(d, "alignments", t.alignments, "alignment");
  r.hp = d.integer("hp");
  r.pw = d.integer("pw");
  r.extra_pw = d.integer("extra_pw");
  r.base.value = read_six(d, "base");
  r.weights = read_six(d, "weights");
  int base = 0, weight = 0;
  for (std::size_t i = 0; i < kAttrCount; ++i) base += r.base.value[i], weight += r.weights[i];
  if (base > kAttrTotal) d.error("base", "adds up to more than " + std::to_string(kAttrTotal));
  if (weight != 100) d.error("weights", "must add up to 100 (got " + std::to_string(weight) + ")");
  r.energy_attr = lookup(d, "energy", kEnergy);
  r.spell_base = d.integer("spell_base");
  r.fast_power = d.flag("fast_power");
  r.pet = d.text("pet");
  r.gods = d.texts("gods");
  if (r.gods.size() != 3) d.error("gods", "names three gods: the lawful, the neutral, the chaotic");
  r.speed = d.integer("speed");
  r.unarmed = d.dice("unarmed");
  r.intrinsics = read_intrinsics(d);
  r.gold = d.dice("gold");
  for (const Definition* k : d.tables("kit")) r.kit.push_back(read_kit_entry(*k, items));
  return r;
}

RaceDef read_race(const Definition& d, const CharacterTables& t) {
  RaceDef r;
  r.id = d.name();
  r.name = d.text("name");
  r.adjective = d.text("adjective");
  r.description = d.text("description");
  r.key = read_key(d);
  r.alignments = read_ids(d, "alignments", t.alignments, "alignment");
  r.hp = d.integer("hp");
  r.pw = d.integer("pw");
  r.intrinsics = read_intrinsics(d);
  return r;
}

TalentDef read_talent(const Definition& d, const CharacterTables& t) {
  TalentDef r;
  r.id = d.name();
  r.name = d.text("name");
  r.description = d.text("description");
  r.level = d.integer("level");
  if (std::find(kTalentLevels.begin(), kTalentLevels.end(), r.level) == kTalentLevels.end())
    d.error("level", "must be 3, 6, 9 or 12, the levels a talent is chosen at (got " +
                         std::to_string(r.level) + ")");
  r.roles = read_ids(d, "roles", t.roles, "role");
  r.gain = read_effects(d, "gain");
  r.intrinsics = read_intrinsics(d);
  r.speed = d.integer("speed");
  r.light = d.integer("light");
  Knacks& k = r.knacks;
  const std::array<std::pair<const char*, int*>, 12> knacks = {{
      {"attacks", &k.attacks},
      {"to_hit", &k.to_hit},
      {"damage", &k.damage},
      {"throw_damage", &k.throw_damage},
      {"ac", &k.ac},
      {"spell_power", &k.spell_power},
      {"spell_cost", &k.spell_cost},
      {"spell_failure", &k.spell_failure},
      {"prayer", &k.prayer},
      {"level_hp", &k.level_hp},
      {"pet_growth", &k.pet_growth},
      {"sneak", &k.sneak},
  }};
  for (auto [key, out] : knacks) *out = d.integer(key);
  if (r.gain.empty() && r.intrinsics.empty() && r.speed == 0 && r.light == 0 && !k.any())
    d.error("kind", "a talent that changes nothing: give it gain, intrinsics or a knack");
  return r;
}

// Each role must be offered enough talents for every choice: at the n-th level of
// kTalentLevels, n - 1 are taken already and three more are drawn.
void check_offers(DefinitionFile& file, const CharacterTables& t) {
  for (int role = 0; role < static_cast<int>(t.roles.size()); ++role)
    for (std::size_t n = 0; n < kTalentLevels.size(); ++n) {
      const int open = static_cast<int>(std::count_if(
          t.talents.begin(), t.talents.end(),
          [&](const TalentDef& x) { return x.level <= kTalentLevels[n] && t.offers(x, role); }));
      const int needed = static_cast<int>(n) + kTalentsOffered;
      if (open < needed)
        file.add_error(file.name() + ": role " + t.roles[static_cast<std::size_t>(role)].id +
                       " is offered " + std::to_string(open) + " talents up to level " +
                       std::to_string(kTalentLevels[n]) + "; its choice there needs " +
                       std::to_string(needed));
    }
}

CreationText read_text(const Definition& d) {
  CreationText t;
  const std::array<std::pair<const char*, std::string*>, 26> fields = {{
      {"title", &t.title},
      {"subtitle", &t.subtitle},
      {"goal", &t.goal},
      {"ask_pick", &t.ask_pick},
      {"ask_hint", &t.ask_hint},
      {"phone_ask_hint", &t.phone_ask_hint},
      {"role_title", &t.role_title},
      {"role_prompt", &t.role_prompt},
      {"race_title", &t.race_title},
      {"race_prompt", &t.race_prompt},
      {"gender_title", &t.gender_title},
      {"gender_prompt", &t.gender_prompt},
      {"alignment_title", &t.alignment_title},
      {"alignment_prompt", &t.alignment_prompt},
      {"random", &t.random},
      {"quit", &t.quit},
      {"not_offered", &t.not_offered},
      {"farewell", &t.farewell},
      {"saved", &t.saved},
      {"import_hint", &t.import_hint},
      {"replay_hint", &t.replay_hint},
      {"export_hint", &t.export_hint},
      {"options_hint", &t.options_hint},
      {"welcome", &t.welcome},
      {"phone_welcome", &t.phone_welcome},
      {"tutorial_hint", &t.tutorial_hint},
  }};
  for (auto [key, out] : fields) *out = d.text(key);
  t.choices = d.texts("choices");
  return t;
}

// Hotkeys must be unique on each screen.
template <typename Def>
void check_keys(DefinitionFile& file, const std::vector<Def>& defs, const char* what) {
  for (std::size_t i = 0; i < defs.size(); ++i)
    for (std::size_t j = i + 1; j < defs.size(); ++j)
      if (defs[i].key == defs[j].key)
        file.add_error(file.name() + ": " + what + "s " + defs[i].id + " and " + defs[j].id +
                       " share the key '" + std::string(1, defs[i].key) + "'");
}

}  // namespace

Result<CharacterBook> parse_characters(std::string_view file_name, const ContentText& text,
                                       std::span<const ItemKind> items,
                                       std::span<const Breed> breeds) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kCharactersSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  CharacterBook book;
  CharacterTables& t = book.tables;
  int messages = 0;
  // Traits first, then races (they name alignments), then roles (they name all three).
  for (const Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind == "gender" || kind == "alignment") {
      (kind == "gender" ? t.genders : t.alignments)
          .push_back({d.name(), d.text("name"), read_key(d)});
    } else if (kind == "messages") {
      book.text = read_text(d);
      ++messages;
    } else if (kind != "race" && kind != "role" && kind != "talent") {
      d.error("kind",
              "must be \"role\", \"race\", \"gender\", \"alignment\", \"talent\" or \"messages\"");
    }
  }
  for (const Definition& d : file.definitions())
    if (d.text("kind") == "race") t.races.push_back(read_race(d, t));
  for (const Definition& d : file.definitions()) {
    if (d.text("kind") != "role") continue;
    t.roles.push_back(read_role(d, t, items));
    const std::string& pet = t.roles.back().pet;
    if (!pet.empty() && !breeds.empty() &&
        std::none_of(breeds.begin(), breeds.end(), [&](const Breed& b) { return b.id == pet; }))
      d.error("pet", "no monster \"" + pet + "\" in monsters.toml");
  }
  for (const Definition& d : file.definitions())  // talents name roles
    if (d.text("kind") == "talent") t.talents.push_back(read_talent(d, t));
  file.check_unread();
  if (messages != 1) file.add_error(file.name() + ": there must be exactly one messages table");
  if (t.roles.empty() || t.genders.empty() || t.alignments.empty() || t.races.empty())
    file.add_error(file.name() + ": needs at least one role, race, gender and alignment");
  for (const RoleDef& r : t.roles) {
    bool any = false;  // some race must share an alignment with the role
    for (int race : r.races)
      for (int a : t.races[static_cast<std::size_t>(race)].alignments)
        for (int ra : r.alignments) any |= a == ra;
    if (!any) file.add_error(file.name() + ": role " + r.id + " has no race it can be");
  }
  if (!t.talents.empty()) check_offers(file, t);  // (a file with none: no talents at all)
  check_keys(file, t.roles, "role");
  check_keys(file, t.races, "race");
  check_keys(file, t.genders, "gender");
  check_keys(file, t.alignments, "alignment");
  if (!file.errors().empty()) return Error{file.error_text()};
  return book;
}

}  // namespace dg
