#include "core/actor/character.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace dg {

namespace {

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Picks uniformly among `options` (which must not be empty).
int pick(const std::vector<int>& options, Rng& rng) {
  return options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
}

std::vector<int> all(std::size_t n) {
  std::vector<int> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<int>(i);
  return v;
}

char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool same_word(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [](char x, char y) { return lower(x) == lower(y); });
}

// The index of the entry `part` names (its hotkey, id or name), or -1.
template <typename Def>
int find_trait(const std::vector<Def>& defs, std::string_view part) {
  for (std::size_t i = 0; i < defs.size(); ++i) {
    const Def& d = defs[i];
    const bool hit =
        part.size() == 1 ? part[0] == d.key : same_word(part, d.id) || same_word(part, d.name);
    if (hit) return static_cast<int>(i);
  }
  return -1;
}

template <typename Def>
std::string names(const std::vector<Def>& defs, const std::vector<int>& which) {
  std::string s;
  for (int i : which) s += (s.empty() ? "" : ", ") + defs[static_cast<std::size_t>(i)].id;
  return s;
}

}  // namespace

std::vector<int> CharacterTables::allowed_races(int role) const {
  const CharacterTables& t = *this;
  if (role < 0) return all(t.races.size());
  std::vector<int> out;
  for (int r : t.roles[static_cast<std::size_t>(role)].races)
    if (!allowed_alignments(role, r).empty()) out.push_back(r);
  return out;
}

std::vector<int> CharacterTables::allowed_genders(int role) const {
  return role < 0 ? all(genders.size()) : roles[static_cast<std::size_t>(role)].genders;
}

int CharacterTables::find_alignment(std::string_view id) const {
  for (std::size_t i = 0; i < alignments.size(); ++i)
    if (alignments[i].id == id) return static_cast<int>(i);
  return -1;
}

std::vector<int> CharacterTables::allowed_alignments(int role, int race) const {
  const CharacterTables& t = *this;
  std::vector<int> out;
  for (std::size_t a = 0; a < t.alignments.size(); ++a) {
    const int ai = static_cast<int>(a);
    if (role >= 0 && !contains(t.roles[static_cast<std::size_t>(role)].alignments, ai)) continue;
    if (race >= 0 && !contains(t.races[static_cast<std::size_t>(race)].alignments, ai)) continue;
    out.push_back(ai);
  }
  return out;
}

bool CharacterTables::is_legal(const Character& c) const {
  const CharacterTables& t = *this;
  auto in_range = [](int v, std::size_t n) { return v >= -1 && v < static_cast<int>(n); };
  if (!in_range(c.role, t.roles.size()) || !in_range(c.race, t.races.size()) ||
      !in_range(c.gender, t.genders.size()) || !in_range(c.alignment, t.alignments.size()))
    return false;
  if (c.race >= 0 && !contains(allowed_races(c.role), c.race)) return false;
  if (c.gender >= 0 && !contains(allowed_genders(c.role), c.gender)) return false;
  return c.alignment < 0 || contains(allowed_alignments(c.role, c.race), c.alignment);
}

Character CharacterTables::complete_randomly(Character c, Rng& rng) const {
  if (c.role < 0) {
    // Only roles that still have a race (and so an alignment) for what is already chosen.
    std::vector<int> options;
    for (int r : all(roles.size()))
      if (is_legal({r, c.race, c.gender, c.alignment})) options.push_back(r);
    if (options.empty()) return c;
    c.role = pick(options, rng);
  }
  if (c.race < 0) {
    std::vector<int> options;
    for (int r : allowed_races(c.role))
      if (is_legal({c.role, r, c.gender, c.alignment})) options.push_back(r);
    if (options.empty()) return c;
    c.race = pick(options, rng);
  }
  if (c.gender < 0) c.gender = pick(allowed_genders(c.role), rng);
  if (c.alignment < 0) c.alignment = pick(allowed_alignments(c.role, c.race), rng);
  return c;
}

