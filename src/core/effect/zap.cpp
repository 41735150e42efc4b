// Wands and spells carried out: the path a zap takes, who it reaches and what it digs.
#include "core/effect/zap.hpp"

#include <vector>

#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/fire.hpp"
#include "core/world/stage.hpp"

namespace dg::zap {

namespace {

bool stops(const Game& g, Vec p) {
  return !g.catalog().tile(g.level().at(p)).walkable;
}

// What a zap does to one creature it reaches; a monster struck wakes and knows who did it.
// True when the hero saw it.
bool reach(Game& g, Actor& target, Vec from, const Effects& effects, const EffectSource& source) {
  Monster* m = target.as_monster();
  const bool seen = !m || g.sight().visible_monster(target.pos);
  if (m) {
    if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
    m->goal = from;
  }
  effects::apply(g, target, effects, source);
  return seen;
}

// A ray meeting a wall turns as light off a mirror: a diagonal one keeps the way that is
// open (a wall above sends it down), and goes back the way it came from a corner or head-on.
Vec bounce(const Game& g, Vec at, Vec d) {
  if (d.x != 0 && d.y != 0) {
    const bool along_x = !stops(g, {at.x + d.x, at.y});
    const bool along_y = !stops(g, {at.x, at.y + d.y});
    if (along_x && !along_y) return {d.x, -d.y};
    if (along_y && !along_x) return {-d.x, d.y};
  }
  return {-d.x, -d.y};
}

// The flight of a beam, ray or burst from `from` along `d`, `range` cells at most, a ray
// turning off walls (each turn costs a cell): `visit(p)` for each cell it enters, false to stop
// there. Returns where it stopped.
template <typename Visit>
Vec fly(const Game& g, Vec from, Vec d, const Zap& how, Visit visit) {
  Vec at = from;
  for (int left = how.range; left > 0; --left) {
    if (stops(g, at + d)) {
      if (how.reach != Reach::Ray) break;
      d = bounce(g, at, d);
      continue;
    }
    at = at + d;
    if (!visit(at)) break;
  }
  return at;
}

bool any_seen(const Game& g, const std::vector<Vec>& path) {
  for (Vec p : path)
    if (g.sight().sees(p)) return true;
  return false;
}

// The walls and doors along the way become open ground: rock a corridor, a wall or a door an
// empty doorway. The level's edge holds.
bool dig(Game& g, const Actor& user, Vec d, int range, std::vector<Vec>& path) {
  Level& lv = g.mutable_level();
  Vec at = user.pos;
  bool dug = false;
  for (int left = range; left > 0; --left) {
    const Vec next = at + d;
    if (lv.on_rim(next)) break;
    at = next;
    path.push_back(at);
    const Tile t = lv.at(at);
    if (t == Tile::Rock) lv.tiles[at] = Tile::Corridor;
    if (t == Tile::Wall || has_door(t)) lv.tiles[at] = Tile::DoorBroken;
    dug = dug || lv.at(at) != t;
  }
  if (dug) tell(g, user, "You dig through the rock.");
  return dug;
}

}  // namespace

bool fire(Game& g, Actor& user, Dir dir, const Zap& how, const Effects& effects,
          const EffectSource& source) {
  if (how.reach == Reach::Self || (dir == Dir::None && how.reach != Reach::Dig)) {
    const bool hero = user.as_player() != nullptr;
    const Vec at = user.pos;  // where it was: a zap at itself may kill or move it
    effects::apply(g, user, effects, source);
    return hero || g.sight().visible_monster(at);
  }
  if (dir == Dir::None) {  // a dig straight down
    EffectStep fall;
    fall.op = EffectOp::Fall;
    fall.you = "You dig a hole through the floor, and fall through it.";
    if (g.dungeon().last(g.depth())) g.say("The floor here is too hard to dig in.");
    effects::apply(g, user, {fall}, source);
    return user.as_player() != nullptr;
  }
  const Vec from = user.pos;  // the zapper may not outlive its own ray
  const int by = id_of(user);
  // The source as it stands now: a monster its own ray (or burst) killed is gone, and what the
  // rest of the zap does is nobody's.
  const auto live = [&g, &source, by] {
    EffectSource now = source;
    if (source.actor && by != kHero && !g.level().monster_by_id(by)) {
      now.actor = nullptr;
      now.nobodys = true;
    }
    return now;
  };
  std::vector<Vec> path;
  const Vec d = offset(dir);
  bool seen = false;
  bool struck = false;  // a beam met a creature
  if (how.reach == Reach::Dig) {
    seen = dig(g, user, d, how.range, path) && any_seen(g, path);
  } else {
    const Vec at = fly(g, from, d, how, [&](Vec p) {
      path.push_back(p);
      Actor* hit = stage::at(g, p);
      if (!hit) return true;
      if (how.reach == Reach::Ray) {
        seen = reach(g, *hit, from, effects, live()) || seen;
        return !g.run().over;
      }
      struck = true;
      return false;
    });
    if (how.reach == Reach::Beam && struck)
      seen = reach(g, *stage::at(g, at), from, effects, live());
    if (how.reach == Reach::Burst) {
      // Everything next to where it stopped, the zapper too if it stood that close. Each is
      // looked up again by id: a monster the blast kills leaves the level's list.
      std::vector<int> caught;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          if (const Actor* a = stage::at(g, {at.x + dx, at.y + dy})) caught.push_back(id_of(*a));
      if (g.sight().sees(at)) g.say("The blast explodes!");
      seen = g.sight().sees(at);
      for (int id : caught) {
        Actor* a = id == kHero ? static_cast<Actor*>(&g.mutable_player())
                               : g.mutable_level().monster_by_id(id);
        if (!a || g.run().over) continue;
        reach(g, *a, from, effects, live());
      }
    }
    seen = seen || (how.reach == Reach::Ray && any_seen(g, path));
  }
  // A fire bolt sets alight what burns along its way (and all round where a burst breaks).
  if (how.ignites && !g.run().over) {
    for (Vec p : path) blaze::ignite(g, p);
    if (how.reach == Reach::Burst && !path.empty()) blaze::ignite_around(g, path.back(), 1);
  }
  g.report({EventKind::Bolt, by, kNobody, path.empty() ? from : path.back(),
            static_cast<int>(how.reach), EffectKind::kCount, path});
  return seen;
}

bool reaches(const Game& g, Vec from, Dir dir, const Zap& how, Vec who) {
  if (!how.aimed() || how.reach == Reach::Dig || dir == Dir::None) return false;
  bool met = false;
  const Vec end = fly(g, from, offset(dir), how, [&](Vec p) {
    met = met || p == who;
    const bool someone = p == g.hero().pos || g.level().monster_at(p);
    return how.reach == Reach::Ray || !someone;
  });
  return met || (how.reach == Reach::Burst && chebyshev(end, who) <= 1);
}

}  // namespace dg::zap
