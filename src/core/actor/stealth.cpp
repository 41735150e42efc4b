#include "core/actor/stealth.hpp"

#include <algorithm>

#include "core/game.hpp"

namespace dg {

int stealth_range(const Game& g) {
  const Player& h = g.hero();
  int range = kStealthRange;
  // Metal body armour clanks (a cloak over it does not muffle it).
  if (const InvSlot* body = h.slot(h.worn_in(ArmourSlot::Body));
      body && g.catalog().kind_of(body->item).metal)
    range += range / 2;
  if (h.has(Property::Stealthy)) range /= 2;
  if (!g.sight().lit(h.pos)) range /= 2;  // the dark: only the hero's own few steps of sight
  if (h.still) range /= 2;                // waiting, searching, resting
  if (g.catalog().tile(g.level().at(h.pos)).noisy) range *= 2;  // splashing
  return std::max(kStealthLeast, range);
}

}  // namespace dg
