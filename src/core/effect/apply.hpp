#pragma once
// Carrying effects out on any creature, the hero or a monster: the effect steps data
// describes (core/effect/effect_step.hpp), and the conditions they start, which tick, wear
// off and hold an actor back. They act on the game through its public surface.
#include <string>

#include "core/effect/effect.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

class Game;
struct Actor;

// Who or what an effect comes from: its name for a death's cause ("killed by {a}"), and the
// creature, if one did it (a thief takes the gold it steals). A monster killed by an effect
// with no creature behind it is the hero's kill (a potion thrown, a trap the hero set off),
// unless `nobodys` (the acid of a blob already dead).
struct EffectSource {
  std::string name;
  Actor* actor = nullptr;
  bool nobodys = false;
  int power = 0;  // hit points more each damage or heal step does (a wand's +, a talent's)
};

namespace effects {

// Carries out `steps` on `target`, in order; `vapour` (a potion splashed on it) halves
// durations. True when something was said of a monster target.
bool apply(Game& g, Actor& target, const Effects& steps, const EffectSource& source,
           bool vapour = false);
// Starts a condition unless resisted (a new hold replaces the old); true if it took.
bool add_condition(Game& g, Actor& a, EffectKind kind, int turns);
// A hold that wears off `when` spends the actor's try: true when it held it back.
bool held_back(Game& g, Actor& a, WearsOff when);
void release_holds(Actor& a);
// Poison's bite this tick; true when it killed (a monster, which is then gone).
bool poison_tick(Game& g, Actor& a);
// Timed effects lose a turn; the hero hears the last of a kind end.
void run_down(Game& g, Actor& a);

}  // namespace effects
}  // namespace dg
