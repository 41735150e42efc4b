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

// What magic `m` uses now, if any: when hurt, a healing spell or potion, else (a wild one) a
// blink away from the hero beside it; a harmful spell, wand or ability aimed at whoever it
// fights in line (mind::aim: the hero or a pet, or a pet's prey). Null when it has none to
// use, or its breed's `magic` chance says not this turn.
std::unique_ptr<Action> magic_action(Game& g, Monster& m, bool sees_hero);

}  // namespace mind
}  // namespace dg
