#include "core/actor/pet.hpp"

#include <algorithm>

#include "core/action/attack.hpp"
#include "core/action/walk.hpp"
#include "core/actor/mind.hpp"
#include "core/actor/monster_items.hpp"
#include "core/actor/monster_magic.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"

namespace dg::pet {

namespace {
constexpr int kKeepUp = 2;     // farther from the hero than this, it comes back
constexpr int kHuntRange = 5;  // it goes after a monster it sees this close to the hero
constexpr int kMaxGrowth = 5;  // levels above its kind it can reach
}  // namespace

void place_at_start(const Catalog& cat, Level& level, Rng& rng, int breed, Vec hero) {
  const auto cell = nearest_free_for_monster(cat, level, hero, hero);
  if (breed < 0 || !cell) return;
  Monster& m = spawn_monster(cat, level, rng, breed, 1, *cell);
  m.tame = true;
  m.mind = Mind::Hunting;  // awake and with the hero
}

std::unique_ptr<Action> choose_action(Game& g, Monster& pet) {
  // A wild monster beside it: bite.
  for (Monster& other : g.mutable_level().monsters)
    if (!other.tame && other.chains == 0 && !other.at_peace() && !other.disguised &&
        chebyshev(other.pos, pet.pos) == 1)
      return std::make_unique<AttackAction>(other);
  // Its prey in line: a freed archer shoots, a caster casts, a thrower throws, as they did
  // against the hero (r31; before, a pet only bit). Also where it was told to wait.
  // (Whether it sees the hero matters only to a wild one's magic: none is asked.)
  if (auto magic = mind::magic_action(g, pet, false)) return magic;
  if (auto thrown = mind::throw_action(g, pet)) return thrown;
  if (pet.stays) return nullptr;  // told to wait: it holds its ground
  // One it sees near the hero: close in, a step that brings it nearer.
  const Monster* prey = nullptr;
  for (const Monster& other : g.level().monsters)
    if (!other.tame && other.chains == 0 && !other.at_peace() && !other.disguised &&
        g.sight().sees(other.pos) && chebyshev(other.pos, g.hero().pos) <= kHuntRange &&
        (!prey || chebyshev(other.pos, pet.pos) < chebyshev(prey->pos, pet.pos)))
      prey = &other;
  if (!prey) {
    if (chebyshev(pet.pos, g.hero().pos) <= kKeepUp) return nullptr;  // close enough
    // Back to the hero by the way there, around walls and hazards (a straight line left it
    // behind a wall by level 2 in every run).
    if (const auto step = mind::field_step(g, pet, false))
      return std::make_unique<WalkAction>(direction_of(*step - pet.pos));
  }
  const Vec goal = prey ? prey->pos : g.hero().pos;
  Dir best = Dir::None;
  int best_d = chebyshev(pet.pos, goal);
  for (Dir d : kAllDirs) {
    const Vec q = pet.pos + offset(d);
    if (!mind::may_enter(g, pet, q)) continue;
    if (const int dist = chebyshev(q, goal); dist < best_d) best = d, best_d = dist;
  }
  if (best == Dir::None) return nullptr;
  return std::make_unique<WalkAction>(best);
}

void grow(Game& g, Monster& pet, bool by_kill) {
  if (by_kill) ++pet.kills;
  if (pet.level >= g.catalog().breed_of(pet).level + kMaxGrowth + g.hero().knacks.pet_growth)
    return;
  ++pet.level;
  const int more = g.rng().range(1, 8);
  pet.max_hp += more;
  pet.hp += more;
  if (g.sight().visible_monster(pet.pos))
    g.say("Your " + g.catalog().breed_of(pet).name + " seems stronger.");
}

}  // namespace dg::pet
