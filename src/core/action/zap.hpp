#pragma once
// Zapping a wand and casting a spell: both send an effect from the data out along a zap
// (core/effect/zap.hpp); a wand spends a charge, a spell power.
#include "core/action/pack.hpp"
#include "core/geometry.hpp"

namespace dg {

// Zapping a wand, by the hero or a monster, in `dir` (None: at the zapper): a charge spent;
// the hero learns the kind when its zap is seen to do something.
class ZapAction : public CarriedAction {
 public:
  ZapAction(char letter, Dir dir) : CarriedAction(letter), dir_(dir) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  Dir dir_;
};

// Casts the hero's spell `letter` ('a' the first learned): it costs its power, or half of it
// when it fails (the failure chance is core/actor/spellcasting.hpp's).
class CastAction : public HeroAction {
 public:
  CastAction(char letter, Dir dir) : letter_(letter), dir_(dir) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  char letter_;
  Dir dir_;
};

// Reading a spellbook: the hero learns its spell, unless the study goes wrong and the book's
// backfire (data) happens instead. A book already learned teaches nothing new.
ActionResult study(Game& game, Player& hero, char letter);

}  // namespace dg
