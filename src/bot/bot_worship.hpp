#pragma once
// How the balance bot serves its god (r37; core/action/worship.hpp): it calls on a power when
// the power's `use` fits the moment (hurt, a foe beside it, low on power, a level to learn),
// offers its gold when it stands on its god's altar, and keeps off what its god hates (the
// spells a god of war forbids, a blow at a sleeper a god of light scorns).
#include <string>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace dg {

class Game;

namespace bot_worship {

// The keys of a call on the god ("^" and the power's letter, or "^O" to offer), or "".
std::string keys(const Game& g, Rng& rng);
// The first step toward an altar of the hero's god the hero remembers on this level, with gold
// worth offering and no monster in view; Dir::None when there is none to go to.
Dir to_altar(const Game& g);
// Whether striking the monster at `at` is a deed the bot's god hates (it is asleep or fleeing).
bool scorned_blow(const Game& g, Vec at);

}  // namespace bot_worship

}  // namespace dg
