#include "bot/bot_branch.hpp"

#include <algorithm>

#include "bot/bot_tactics.hpp"
#include "core/walk/routes.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/shop.hpp"

namespace dg::bot_branch {

namespace {

constexpr int kHealthyPercent = 80;  // of its hit points, to go into a branch
// Its experience level may be this far under the end's depth, less kHarderAsks for each level a
// branch is harder (the Lair's beasts killed most bots that went in as soon as they could).
constexpr int kLevelsShort = 2;
constexpr int kHarderAsks = 3;

// A branch whose hand-made levels hold a boulder: a puzzle the bot leaves alone.
bool puzzles(const Catalog& cat, const BranchDef& def) {
  std::vector<int> pieces = def.hand_made;
  pieces.insert(pieces.end(), def.ends.begin(), def.ends.end());
  for (int p : pieces)
    if (p >= 0)
      for (const std::string& row : cat.set_pieces[static_cast<std::size_t>(p)].layout)
        for (char c : row)
          if (const auto t = map_tile(c, &cat.tiles); t && cat.tile(*t).pushed) return true;
  return false;
}

const FloorItem* seen_trophy(const Game& g) {
  for (const FloorItem& f : g.level().items)
    if (g.catalog().kind_of(f.item).trophy > 0 && g.level().memory[f.pos].seen) return &f;
  return nullptr;
}

}  // namespace

bool worth_entering(const Game& g, const BranchPlace& b, const Memory& memory) {
  const Player& h = g.hero();
  const BranchDef& def = g.catalog().branches[static_cast<std::size_t>(b.branch)];
  const int end_depth = b.from + b.harder + b.levels;
  return !memory.done.count(b.branch) && !puzzles(g.catalog(), def) &&
         !h.carries_amulet(g.catalog()) && 100 * h.hp >= kHealthyPercent * h.max_hp &&
         h.level + kLevelsShort >= end_depth + kHarderAsks * b.harder;
}

std::string keys(const Game& g, Memory& memory) {
  if (shop::debt(g) > 0) return "";  // the shop's keys first: pay or put back
  const Dungeon& d = g.dungeon();
  const int slot = g.depth();
  if (memory.slot != slot) memory.slot = slot, memory.arrived = g.turn();
  if (const BranchPlace* b = d.branch_at(slot)) {
    // Come down one it leaves alone (a `>` on its staircase while passing): straight back out.
    if (puzzles(g.catalog(), g.catalog().branches[static_cast<std::size_t>(b->branch)]))
      memory.done.insert(b->branch);
    if (d.last(slot) && !memory.done.count(b->branch)) {
      const bool stalled = memory.asked == g.turn();  // its last key here passed no turn
      memory.asked = g.turn();
      if (const FloorItem* t = seen_trophy(g); t && !stalled) {
        if (t->pos == g.hero().pos) return ",";
        if (std::string k = bot_tactics::walk_toward(g, t->pos); !k.empty()) return k;
      }
      // Taken (none left on the level), out of reach, or searched for long enough: done.
      const bool left =
          std::any_of(g.level().items.begin(), g.level().items.end(),
                      [&](const FloorItem& f) { return g.catalog().kind_of(f.item).trophy > 0; });
      if (!left || stalled || g.turn() - memory.arrived > kEndSearchTurns)
        memory.done.insert(b->branch);
      else
        return "o";  // explore on until it is found
    }
    // On the way out: up every staircase (`<` walks to it) to the main line.
    if (memory.done.count(b->branch)) return "<";
    return "";
  }
  const BranchPlace* b = d.branch_from(slot);
  if (!b) return "";
  const Vec stairs = g.level().branch_stairs;
  if (!worth_entering(g, *b, memory)) {
    // Standing on the branch's staircase, its usual `>` would take it in: a step off first.
    if (g.hero().pos != stairs) return "";
    if (const auto down = known_stairs(g, true))
      if (std::string k = bot_tactics::walk_toward(g, *down); !k.empty()) return k;
    return "o";
  }
  if (!g.level().contains(stairs) || !g.level().memory[stairs].seen) return "";
  if (g.hero().pos == stairs) return ">";
  return bot_tactics::walk_toward(g, stairs);
}

}  // namespace dg::bot_branch
