#include "core/actor/allies.hpp"

#include <string>

#include "core/game.hpp"

namespace dg::allies {

int followers(const Level& level) {
  int n = 0;
  for (const Monster& m : level.monsters) n += m.tame;
  return n;
}

void work_chains(Game& g, Monster& captive) {
  const std::string name = g.catalog().breed_of(captive).name;
  if (followers(g.level()) >= kMaxFollowers) {
    g.say("You lead as many followers as you can: the " + name + " stays in its chains.");
    return;
  }
  Level& lv = g.mutable_level();
  // The work is loud: sleepers near it may wake, and come for the one at the chains.
  for (Monster& m : lv.monsters)
    if (m.mind == Mind::Asleep && !m.tame && m.chains == 0 &&
        chebyshev(m.pos, captive.pos) <= kWakeRange && g.rng().one_in(3)) {
      m.mind = Mind::Hunting;
      m.goal = g.hero().pos;
    }
  if (--captive.chains > 0) {
    g.say("You work at the " + name + "'s chains (" + std::to_string(captive.chains) +
          " more turn" + (captive.chains == 1 ? "" : "s") + ").");
    return;
  }
  captive.tame = true;
  captive.freed = true;
  g.report({EventKind::Befriended, kHero, captive.id, captive.pos});
  captive.mind = Mind::Hunting;
  g.say("The chains fall away: the " + name + " is free, and follows you.");
}

}  // namespace dg::allies
