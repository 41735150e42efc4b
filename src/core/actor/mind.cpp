#include "core/actor/mind.hpp"

#include <algorithm>
#include <optional>

#include "core/action/attack.hpp"
#include "core/action/walk.hpp"
#include "core/actor/monster_items.hpp"
#include "core/actor/monster_magic.hpp"
#include "core/actor/peaceful.hpp"
#include "core/actor/pet.hpp"
#include "core/actor/stealth.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/environment.hpp"
#include "core/world/path.hpp"
#include "core/world/shop.hpp"
#include "core/world/spawn.hpp"
#include "core/world/step_rule.hpp"

namespace dg::mind {

namespace {
constexpr int kSightRange2 = 12 * 12;  // monsters see a hero in the dark this close
constexpr int kNoticeOneIn = 3;        // a sleeper that sees the hero near wakes 1 turn in 3
constexpr int kHearing = 20;           // noises wake monsters within this many steps
constexpr int kPathNodes = 3000;       // A* budget for a monster heading somewhere unseen

// One that walks through walls (a xorn) goes straight: of the cells beside it, the one it
// may enter nearest `goal`, if that is nearer than where it stands.
std::optional<Vec> phase_step(const Game& g, const Monster& m, Vec goal) {
  const auto far = [goal](Vec p) {
    const Vec d = goal - p;
    return chebyshev(p, goal) * 1000 + d.x * d.x + d.y * d.y;  // ties: the straighter way
  };
  std::optional<Vec> best;
  int best_far = far(m.pos);
  for (Dir d : kAllDirs)
    if (const Vec q = m.pos + offset(d); may_enter(g, m, q) && far(q) < best_far)
      best = q, best_far = far(q);
  return best;
}

// The first step of a path to `goal` the monster can take now, if any.
std::optional<Vec> path_step_toward(const Game& g, const Monster& m, Vec goal) {
  if (g.catalog().breed_of(m).phases) return phase_step(g, m, goal);
  const Level& lv = g.level();
  const bool opens = g.catalog().breed_of(m).opens_doors;
  const auto path = astar(
      lv.width(), lv.height(), m.pos, goal,
      [&](Vec from, Vec to) { return path_step(g.catalog().tiles, lv, from, to, opens); },
      kPathNodes);
  // The path ignores other creatures: one standing on its first step blocks it this turn.
  if (path.empty() || !may_enter(g, m, path.front())) return std::nullopt;
  return path.front();
}

}  // namespace

std::optional<Vec> field_step(Game& g, const Monster& m, bool away) {
  const Array2D<int>& field = g.hero_field();
  const int here = field[m.pos];
  Vec best{-1, -1};
  int best_d = here;
  for (Dir d : kAllDirs) {
    const Vec q = m.pos + offset(d);
    if (!field.contains(q) || field[q] == kUnreached || !may_enter(g, m, q)) continue;
    const bool better = here == kUnreached || (away ? field[q] > best_d : field[q] < best_d);
    if (better) best = q, best_d = field[q];
  }
  if (best.x < 0) return std::nullopt;
  return best;
}

bool may_enter(const Game& g, const Monster& m, Vec p) {
  if (g.catalog().breed_of(m).swims) {  // in the water and nowhere else
    const Level& lv = g.level();
    return g.catalog().tile(lv.at(p)).quenches && !lv.monster_at(p) && p != g.hero().pos;
  }
  if (g.catalog().breed_of(m).phases) {  // through rock and walls, anywhere but the level's rim
    const Level& lv = g.level();
    return !lv.on_rim(p) && !g.catalog().tile(lv.at(p)).hazard && !lv.monster_at(p) &&
           p != g.hero().pos;
  }
  return monster_may_enter(g.catalog().tiles, g.level(), m, g.catalog().breed_of(m).opens_doors, p,
                           g.hero().pos) &&
         (g.level().burning == 0 && g.level().gassy == 0
              ? true
              : environment::threat(g, m, p) <= environment::threat(g, m, m.pos));  // no worse
}

bool sees_hero(const Game& g, const Monster& m) {
  if (m.has(Property::Blind)) return false;
  if (!g.sight().line_of_sight().contains(m.pos) || !g.sight().line_of_sight()[m.pos])
    return false;  // sight is symmetric
  const int dx = m.pos.x - g.hero().pos.x, dy = m.pos.y - g.hero().pos.y;
  return dx * dx + dy * dy <= kSightRange2 || g.sight().lit(g.hero().pos);
}

std::optional<Dir> line_to(const Game& g, const Monster& m, Vec target, int range) {
  const Vec d = target - m.pos;
  const int n = std::max(std::abs(d.x), std::abs(d.y));
  if (n == 0 || n > range || (d.x != 0 && d.y != 0 && std::abs(d.x) != std::abs(d.y)))
    return std::nullopt;
  const Vec step{(d.x > 0) - (d.x < 0), (d.y > 0) - (d.y < 0)};
  for (Vec p = m.pos + step; p != target; p = p + step)
    if (!g.catalog().tile(g.level().at(p)).walkable || g.level().monster_at(p) || p == g.hero().pos)
      return std::nullopt;
  return direction_of(step);
}

std::optional<Dir> aim(const Game& g, const Monster& m, int range) {
  if (!m.tame && sees_hero(g, m))
    if (const auto dir = line_to(g, m, g.hero().pos, range)) return dir;
  // The nearest of the other side in line (the first in the level's order among the nearest).
  std::optional<Dir> best;
  int best_gap = range + 1;
  for (const Monster& other : g.level().monsters) {
    const bool foe = m.tame ? !other.tame && other.chains == 0 && !other.at_peace() &&
                                  !other.disguised && g.sight().sees(other.pos)
                            : other.tame;
    if (!foe || chebyshev(other.pos, m.pos) >= best_gap) continue;
    if (const auto dir = line_to(g, m, other.pos, range))
      best = dir, best_gap = chebyshev(other.pos, m.pos);
  }
  return best;
}

namespace {

std::unique_ptr<Action> decide(Game& g, Monster& m) {
  const auto step_to = [&m](Vec to) {
    return std::make_unique<WalkAction>(direction_of(to - m.pos));
  };
  const bool sees = sees_hero(g, m);
  const bool heard = g.dungeon().noise.depth == g.depth() &&
                     g.dungeon().noise.turn >= g.turn() - 1 &&
                     chebyshev(g.dungeon().noise.pos, m.pos) <= kHearing;
  // One that has not noticed the hero does so by sight only within their stealth range (worked
  // out only for those: this runs for every monster every turn).
  const bool unaware = m.mind == Mind::Asleep || m.mind == Mind::Wandering;
  const bool near = sees && unaware && chebyshev(m.pos, g.hero().pos) <= stealth_range(g);
  if (m.mind == Mind::Asleep) {
    // A sleeper wakes to noise, or now and then when the hero is in view and near.
    if (heard || (near && g.rng().one_in(kNoticeOneIn))) {
      m.mind = Mind::Hunting;
      m.goal = sees ? g.hero().pos : g.dungeon().noise.pos;
      g.report({EventKind::Noticed, m.id, kHero, m.pos});
    }
    return nullptr;
  }
  // (A wanderer that sees the hero too far off to notice them goes on its way.)
  if (sees && (m.mind != Mind::Wandering || near)) m.goal = g.hero().pos;
  if (m.mind == Mind::Wandering && (near || heard) && m.idle >= 0) {  // (< 0: it gave up)
    m.mind = Mind::Hunting;
    g.report({EventKind::Noticed, m.id, kHero, m.pos});
    if (!near) m.goal = g.dungeon().noise.pos;
  }
  const int flee_below = m.max_hp * g.catalog().breed_of(m).flee_percent / 100;
  if (m.mind != Mind::Fleeing && (m.hp < flee_below || m.has(Property::Afraid)))
    m.mind = Mind::Fleeing;
  const bool loot =
      m.gold > 0 || (!m.items.empty() && g.catalog().breed_of(m).thief());  // a thief's
  if (m.mind == Mind::Fleeing &&
      (m.hp >= 2 * flee_below || g.catalog().breed_of(m).flee_percent == 0) && !loot &&
      !m.has(Property::Afraid))
    m.mind = Mind::Hunting;

  // One with no attacks of its own (a floating eye, a mould) never starts a fight.
  const bool adjacent =
      !g.catalog().breed_of(m).attacks.empty() && chebyshev(m.pos, g.hero().pos) == 1 &&
      !doorway_diagonal(g.level().at(m.pos), g.level().at(g.hero().pos), m.pos, g.hero().pos);
  if (m.has(Property::Confused) && g.rng().coin())  // staggers about
    return std::make_unique<WalkAction>(kAllDirs[static_cast<std::size_t>(g.rng().below(8))]);
  if (auto magic = magic_action(g, m, sees)) return magic;       // as its breed's data allows
  if (auto use = item_action(g, m, sees, adjacent)) return use;  // a scroll, a throw, a pickup
  switch (m.mind) {
    case Mind::Fleeing:
      if (const auto away = field_step(g, m, true)) return step_to(*away);
      if (adjacent) return std::make_unique<AttackAction>(g.mutable_player());  // cornered: fight
      return nullptr;
    case Mind::Hunting:
      if (const int keep = g.catalog().breed_of(m).keeps_away; keep > 0 && sees) {
        // An archer or a caster holds off: it backs away when the hero comes closer than it
        // likes (from beside the hero, half the time: it fights too, and cornered), waits for
        // a shot at its distance, and closes in from farther.
        const int gap = chebyshev(m.pos, g.hero().pos);
        if (gap < keep && (!adjacent || g.rng().coin()))
          if (const auto away = field_step(g, m, true)) return step_to(*away);
        if (!adjacent && gap <= keep) return nullptr;
      }
      if (adjacent) return std::make_unique<AttackAction>(g.mutable_player());
      for (Monster& other : g.mutable_level().monsters)  // a pet in its way: it fights back
        if (other.tame && !g.catalog().breed_of(m).attacks.empty() &&
            chebyshev(other.pos, m.pos) == 1 && g.rng().coin())
          return std::make_unique<AttackAction>(other);
      if (sees || m.goal == g.hero().pos) {
        // In sight, or heading for where the hero really is: the shared field leads there
        // (through the rock, straight).
        if (g.catalog().breed_of(m).phases) {
          if (const auto closer = phase_step(g, m, g.hero().pos)) return step_to(*closer);
          return nullptr;
        }
        if (const auto closer = field_step(g, m, false)) return step_to(*closer);
        return nullptr;
      }
      if (m.pos != m.goal)
        if (const auto next = path_step_toward(g, m, m.goal)) return step_to(*next);
      m.mind = Mind::Wandering;  // lost the trail
      m.goal = {-1, -1};
      return nullptr;
    case Mind::Wandering:
      if (m.goal.x >= 0 && m.pos != m.goal)
        if (const auto next = path_step_toward(g, m, m.goal)) return step_to(*next);
      m.goal = random_open_cell(g.level(), g.rng(), g.hero().pos);
      return nullptr;
    case Mind::Asleep: return nullptr;
  }
  return nullptr;
}

}  // namespace

namespace {

// Out of the fire or the gas it stands in, to the neighbour that hurts it least (the first
// such, from a direction picked at random), if that is better.
std::unique_ptr<Action> escape(Game& g, Monster& m) {
  const int here =
      g.level().burning == 0 && g.level().gassy == 0 ? 0 : environment::threat(g, m, m.pos);
  if (here == 0) return nullptr;
  const int first = g.rng().below(8);
  std::optional<Vec> best;
  int least = here;
  for (int i = 0; i < 8; ++i) {
    const Vec q = m.pos + offset(kAllDirs[static_cast<std::size_t>((first + i) % 8)]);
    const int t = environment::threat(g, m, q);
    if (t < least && may_enter(g, m, q)) best = q, least = t;
  }
  if (!best) return nullptr;
  return std::make_unique<WalkAction>(direction_of(*best - m.pos));
}

}  // namespace

namespace {
// A unique that has noticed the hero, and is seen doing so, says its words: once.
void greet(Game& g, Monster& m) {
  const Breed& b = g.catalog().breed_of(m);
  if (!b.unique || m.greeted || m.mind != Mind::Hunting) return;
  if (g.sight().visible_monster(m.pos) != &m || !sees_hero(g, m)) return;
  m.greeted = true;
  g.say(b.greets, m.pos);
}
}  // namespace

std::unique_ptr<Action> choose_action(Game& g, Monster& m) {
  if (m.chains > 0) return nullptr;  // a captive waits in its chains
  if (m.disguised) return nullptr;   // a mimic lies still until found out
  if (auto out = escape(g, m)) return out;
  if (m.tame) return pet::choose_action(g, m);
  if (m.shop >= 0) return shop::keeper_action(g, m);  // a shopkeeper at peace keeps its shop
  if (m.peaceful) return peaceful::amble(g, m);       // town folk go about their business
  auto action = decide(g, m);
  greet(g, m);
  // A hunter that does nothing turn after turn (across acid, a caster out of spells waiting
  // for a shot it never takes) gives up and wanders off for a while, whatever it sees: no
  // stand-off lasts.
  if (m.idle < 0) {
    ++m.idle;
  } else if (action || m.mind != Mind::Hunting) {
    m.idle = 0;
  } else if (++m.idle >= kHuntIdleLimit) {
    m.idle = -kGaveUpTurns;
    m.mind = Mind::Wandering;
    m.goal = random_open_cell(g.level(), g.rng(), g.hero().pos);
  }
  return action;
}

void unmask(Game& g, Monster& m) {
  if (!m.disguised) return;
  m.disguised = false;
  m.mind = Mind::Hunting;
  m.goal = g.hero().pos;
  if (g.sight().sees(m.pos))
    g.say("Wait! What looked like " +
          g.wording().item_name(Item{g.catalog().breed_of(m).disguise, 1, 0}) + " is " +
          with_article(g.catalog().breed_of(m)) + "!");
}

}  // namespace dg::mind
