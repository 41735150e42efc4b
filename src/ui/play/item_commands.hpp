#pragma once
// The play screen's item commands that need a choice first: which thing to drop, wield,
// quaff or throw (and which way), which armour can go on or come off, which ingredients to
// brew, which of the things here to pick up. Each asks with a menu when there is a choice,
// and applies the command when there is one thing only.
#include "core/command.hpp"

namespace dg {

class ScreenContext;

struct ItemKind;

// What `t` and the fire key may throw: weapons and potions.
bool throwable(const ItemKind& kind);
// Drop, wield, quaff, read, zap, put on or throw: the carried things that fit the verb.
void choose_item(ScreenContext& app, Use use);
// Zaps the wand `letter`: asks a direction first when its kind is aimed.
void zap_wand(ScreenContext& app, char letter);
// After an identify that leaves a choice: the unknown things carried, one to pick (again
// while choices are left); Escape leaves them to chance.
void offer_identify(ScreenContext& app);
// After a scroll of enchanting: the things carried that can still take it, each with what +1
// does to it; Escape gives it to the wielded weapon (core/action/enchant.hpp).
void offer_enchant(ScreenContext& app);
// The ring worn to remove: the only one at once, else a choice of the two.
void remove_ring(ScreenContext& app);
// Armour that can go on now: not worn, its slot free and not under something worn.
void wear(ScreenContext& app);
// A worn piece to take off: the only one at once, else a choice of them.
void take_off(ScreenContext& app);
// Two or three ingredients, with the recipes known shown under the list.
void brew(ScreenContext& app);
// The one thing here at once; several: a choice, taken together in one turn.
void pick_up(ScreenContext& app);

}  // namespace dg
