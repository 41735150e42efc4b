#pragma once
// Curses on what the hero has on (core/item/item.hpp: Item::cursed): a cursed weapon is
// welded to the hand, cursed armour and a cursed ring will not come off, until the curse is
// lifted (a scroll of remove curse, enchanting the thing, a prayer). The hero learns of a
// curse when the thing goes on, or when it refuses to leave, or on an altar.
#include <string>

namespace dg {

class Game;
struct Player;
struct InvSlot;

// Whether the thing `letter` is cursed and on the hero (wielded, worn, on a finger), so that
// it cannot be let go of: if so, says so and the hero learns the curse.
bool stuck_by_curse(Game& game, Player& hero, char letter);

// Said as a cursed thing goes on (after the line saying it is on), and the curse is learned.
void tell_curse_on(Game& game, InvSlot& slot);

// Lifts the curses on everything the hero has on; how many there were.
int lift_curses(Player& hero);

// Whether anything the hero has on is cursed (a trouble a prayer mends).
bool wears_a_curse(const Player& hero);

}  // namespace dg
