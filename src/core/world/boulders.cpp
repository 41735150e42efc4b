#include "core/world/boulders.hpp"

#include <deque>
#include <memory>
#include <string>

#include "core/action/walk.hpp"
#include "core/game.hpp"

namespace dg::boulders {

namespace {

constexpr Vec kStraight[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

bool is_hole(const Catalog& cat, const Level& lv, Vec p) {
  return cat.tile(lv.at(p)).filled_into >= 0;
}

// Where a boulder may rest or the pusher stand, boulders being movable: floor of any kind.
bool roomy(const Catalog& cat, const Level& lv, Vec p) {
  const TileRules& t = cat.tile(lv.at(p));
  return lv.contains(p) && !lv.on_rim(p) && (t.walkable || t.pushed);
}

}  // namespace

Array2D<std::uint8_t> live_cells(const Catalog& cat, const Level& level) {
  Array2D<std::uint8_t> live(level.width(), level.height(), 0);
  std::deque<Vec> frontier;
  for (int y = 0; y < level.height(); ++y)
    for (int x = 0; x < level.width(); ++x)
      if (is_hole(cat, level, {x, y})) live[{x, y}] = 1, frontier.push_back({x, y});
  if (frontier.empty()) return Array2D<std::uint8_t>(level.width(), level.height(), 1);
  while (!frontier.empty()) {
    const Vec c = frontier.front();
    frontier.pop_front();
    for (Vec d : kStraight) {
      // Pushed by d, a boulder at c - d came to c with its pusher at c - 2d.
      const Vec from = c - d, pusher = c - d - d;
      if (!roomy(cat, level, from) || !roomy(cat, level, pusher) || live[from]) continue;
      live[from] = 1;
      frontier.push_back(from);
    }
  }
  return live;
}

std::string refusal(const Game& g, Vec at, Vec step) {
  const Catalog& cat = g.catalog();
  const Level& lv = g.level();
  if (step.x != 0 && step.y != 0) return "You cannot push a boulder on a slant: push it straight.";
  const Vec to = at + step;
  if (lv.monster_at(to) || g.hero().pos == to)
    return "Something is behind the boulder: it will not move.";
  if (is_hole(cat, lv, to)) return "";
  const TileRules& t = cat.tile(lv.at(to));
  if (!t.walkable || t.hazard || lv.on_rim(to) || lv.at(to) == Tile::StairsUp ||
      lv.at(to) == Tile::StairsDown || lv.trap_at(to))
    return "You try to move the boulder, but in vain.";
  if (!live_cells(cat, lv)[to])
    return "You stop: pushed there, the boulder could never reach a hole again.";
  return "";
}

ActionResult push(Game& g, Actor& hero, Dir dir) {
  const Vec at = hero.pos + offset(dir), step = offset(dir);
  if (std::string why = refusal(g, at, step); !why.empty()) {
    g.say(why);
    return ActionResult::failure();
  }
  const Catalog& cat = g.catalog();
  Level& lv = g.mutable_level();
  const Vec to = at + step;
  const Tile boulder = lv.at(at);
  lv.tiles[at] = Tile::Floor;
  if (const int filled = cat.tile(lv.at(to)).filled_into; filled >= 0) {
    const std::string hole = cat.tile(lv.at(to)).name;
    lv.tiles[to] = static_cast<Tile>(filled);
    g.say("The boulder rolls into the " + hole + " and fills it.");
  } else {
    lv.tiles[to] = boulder;
    g.say("With great effort you move the boulder.");
  }
  // The hero steps into the cell it left, as any step (a trap there springs).
  return ActionResult::instead(std::make_unique<WalkAction>(dir, true));
}

}  // namespace dg::boulders
