#include "ui/play/character_details.hpp"

#include <algorithm>
#include <array>
#include <numeric>

#include "core/catalog.hpp"
#include "core/combat.hpp"

namespace dg {

namespace {

// "poison resistance, stealth"; empty for none.
std::string intrinsic_words(const std::vector<Property>& props) {
  std::string out;
  for (Property p : props) {
    std::string id(intrinsic_id(p));
    std::replace(id.begin(), id.end(), '_', ' ');
    if (!id.empty()) out += (out.empty() ? "" : ", ") + id;
  }
  return out;
}

// "3" or "31-40".
std::string count_words(const Dice& d) {
  return d.min() == d.max() ? std::to_string(d.min())
                            : std::to_string(d.min()) + "-" + std::to_string(d.max());
}

std::string kit_words(const Catalog& cat, const KitEntry& e) {
  const std::string n = count_words(e.count);
  std::string thing;
  if (e.random_class) {
    thing = n == "1" ? "a random potion" : n + " random potions";
  } else {
    const std::string& name = cat.item(e.item).name;
    thing = n == "1" ? with_article(name) : n + " " + name + (name.back() == 's' ? "" : "s");
  }
  if (e.use == KitEntry::Use::Wield) thing += " (wielded)";
  if (e.use == KitEntry::Use::Wear) thing += " (worn)";
  return thing;
}

std::string names(const CharacterTables& t, const std::vector<int>& alignments) {
  std::string out;
  for (int a : alignments)
    out += (out.empty() ? "" : ", ") + t.alignments[static_cast<std::size_t>(a)].id;
  return out;
}

}  // namespace

std::vector<std::string> role_details(const Catalog& cat, int role) {
  const RoleDef& r = cat.characters.roles[static_cast<std::size_t>(role)];
  std::vector<std::string> out{r.description};
  std::string hp = "Hit points " + std::to_string(r.hp) + ", power " + std::to_string(r.pw);
  if (r.extra_pw > 0) hp += " (+0-" + std::to_string(r.extra_pw) + ")";
  hp += ", each + the race's. ";
  hp += r.speed > 12 ? "Fast." : r.speed < 12 ? "Slow." : "Normal speed.";
  out.push_back(hp);
  // The floors, and where most of the rest of the 75 points go (the two largest weights).
  std::string attrs = "Attributes at least";
  int floors = 0;
  for (std::size_t i = 0; i < kAttrCount; ++i) {
    attrs += " " + std::string(attr_abbrev(static_cast<Attr>(i))) + " " +
             std::to_string(r.base.value[i]);
    floors += r.base.value[i];
  }
  std::array<std::size_t, kAttrCount> order{};
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return r.weights[a] > r.weights[b]; });
  attrs += "; " + std::to_string(kAttrTotal - floors) + " more points, mostly to " +
           std::string(attr_abbrev(static_cast<Attr>(order[0]))) + " and " +
           std::string(attr_abbrev(static_cast<Attr>(order[1]))) + ".";
  out.push_back(attrs);
  if (const std::string in = intrinsic_words(r.intrinsics); !in.empty())
    out.push_back("Intrinsics: " + in + ".");
  if (r.unarmed != Dice{1, 2, 0})
    out.push_back("Bare hands hit for " + r.unarmed.to_string() + " (martial arts).");
  std::string kit = "Starts with ";
  for (std::size_t i = 0; i < r.kit.size(); ++i)
    kit += (i == 0 ? "" : i + 1 == r.kit.size() ? " and " : ", ") + kit_words(cat, r.kit[i]);
  if (r.kit.empty()) kit += "nothing";
  if (r.gold.max() > 0) kit += ", and " + count_words(r.gold) + " gold pieces";
  out.push_back(kit + ".");
  // The talents only it (and a few others) may choose at levels 3, 6, 9 and 12.
  std::string own;
  for (const TalentDef& t : cat.characters.talents)
    if (!t.roles.empty() && cat.characters.offers(t, role))
      own += (own.empty() ? "" : ", ") + t.name;
  if (!own.empty()) out.push_back("Talents of its own: " + own + ".");
  return out;
}

std::vector<std::string> race_details(const Catalog& cat, int race) {
  const CharacterTables& t = cat.characters;
  const RaceDef& r = t.races[static_cast<std::size_t>(race)];
  std::vector<std::string> out{r.description};
  out.push_back("Hit points +" + std::to_string(r.hp) + ", power +" + std::to_string(r.pw) +
                " over the role's.");
  if (const std::string in = intrinsic_words(r.intrinsics); !in.empty())
    out.push_back("Intrinsics: " + in + ".");
  out.push_back("Alignments: " + names(t, r.alignments) + ".");
  return out;
}

}  // namespace dg
