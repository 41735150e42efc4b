#include "content/branches.hpp"

#include <string>

#include "content/toml/definitions.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/gen/generators.hpp"

namespace dg {

namespace {

// The set piece `id` (a whole level when `whole`), or -1 with an error on `key`.
int find_piece(const Definition& d, const Catalog& cat, std::string_view key, const std::string& id,
               bool whole) {
  for (std::size_t i = 0; i < cat.set_pieces.size(); ++i)
    if (cat.set_pieces[i].id == id) {
      if (cat.set_pieces[i].whole != whole)
        d.error(key, "\"" + id + "\" is " + (whole ? "a set piece, not a level" : "a whole level"));
      return static_cast<int>(i);
    }
  d.error(key,
          "no " + std::string(whole ? "level" : "set piece") + " \"" + id + "\" in setpieces.toml");
  return -1;
}

// Whether the level piece `p` draws a down staircase.
bool has_way_down(const Catalog& cat, int p) {
  for (const std::string& row : cat.set_pieces[static_cast<std::size_t>(p)].layout)
    if (row.find('>') != std::string::npos) return true;
  return false;
}

// [low, high] of `key`, checked.
std::pair<int, int> read_pair(const Definition& d, std::string_view key) {
  const std::vector<int> v = d.integers(key);
  if (v.size() != 2 || v[0] > v[1]) {
    d.error(key, "must be [low, high], low not above high");
    return {v.empty() ? 2 : v[0], v.empty() ? 2 : v[0]};
  }
  return {v[0], v[1]};
}

BranchDef read_branch(const Definition& d, const Catalog& cat) {
  BranchDef b;
  b.id = d.name();
  b.name = d.text("name");
  b.label = d.text("label");
  if (b.label.empty() || b.label.size() > 8) d.error("label", "1 to 8 characters (\"Lair\")");
  std::tie(b.entry_min, b.entry_max) = read_pair(d, "entry");
  std::tie(b.levels_min, b.levels_max) = read_pair(d, "levels");
  b.harder = d.integer("harder");
  if (b.entry_max + b.harder + b.levels_max > gen::kDungeonDepth)
    d.error("levels", "its end would be as deep as level " +
                          std::to_string(b.entry_max + b.harder + b.levels_max) +
                          ", past the dungeon's " + std::to_string(gen::kDungeonDepth) +
                          " (entry's last + harder + its most levels)");
  const std::string gen = d.text("generator");
  b.generator = -1;
  for (int k = 0; k < gen::kKindCount; ++k)
    if (gen::kind_name(static_cast<gen::Kind>(k)) == gen && gen != "arena") b.generator = k;
  if (b.generator < 0) {
    d.error("generator",
            "unknown \"" + gen + "\" (rogue-rooms, rooms-and-corridors, caverns, bsp)");
    b.generator = 0;
  }
  for (const std::string& id : d.texts("monsters")) {
    const int m = cat.find_breed(id);
    if (m < 0)
      d.error("monsters", "no monster \"" + id + "\"");
    else if (cat.breed(m).unique)
      d.error("monsters", "\"" + id + "\" is unique: put it on a level's map");
    else
      b.breeds.push_back(m);
  }
  for (const std::string& id : d.texts("pieces"))
    b.pieces.push_back(find_piece(d, cat, "pieces", id, false));
  for (const std::string& id : d.texts("hand_made"))
    b.hand_made.push_back(id.empty() ? -1 : find_piece(d, cat, "hand_made", id, true));
  if (static_cast<int>(b.hand_made.size()) >= b.levels_min)
    d.error("hand_made", "names levels before its end: fewer than its fewest levels");
  for (const std::string& id : d.texts("ends")) {
    const int p = find_piece(d, cat, "ends", id, true);
    b.ends.push_back(p);
    if (p >= 0 && has_way_down(cat, p))
      d.error("ends", "\"" + id + "\" has a down staircase: a branch's end has none");
  }
  if (b.ends.empty()) d.error("ends", "a branch ends in a hand-made level: name one at least");
  for (std::size_t i = 0; i < b.hand_made.size(); ++i) {
    const int p = b.hand_made[i];
    if (p >= 0 && !has_way_down(cat, p))
      d.error("hand_made", "level " + std::to_string(i + 1) + " has no down staircase ('>')");
  }
  b.stairs = d.text("stairs");
  b.announce = d.text("announce");
  return b;
}

}  // namespace

Result<std::vector<BranchDef>> parse_branches(std::string_view file_name, const ContentText& text,
                                              const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kBranchesSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  std::vector<BranchDef> branches;
  for (const Definition& d : file.definitions()) {
    BranchDef b = read_branch(d, catalog);
    for (const BranchDef& before : branches)
      if (before.entry_min == b.entry_min && before.entry_max == b.entry_max &&
          b.entry_min == b.entry_max)
        d.error("entry", "another branch's staircase is always on that level");
    branches.push_back(std::move(b));
  }
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return branches;
}

}  // namespace dg
