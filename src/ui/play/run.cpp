#include "ui/play/run.hpp"

#include <optional>

#include "core/game.hpp"
#include "ui/play/travel.hpp"
#include "ui/shell/app.hpp"

namespace dg {

namespace {

constexpr int kMaxRun = 200;  // steps in one go

// A cell a run may step into: remembered, walkable, no known hazard or trap, nobody seen there.
// A closed door is not: a run stops before it (a bump would open it).
bool open_way(const Game& g, Vec p) {
  const Level& lv = g.level();
  if (!lv.contains(p)) return false;
  const Memory& m = lv.memory[p];
  if (!m.seen || m.trap >= 0) return false;
  const TileRules& rules = g.catalog().tile(m.tile);
  if (!rules.walkable || rules.hazard) return false;
  return !g.visible_monster(p);
}

bool is_diagonal(Dir d) {
  return offset(d).x != 0 && offset(d).y != 0;
}

// Something here worth stopping for, having come `dir`: stairs, a door, gold or things on the
// floor, or a door beside the way (not the one just left behind).
bool worth_a_look(const Game& g, Vec p, Dir dir) {
  const Level& lv = g.level();
  const Tile t = lv.memory[p].tile;
  if (t == Tile::StairsUp || t == Tile::StairsDown || is_door(t)) return true;
  if (lv.memory[p].gold || lv.memory[p].item >= 0) return true;
  for (Dir d : kAllDirs) {
    if (is_diagonal(d) || offset(d) == Vec{} - offset(dir)) continue;
    const Vec q = p + offset(d);
    if (lv.contains(q) && is_door(lv.memory[q].tile)) return true;
  }
  return false;
}

int dot(Vec a, Vec b) {
  return a.x * b.x + a.y * b.y;
}

}  // namespace

Dir run_onward(const Game& g, Dir dir) {
  const Vec p = g.player();
  const Vec way = offset(dir);
  const bool in_corridor = g.level().memory[p].tile == Tile::Corridor;
  if (open_way(g, p + way)) {
    // Straight on, but not past a side turning of a corridor (a fork: the player chooses).
    if (in_corridor && !is_diagonal(dir))
      for (Vec side : {Vec{way.y, way.x}, Vec{-way.y, -way.x}})
        if (open_way(g, p + side)) return Dir::None;
    return dir;
  }
  if (!in_corridor) return Dir::None;  // a wall across a room: the run ends
  // A corridor's bend: the one way on that does not turn back.
  Dir onward = Dir::None;
  for (Dir d : kAllDirs) {
    if (dot(offset(d), way) < 0 || !open_way(g, p + offset(d))) continue;
    if (onward != Dir::None) return Dir::None;  // two ways on: a fork
    onward = d;
  }
  return onward;
}

int run(App& app, Dir dir) {
  if (dir == Dir::None) return 0;
  // A door, a monster, a wall: what a step would do. Confused, one step at a time (a run
  // would stagger on into whatever it stumbled toward).
  if (!open_way(app.game(), app.game().player() + offset(dir)) ||
      app.game().hero().has(Property::Confused)) {
    app.apply(Command::move(dir));
    return 1;
  }
  bool first = true;
  std::size_t said = app.game().log().count();
  return walk(app, kMaxRun, [&](const Game& g) -> std::optional<Command> {
    if (!first) {
      // Whatever the game said on the way (gold picked up, something seen here) is news.
      if (g.log().count() != said || worth_a_look(g, g.player(), dir)) return std::nullopt;
      dir = run_onward(g, dir);
      if (dir == Dir::None) return std::nullopt;
    }
    first = false;
    return Command::move(dir);
  });
}

}  // namespace dg
