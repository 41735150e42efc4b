#include "content/gods.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"

namespace dg {

namespace {

constexpr std::array<std::pair<std::string_view, ItemClass>, 5> kGiftClasses = {{
    {"weapon", ItemClass::Weapon},
    {"armour", ItemClass::Armour},
    {"ring", ItemClass::Ring},
    {"wand", ItemClass::Wand},
    {"spellbook", ItemClass::Spellbook},
}};
constexpr std::array<std::string_view, 4> kUses = {"hurt", "fight", "power", "arrive"};

bool is_god(const Catalog& c, const std::string& name) {
  return std::any_of(c.characters.roles.begin(), c.characters.roles.end(), [&](const RoleDef& r) {
    return std::find(r.gods.begin(), r.gods.end(), name) != r.gods.end();
  });
}

void read_deeds(const Definition& d, FaithDef& f) {
  bool loved = false;
  bool hated = false;
  for (const Definition* t : d.tables("deeds")) {
    DeedWorth w;
    const std::string id = t->text("deed");
    int found = -1;
    for (std::size_t i = 0; i < kDeeds; ++i)
      if (id == deed_id(static_cast<Deed>(i))) found = static_cast<int>(i);
    if (found < 0) {
      t->error("deed",
               "unknown deed \"" + id + "\" (the schema lists them: docs/CONTENT_FIELDS.md)");
      continue;
    }
    w.deed = static_cast<Deed>(found);
    w.piety = t->integer("piety");
    w.every = t->integer("every");
    if (w.piety == 0) t->error("piety", "a deed worth nothing: leave it out");
    if (std::any_of(f.deeds.begin(), f.deeds.end(),
                    [&](const DeedWorth& x) { return x.deed == w.deed; }))
      t->error("deed", "\"" + id + "\" is named twice");
    loved = loved || w.piety > 0;
    hated = hated || w.piety < 0;
    f.deeds.push_back(w);
  }
  if (!loved)
    d.error("deeds", "a god with no piety source: give it a deed it loves (piety above 0)");
  if (!hated)
    d.error("deeds", "a god with no restriction: give it a deed it hates (piety below 0)");
}

void read_powers(const Definition& d, FaithDef& f) {
  for (const Definition* t : d.tables("powers")) {
    GodPower p;
    p.name = t->text("name");
    p.description = t->text("description");
    p.piety = t->integer("piety");
    p.cost = t->integer("cost");
    p.effects = read_effects(*t, "effects");
    p.use = t->text("use");
    if (std::find(kUses.begin(), kUses.end(), p.use) == kUses.end())
      t->error("use", "must be hurt, fight, power or arrive (got \"" + p.use + "\")");
    if (p.effects.empty()) t->error("effects", "a power that does nothing");
    // Called at its mark, it must leave the god no angrier than unknown (piety 0).
    if (p.cost > p.piety)
      t->error("cost", "more than the piety it is granted at (" + std::to_string(p.cost) + " > " +
                           std::to_string(p.piety) + ")");
    if (!f.powers.empty() && p.piety < f.powers.back().piety)
      t->error("piety", "out of order: " + std::to_string(p.piety) + " comes after " +
                            std::to_string(f.powers.back().piety) + " (list powers by piety)");
    f.powers.push_back(std::move(p));
  }
  if (f.powers.size() < 3) d.error("powers", "a god grants at least three powers");
}

void read_gifts(const Definition& d, FaithDef& f) {
  for (const Definition* t : d.tables("gifts")) {
    GodGift g;
    g.piety = t->integer("piety");
    g.deeper = t->integer("deeper");
    const std::string item = t->text("item");
    const auto* cls = std::find_if(kGiftClasses.begin(), kGiftClasses.end(),
                                   [&](const auto& c) { return c.first == item; });
    if (cls == kGiftClasses.end())
      t->error("item", "must be weapon, armour, ring, wand or spellbook (got \"" + item + "\")");
    else
      g.cls = cls->second;
    if (!f.gifts.empty() && g.piety <= f.gifts.back().piety)
      t->error("piety", "out of order: " + std::to_string(g.piety) + " comes after " +
                            std::to_string(f.gifts.back().piety) + " (list gifts by piety)");
    f.gifts.push_back(g);
  }
}

FaithDef read_faith(const Definition& d, const Catalog& c) {
  FaithDef f;
  f.id = d.name();
  f.name = d.text("name");
  f.loves = d.text("loves");
  f.hates = d.text("hates");
  if (const std::string a = d.text("alignment"); !a.empty()) {
    f.alignment = c.characters.find_alignment(a);
    if (f.alignment < 0) d.error("alignment", "unknown alignment \"" + a + "\"");
  }
  f.gods = d.texts("gods");
  for (const std::string& god : f.gods)
    if (!is_god(c, god)) d.error("gods", "\"" + god + "\" is no role's god (characters.toml)");
  if (f.alignment < 0 && f.gods.empty())
    d.error("gods", "a faith no god follows: name its gods or give it an alignment");
  read_deeds(d, f);
  read_powers(d, f);
  read_gifts(d, f);
  return f;
}

}  // namespace

Result<std::vector<FaithDef>> parse_gods(std::string_view file_name, const ContentText& text,
                                         const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kGodsSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  std::vector<FaithDef> faiths;
  for (const Definition& d : file.definitions()) {
    faiths.push_back(read_faith(d, catalog));
    const FaithDef& f = faiths.back();
    for (std::size_t i = 0; i + 1 < faiths.size(); ++i) {
      if (f.alignment >= 0 && faiths[i].alignment == f.alignment)
        d.error("alignment",
                "two faiths for the gods of one alignment: " + faiths[i].id + " has it already");
      for (const std::string& god : f.gods)
        if (std::find(faiths[i].gods.begin(), faiths[i].gods.end(), god) != faiths[i].gods.end())
          d.error("gods", god + " follows " + faiths[i].id + " already");
    }
  }
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  // Every god of every role follows a faith, and every altar is some alignment's.
  std::string problems;
  for (const RoleDef& r : catalog.characters.roles)
    for (std::size_t a = 0; a < r.gods.size(); ++a) {
      const bool named = std::any_of(faiths.begin(), faiths.end(), [&](const FaithDef& f) {
        return std::find(f.gods.begin(), f.gods.end(), r.gods[a]) != f.gods.end() ||
               f.alignment == static_cast<int>(a);
      });
      if (!named) problems += "\n" + r.gods[a] + " (" + r.id + ") follows no faith";
    }
  for (const TileRules& t : catalog.tiles)
    if (!t.altar.empty() && catalog.characters.find_alignment(t.altar) < 0)
      problems +=
          "\ntile " + t.id + " (tileset.toml): its altar \"" + t.altar + "\" is no alignment";
  if (!problems.empty()) return Error{std::string(file_name) + ":" + problems};
  return faiths;
}

}  // namespace dg
