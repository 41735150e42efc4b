#pragma once
// Effect steps from data: `effects = [{ damage = "1d3", you = "A dart hits you!" },
// { condition = "poison", turns = "5-10", chance = "1/3" }]`. Each step names one operation
// (heal, damage, condition, corrode, steal_item, teleport...: kOps in effect_steps.cpp) and
// may add turns ("5-10" or "12"), a chance ("1/3" or "40%"), words for the hero (`you`) and a
// monster (`other`: "{A} looks healthier."), a death `cause` ("killed by {a}") and, for a heal, the
// condition it `cures`. Problems are reported with file, line and definition.
#include <string>
#include <string_view>
#include <vector>

#include "content/toml/definitions.hpp"
#include "core/effect/effect_step.hpp"
#include "core/effect/zap.hpp"

namespace dg {

// How far a wand's, spell's or monster ability's effects go: `zap` (self, beam, ray, burst or
// dig) and, unless it is the zapper alone, a `range` in cells.
Zap read_zap(const Definition& d);

// The steps in the list `key` of `d` (none when it is missing).
// A chance: "1/3" or "40%", above none and below always.
Chance read_chance(const Definition& d, std::string_view key);

// A number ("12") or a range ("5-10") of at least 1: turns, a wand's charges.
TurnRange read_range(const Definition& d, std::string_view key);

Effects read_effects(const Definition& d, std::string_view key);

// The gas kinds a step may name (`gas = "caustic"`), by index: the tileset's, told by its
// reader as it reads them, before the files that name them are read (the steps keep the
// index, so the loader, not each step, must know the kinds: one list for one load at a time).
void know_gases(std::vector<std::string> ids);
// The index of the known gas kind `key` of `d` names, or -1 with an error naming the kinds.
int read_gas(const Definition& d, std::string_view key);

}  // namespace dg
