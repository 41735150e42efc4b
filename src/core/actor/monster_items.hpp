#pragma once
// Monsters using the things they carry and find, where their breed's data says they use items
// (`uses_items`): reading a scroll of teleportation to get away when badly hurt, throwing
// daggers and darts at whoever they fight in line (mind::aim), and picking up what lies where
// they stand. The same actions as the hero's (ReadAction, ThrowAction, PickUpAction); only the
// choosing is theirs.
// Wands and potions are core/actor/monster_magic.hpp's.
#include <memory>

#include "core/action/action.hpp"

namespace dg {

class Game;
struct Monster;

namespace mind {

// What `m` does with its things now, if anything. Null when it has nothing to use, or its
// breed's `magic` chance says not this turn (a pickup needs no chance).
std::unique_ptr<Action> item_action(Game& g, Monster& m, bool sees_hero, bool adjacent);
// A dagger or dart `m` carries, thrown at whoever it fights in line, if it uses items and its
// breed's `magic` chance says this turn: a pet's only use of its things.
std::unique_ptr<Action> throw_action(Game& g, Monster& m);

}  // namespace mind
}  // namespace dg
