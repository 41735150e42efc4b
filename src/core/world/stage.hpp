#pragma once
// Where a creature stands is written in one place (Hauberk's Stage). `put` only writes it: a
// birth, the hero's arrival on a level, a wizard's walk through walls. `move` is every other
// change of place, by any creature: a step, a swap with a pet, a teleport, a blink, a thief
// making off; then the one arrival rule (core/world/hazards.hpp) runs for whoever it is.
#include "core/actor/actor.hpp"
#include "core/geometry.hpp"

namespace dg {
class Game;
}

namespace dg::stage {

// `who` now stands at `to` (a cell of its level: the caller has checked it is free).
inline void put(Actor& who, Vec to) {
  who.pos = to;
}

enum class Way : unsigned char {
  Step,   // walked or was swapped in
  Magic,  // put there by magic: the hero is told where (an event a screen reader speaks)
};

// The creature with this id on the level now (kHero: the hero), or null when it is gone: looked
// up again after anything that can change the level's list of monsters (a kill, a split, a
// trap's summoning).
Actor* find(Game& g, int id);

// The creature at `p`: the hero or a monster, or null.
Actor* at(Game& g, Vec p);

// `who` goes to the free cell `to` and arrives there: gold, a set piece's trigger, the tile's
// hazard and a trap, the same for the hero, a pet and any monster. `who` may be gone after
// (a monster killed there): the caller must not use it again without looking it up.
void move(Game& g, Actor& who, Vec to, Way way = Way::Step);

}  // namespace dg::stage