Result<Character> CharacterTables::parse(std::string_view text) const {
  const CharacterTables& t = *this;
  Character c;
  std::array<int*, 4> slots = {&c.role, &c.race, &c.gender, &c.alignment};
  static constexpr std::array<const char*, 4> kWhat = {"role", "race", "gender", "alignment"};
  std::size_t n = 0;
  while (!text.empty()) {
    const std::size_t dash = text.find('-');
    const std::string_view part = text.substr(0, dash);
    text = dash == std::string_view::npos ? std::string_view{} : text.substr(dash + 1);
    if (n == slots.size()) return Error{"too many parts (role-race-gender-alignment)"};
    int found = -1;
    if (part != "*" && !same_word(part, "random")) {
      found = n == 0   ? find_trait(t.roles, part)
              : n == 1 ? find_trait(t.races, part)
              : n == 2 ? find_trait(t.genders, part)
                       : find_trait(t.alignments, part);
      if (found < 0)
        return Error{"unknown " + std::string(kWhat[n]) + " '" + std::string(part) + "'"};
    }
    *slots[n++] = found;
  }
  if (c.race >= 0 && !is_legal({c.role, c.race, -1, -1}))
    return Error{role_of(c).name + " cannot be " + t.races[static_cast<std::size_t>(c.race)].id +
                 " (allowed: " + names(t.races, allowed_races(c.role)) + ")"};
  if (c.gender >= 0 && !is_legal({c.role, c.race, c.gender, -1}))
    return Error{role_of(c).name + " cannot be " +
                 t.genders[static_cast<std::size_t>(c.gender)].id};
  if (!is_legal(c))
    return Error{"that alignment is not allowed (allowed: " +
                 names(t.alignments, allowed_alignments(c.role, c.race)) + ")"};
  return c;
}

bool CharacterTables::offers(const TalentDef& t, int role) const {
  return t.roles.empty() || std::find(t.roles.begin(), t.roles.end(), role) != t.roles.end();
}

const RoleDef& CharacterTables::role_of(const Character& c) const {
  return roles[static_cast<std::size_t>(c.role)];
}
const RaceDef& CharacterTables::race_of(const Character& c) const {
  return races[static_cast<std::size_t>(c.race)];
}

std::string CharacterTables::role_title(const Character& c) const {
  const RoleDef& r = role_of(c);
  const bool female = c.gender >= 0 && genders[static_cast<std::size_t>(c.gender)].id == "female";
  return female && !r.female_name.empty() ? r.female_name : r.name;
}

std::string CharacterTables::describe(const Character& c) const {
  const CharacterTables& t = *this;
  std::string s;
  auto add = [&s](const std::string& w) { s += (s.empty() ? "" : " ") + w; };
  if (c.alignment >= 0) add(t.alignments[static_cast<std::size_t>(c.alignment)].id);
  if (c.gender >= 0) add(t.genders[static_cast<std::size_t>(c.gender)].id);
  if (c.race >= 0) add(race_of(c).adjective);
  if (c.role >= 0) add(role_title(c));
  return s;
}

Attributes roll_attributes(const RoleDef& role, Rng& rng) {
  Attributes a = role.base;
  int points = kAttrTotal - a.sum();
  std::array<int, kAttrCount> weights = role.weights;
  while (points > 0) {
    // A full attribute would be drawn again: leaving it out of the draw is the same, and
    // cannot spin forever.
    for (std::size_t i = 0; i < kAttrCount; ++i)
      if (a.value[i] >= kAttrMax) weights[i] = 0;
    const std::size_t i = rng.weighted(weights);
    if (i >= kAttrCount) break;  // every attribute that can still grow has weight 0
    ++a.value[i];
    --points;
  }
  return a;
}

namespace {
constexpr std::array<std::pair<std::string_view, Property>, 9> kIntrinsics = {{
    {"stealth", Property::Stealthy},
    {"poison_resistance", Property::PoisonResistant},
    {"infravision", Property::Infravision},
    {"see_invisible", Property::SeesInvisible},
    {"searching", Property::Searching},
    {"free_action", Property::FreeAction},
    {"regeneration", Property::Regeneration},
    {"teleportitis", Property::Teleportitis},
    {"fire_resistance", Property::FireResistant},  // a talent's (r35)
}};
}  // namespace

bool intrinsic_from_id(std::string_view id, Property& out) {
  for (auto [name, p] : kIntrinsics)
    if (name == id) return out = p, true;
  return false;
}

std::string_view intrinsic_id(Property p) {
  for (auto [name, q] : kIntrinsics)
    if (q == p) return name;
  return "";
}

}  // namespace dg
