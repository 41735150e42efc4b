#pragma once
// Which monsters are reason to stop resting or walking. Waiting, exploring and travelling
// once stopped for any monster in view, however far or harmless: a nymph fleeing 33 cells
// off, a leprechaun 43 cells east, a shaman across acid that could never come near. A
// player of NetHack, Brogue or DCSS expects them to stop for what can hurt them soon: a
// monster beside the hero, a hunter that can walk to the hero within a few steps, a wanderer
// near. Sleepers farther off, fleeing monsters and monsters with no way to the hero (across
// acid, behind a door they cannot open) let the walk or the rest go on.
#include <span>

#include "core/actor/monster.hpp"

namespace dg {

class Game;

// Steps (by the monster's own way of walking) within which a hunter stops a walk or a rest,
// and within which an unaware wanderer does.
constexpr int kHunterNear = 12;
constexpr int kWandererNear = 6;

// A monster the player chose to walk on with: passed over while it is no nearer than then.
struct PassedOver {
  int monster = -1;
  int distance = 0;
};

// The nearest monster the hero perceives (a wizard's view of the level does not count) that
// threatens them now, by the rule above, but for those `passed` (none beside the hero);
// nullptr when none does.
const Monster* nearest_threat(const Game& game, std::span<const PassedOver> passed = {});

}  // namespace dg
