#include "core/invariants.hpp"

#include <algorithm>
#include <deque>
#include <set>

#include "core/game.hpp"
#include "core/save.hpp"

namespace dg {

namespace {

std::string at(Vec p) {
  return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

// Cells a creature can stand in or get through: walkable tiles and every door (a closed door
// opens, a locked one can be bashed).
bool passable(const Catalog& cat, const Level& level, Vec p) {
  return cat.tile(level.at(p)).walkable || is_door(level.at(p));
}

// Whether `to` can be reached from `from` over passable cells (8 directions).
bool connected(const Catalog& cat, const Level& level, Vec from, Vec to) {
  Array2D<std::uint8_t> seen(level.width(), level.height(), 0);
  std::deque<Vec> open{from};
  seen[from] = 1;
  while (!open.empty()) {
    const Vec p = open.front();
    open.pop_front();
    if (p == to) return true;
    for (int d = 1; d <= 8; ++d) {
      const Vec q = p + offset(static_cast<Dir>(d));
      if (!level.contains(q) || seen[q] || !passable(cat, level, q)) continue;
      seen[q] = 1;
      open.push_back(q);
    }
  }
  return false;
}

void check_level(const Game& game, int depth, std::vector<std::string>& out) {
  const Level& level = *game.dungeon().at(depth);
  const Catalog& cat = game.catalog();
  const std::string where = "level " + std::to_string(depth) + ": ";
  std::set<std::pair<int, int>> taken;
  std::set<int> ids;
  if (depth == game.depth()) taken.insert({game.hero().pos.x, game.hero().pos.y});
  for (const Monster& m : level.monsters) {
    const std::string who =
        where + game.catalog().breed_of(m).name + " #" + std::to_string(m.id) + " at " + at(m.pos);
    if (!level.contains(m.pos)) {
      out.push_back(who + " is off the map");
      continue;
    }
    if (!cat.tile(level.at(m.pos)).walkable)
      out.push_back(who + " is inside " + cat.tile(level.at(m.pos)).name);
    if (!taken.insert({m.pos.x, m.pos.y}).second) out.push_back(who + " shares its cell");
    if (!ids.insert(m.id).second) out.push_back(who + " has another monster's id");
    if (m.hp <= 0 || m.hp > m.max_hp)
      out.push_back(who + " has " + std::to_string(m.hp) + "/" + std::to_string(m.max_hp) + " HP");
    // A keeper at peace keeps a shop of this level (r38), and stays on its floor.
    if (m.shop >= 0 && (m.shop >= static_cast<int>(level.pieces.size()) ||
                        !cat.set_pieces[static_cast<std::size_t>(
                                            level.pieces[static_cast<std::size_t>(m.shop)].kind)]
                             .keeper() ||
                        !level.pieces[static_cast<std::size_t>(m.shop)].contains(m.pos)))
      out.push_back(who + " keeps no shop of this level, or is out of it");
  }
  // A unique is on one level at most, once (r38).
  if (depth == game.depth()) {
    std::set<int> uniques;
    for (int d = 1; d <= game.dungeon().bottom(); ++d)
      if (const Level* l = game.dungeon().at(d))
        for (const Monster& m : l->monsters)
          if (cat.breed_of(m).unique && !uniques.insert(m.breed).second && !game.wizard().enabled)
            out.push_back(where + cat.breed_of(m).name + " is in the dungeon twice");
  }
  for (const Vec s : {level.stairs_up, level.stairs_down}) {
    if (s.x < 0) continue;  // level 12 has no way down
    if (!level.contains(s) || (level.at(s) != Tile::StairsUp && level.at(s) != Tile::StairsDown))
      out.push_back(where + "the staircase at " + at(s) + " is not a staircase");
  }
  if (level.stairs_up.x >= 0 && level.stairs_down.x >= 0 &&
      !connected(cat, level, level.stairs_up, level.stairs_down))
    out.push_back(where + "no way from the up stairs " + at(level.stairs_up) +
                  " to the down stairs " + at(level.stairs_down));
  for (const FloorItem& f : level.items)
    if (!level.contains(f.pos) || f.item.count <= 0)
      out.push_back(where + "a bad floor item at " + at(f.pos));
}

void check_hero(const Game& game, std::vector<std::string>& out) {
  const Player& h = game.hero();
  const Level& level = game.level();
  const Catalog& cat = game.catalog();
  if (!level.contains(h.pos))
    out.push_back("the hero is off the map at " + at(h.pos));
  else if (!cat.tile(level.at(h.pos)).walkable && !game.wizard().through_walls)
    out.push_back("the hero is inside " + cat.tile(level.at(h.pos)).name + " at " + at(h.pos));
  if (!game.run().over && (h.hp <= 0 || h.hp > h.max_hp))
    out.push_back("the hero has " + std::to_string(h.hp) + "/" + std::to_string(h.max_hp) + " HP");
  if (h.pw < 0 || h.pw > h.max_pw)
    out.push_back("the hero has " + std::to_string(h.pw) + "/" + std::to_string(h.max_pw) + " Pw");
  if (h.gold < 0) out.push_back("the hero has negative gold");
  std::set<char> letters;
  for (const InvSlot& s : h.inventory) {
    const std::string slot = std::string("pack slot '") + s.letter + "'";
    if (s.letter < 'a' || s.letter > 'z') out.push_back(slot + " has no letter a-z");
    if (!letters.insert(s.letter).second) out.push_back(slot + " is used twice");
    if (s.item.count <= 0) out.push_back(slot + " holds " + std::to_string(s.item.count));
  }
  const auto holds = [&](char letter, ItemClass cls) {
    const InvSlot* s = h.slot(letter);
    return s && cat.kind_of(s->item).cls == cls;
  };
  if (h.wielded && !holds(h.wielded, ItemClass::Weapon))
    out.push_back(std::string("the wielded letter '") + h.wielded + "' is not a weapon carried");
  for (const char r : h.rings)
    if (r && !holds(r, ItemClass::Ring))
      out.push_back(std::string("the ring letter '") + r + "' is not a ring carried");
  if (h.rings[0] && h.rings[0] == h.rings[1]) out.push_back("one ring on both hands");
  for (int k : h.spells)
    if (k < 0 || k >= static_cast<int>(cat.items.size()) || cat.item(k).cls != ItemClass::Spellbook)
      out.push_back("a spell known that no spellbook teaches: " + std::to_string(k));
  if (h.pw < 0 || h.pw > h.max_pw)
    out.push_back("power " + std::to_string(h.pw) + " of " + std::to_string(h.max_pw));
  for (const InvSlot& s : h.inventory)
    if (s.item.charges < 0) out.push_back(std::string("'") + s.letter + "' has negative charges");
  for (std::size_t i = 0; i < kArmourSlots; ++i) {
    const char w = h.worn[i];
    if (!w) continue;
    if (!holds(w, ItemClass::Armour)) {
      out.push_back(std::string("the worn letter '") + w + "' is not armour carried");
    } else if (static_cast<std::size_t>(game.catalog().kind_of(h.slot(w)->item).slot) != i) {
      out.push_back(std::string("the worn letter '") + w + "' is in another armour slot");
    }
  }
}

}  // namespace

std::vector<std::string> broken_invariants(const Game& game, bool every_level) {
  std::vector<std::string> out;
  check_hero(game, out);
  for (int d = 1; d <= game.dungeon().bottom(); ++d)
    if (game.dungeon().at(d) && (every_level || d == game.depth())) check_level(game, d, out);
  return out;
}

std::string save_round_trip_problem(const Game& game) {
  auto back = decode_save(game.catalog(), encode_save(game));
  if (!back) return "the save does not load: " + back.error();
  if (back.value().state_hash() != game.state_hash())
    return "the loaded game's state hash differs (" + std::to_string(back.value().state_hash()) +
           " vs " + std::to_string(game.state_hash()) + ")";
  // The whole state, not only what the hash reads (a monster's speed, the hero's intrinsics
  // and extrinsics, the log, what the level remembers).
  if (!(back.value() == game)) return "the loaded game differs from the saved one";
  return {};
}

}  // namespace dg
