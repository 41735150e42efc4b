#pragma once
// Monsters using magic where their breed's data says so: casting the spells they know,
// zapping the wands and drinking the healing potions they carry. The same zaps and effects
// as the hero's (core/effect/zap.hpp, core/effect/apply.hpp); only the choosing is theirs.
#include <memory>

#include "core/action/action.hpp"

namespace dg {

class Game;
struct Monster;

namespace mind {

// What magic `m` uses now, if any: when hurt, a healing spell or potion, else a blink away
// from the hero beside it; when it sees the hero in line, a harmful spell or wand aimed at
// them. Null when it has none to use, or its breed's `magic` chance says not this turn.
std::unique_ptr<Action> magic_action(Game& g, Monster& m, bool sees_hero);

}  // namespace mind
}  // namespace dg
