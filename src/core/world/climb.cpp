#include "core/world/climb.hpp"

#include <algorithm>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/spawn.hpp"

namespace dg::climb {

namespace {

// A group of monsters from `depth`'s fighters, hunting the hero, from the free cells nearest
// `at`; their ids.
std::vector<int> send_up(Game& g, Vec at, int depth) {
  const int breed = pick_fighter(g.catalog(), g.rng(), depth);
  const auto cell = breed >= 0 ? nearest_free_for_monster(g.catalog(), g.level(), at, g.hero().pos)
                               : std::nullopt;
  if (!cell) return {};
  std::vector<int> ids =
      spawn_group(g.catalog(), g.mutable_level(), g.rng(), breed, depth, *cell, g.hero().pos);
  for (int id : ids)
    if (Monster* m = g.mutable_level().monster_by_id(id))
      m->mind = Mind::Hunting, m->goal = g.hero().pos;
  return ids;
}

void pursue(Game& g) {
  Climb& c = g.mutable_dungeon().climb;
  c.pursuit_turn = -1;
  const Vec stairs = g.level().stairs_down;
  if (stairs.x < 0) return;
  // From below the level the hero left (the one under this): the deeper, the worse.
  const int depth =
      std::min(gen::kDungeonDepth, g.dungeon().danger(g.depth()) + 1 + kPursuitDeeper);
  std::vector<int> came;
  for (int i = 0; i < kPursuers; ++i)
    for (int id : send_up(g, stairs, depth)) came.push_back(id);
  if (came.empty()) return;
  const Monster* first = g.level().monster_by_id(came.front());
  if (first && g.sight().visible_monster(first->pos) == first)
    g.say(capitalised(definite(g.catalog().breed_of(*first))) +
              (came.size() > 1 ? " and others climb" : " climbs") + " the stairs after you!",
          first->pos);
  else
    g.say("You hear something climb the stairs behind you.");
}

// Deeper monsters come up into the hero's level: out of sight, away from the hero.
void stir(Game& g) {
  const int depth = std::min(gen::kDungeonDepth, g.dungeon().danger(g.depth()) + kStirDeeper);
  int came = 0;
  for (int i = 0; i < kStirGroups; ++i)
    for (int tries = 0; tries < 20; ++tries) {
      const Vec p = random_open_cell(g.level(), g.rng(), g.hero().pos);
      if (g.sight().sees(p) || chebyshev(p, g.hero().pos) < kStirFromHero ||
          !free_for_monster(g.catalog(), g.level(), p))
        continue;
      const int breed = pick_fighter(g.catalog(), g.rng(), depth);
      if (breed < 0) break;
      came += static_cast<int>(
          spawn_group(g.catalog(), g.mutable_level(), g.rng(), breed, depth, p, g.hero().pos)
              .size());
      break;
    }
  if (came > 0) g.say("The air is wrong here: things from deeper down have come up before you.");
}

}  // namespace

void each_turn(Game& g) {
  Climb& c = g.mutable_dungeon().climb;
  const bool holds = g.hero().carries_amulet(g.catalog());
  if (!c.begun) {
    if (!holds) return;
    c.begun = true;
    c.stirred_mask |= 1u << static_cast<unsigned>(g.depth());  // this level is where it began
    g.say(
        "The dungeon shudders as you take the Amulet: things stir above, something deep "
        "starts up after you, and the Amulet drinks your power.");
  }
  if (holds && g.turn() % kDrainEvery == 0 && g.hero().pw > 0) --g.mutable_player().pw;
  if (c.pursuit_turn >= 0 && g.turn() >= c.pursuit_turn) {
    if (c.pursuit_depth == g.depth()) pursue(g);
    c.pursuit_turn = -1;  // left before they came: they lose the trail
  }
}

void arrived(Game& g, int from, bool by_stairs) {
  Climb& c = g.mutable_dungeon().climb;
  if (!c.begun || !g.hero().carries_amulet(g.catalog())) return;
  if (by_stairs && g.dungeon().danger(g.depth()) < g.dungeon().danger(from)) {
    c.pursuit_turn = g.turn() + g.rng().range(kPursuitDelayMin, kPursuitDelayMax);
    c.pursuit_depth = g.depth();
  }
  const unsigned bit = 1u << static_cast<unsigned>(g.depth());
  if (!(c.stirred_mask & bit)) {
    c.stirred_mask |= bit;
    stir(g);
  }
}

}  // namespace dg::climb
