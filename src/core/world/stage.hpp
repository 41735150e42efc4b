#pragma once
// Where a creature stands is written in one place (Hauberk's Stage): every step, swap,
// teleport, arrival on a level and birth puts the creature through stage::put. What an
// arrival then does (a trap sprung, a hazard, a set piece's trigger, gold picked up) is still
// each caller's; this is where one arrival rule for every creature will go (issue 61).
#include "core/actor/actor.hpp"
#include "core/geometry.hpp"

namespace dg::stage {

// `who` now stands at `to` (a cell of its level: the caller has checked it is free).
inline void put(Actor& who, Vec to) {
  who.pos = to;
}

}  // namespace dg::stage
