#pragma once
// How far a wand's or a spell's effects reach, and carrying them there: to the zapper
// alone, along a beam that stops at the first creature, along a ray that passes through
// every creature and bounces off walls, a burst around the first thing it meets, or a dig
// through walls. The same for the hero and for a monster that zaps; the path travelled is
// reported as a Bolt event for the screen to draw.
#include <cstdint>
#include <string>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Actor;
struct EffectSource;

enum class Reach : std::uint8_t {
  Self,   // the zapper (or caster): healing, haste, create monster
  Beam,   // the first creature in the way, up to `range` cells: striking, slow, teleport
  Ray,    // every creature in the way, bouncing off walls until `range` is spent: fire, sleep
  Burst,  // flies like a beam, then reaches every creature next to where it stopped: fireball
  Dig,    // through walls and doors, up to `range` cells; zapped at oneself, down a level
};

struct Zap {
  Reach reach = Reach::Self;
  int range = 0;
  bool ignites = false;  // sets alight what burns on the cells it crosses (a fire bolt)
  bool aimed() const { return reach != Reach::Self; }
  friend bool operator==(const Zap&, const Zap&) = default;
};

namespace zap {

// Sends `effects` from `user` in `dir` (Dir::None: at the user, or down for a dig) as `how`
// says. True when the hero saw it do something (the kind is then learned).
bool fire(Game& g, Actor& user, Dir dir, const Zap& how, const Effects& effects,
          const EffectSource& source);

// Whether a zap sent from `from` in `dir` as `how` says would reach the creature at `who`, as
// the creatures stand now: on its way, or (a burst) beside where it breaks. A pet asks it before
// it sends a ray or a burst past the hero.
bool reaches(const Game& g, Vec from, Dir dir, const Zap& how, Vec who);

}  // namespace zap
}  // namespace dg
