#pragma once
// One table of the operations an effect step can do (core/effect/effect_step.hpp's EffectOp):
// a row each, with its key in the data files, what the key's value is, whether it harms the
// creature it is aimed at (what a monster weighs before zapping it at the hero), how it is
// told in words ("heals 6d4 hit points") and what it does. The content reader, the apply
// loop, the words and the monsters' choice of magic all read this table: a new operation is
// a row here and its name in EffectOp.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/effect/apply.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

class Game;
struct Actor;

// What a step's key holds in the data: dice ("6d4"), a condition's id, `true`, or a gas
// kind's id (tileset.toml).
enum class OpArg : std::uint8_t { Dice, Condition, Flag, Gas };
// The other keys a step of the operation reads: `turns` (a range), `cures` (a condition),
// `kin` (its own kind), `cause` (a death's words), `volume` (how much gas).
enum OpKeys : std::uint8_t {
  kNoKeys = 0,
  kTurns = 1,
  kCures = 2,
  kKin = 4,
  kCause = 8,
  kVolume = 16
};

// One step being carried out on its target (effects::apply's loop).
struct StepCall {
  Game& g;
  Actor& target;
  const EffectStep& s;
  const EffectSource& source;
  bool hero;    // the target is the hero
  bool vapour;  // a potion splashed on it: durations halved
  bool& said;   // set when something was said of a monster target
  // The step's own words, to whoever is watching: `you` for the hero, `other` for a monster.
  void speak() const;
};

// What a step leaves: the next one follows; or the target was killed; or the target must not
// be touched again (a summoning may have moved the level's list of monsters, and it with it).
// Either way nothing more happens to it.
enum class StepEnd : std::uint8_t { Next, Killed, Stop };

struct OpRow {
  EffectOp op;
  std::string_view key;
  OpArg arg;
  std::uint8_t keys;  // OpKeys
  bool (*harms)(const EffectStep& s);
  std::string (*words)(const EffectStep& s);
  StepEnd (*apply)(const StepCall& call);
};

// Every row, in EffectOp's order.
std::span<const OpRow> effect_ops();
const OpRow& op_row(EffectOp op);

}  // namespace dg
