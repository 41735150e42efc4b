#include "core/actor/followers.hpp"

#include <algorithm>

#include "core/actor/mind.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg::followers {

std::vector<Monster> take(Game& g) {
  const Vec hero = g.hero().pos;
  const auto follows = [&](const Monster& m) {
    // The pet comes when it is near and sees the hero go (not only from beside the hero:
    // walking to the stairs often left it a step or two behind, and lost for good).
    if (m.tame)  // (one told to wait stays)
      return chebyshev(m.pos, hero) <= kPetFollows && !m.hold() && !m.stays &&
             g.sight().line_of_sight()[m.pos];
    if (chebyshev(m.pos, hero) != 1 || m.chains > 0 || m.at_peace() || m.disguised)
      return false;  // (a captive is held; a mimic lies still)
    return m.mind == Mind::Hunting && !m.hold() && mind::sees_hero(g, m);
  };
  Level& level = g.mutable_level();
  std::vector<Monster> out;
  for (const Monster& m : level.monsters)
    if (follows(m)) out.push_back(m);
  erase_if(level.monsters, follows);
  return out;
}

std::vector<int> arrive(const Catalog& cat, Level& level, std::vector<Monster> followers,
                        Vec hero) {
  std::vector<int> hostile;
  for (Monster& f : followers) {
    const auto cell = nearest_free_for_monster(cat, level, hero, hero);
    if (!cell) break;
    stage::put(f, *cell);
    f.goal = hero;
    f.id = level.next_monster_id++;  // ids are the level's own
    if (!f.tame) hostile.push_back(f.breed);
    level.monsters.push_back(std::move(f));
  }
  return hostile;
}

}  // namespace dg::followers
