#pragma once
// What the powers of the hero's weapon and armour do in a fight, and how the hero learns them
// (r36; what a power is: core/item/power.hpp). A weapon's power acts on what each blow that
// lands strikes and shows itself on the first; armour's shows itself when it is put on, and
// its `struck` steps act on whoever lands a blow on the wearer. An identify tells every power
// of the things carried.
namespace dg {

class Game;
struct Item;

namespace gear {

// The hero's blow with the wielded weapon landed on the creature `target_id`: the weapon's
// power acts on it (when it still stands) and is known from now on.
void weapon_landed(Game& g, int target_id);
// A blow of `attacker_id` landed on the hero: the `struck` steps of each worn piece's power act
// on the attacker, and those powers are known.
void armour_struck(Game& g, int attacker_id);
// `item` (the hero's) shows its power: known, and said ("Your long sword is a flaming long
// sword!"). Nothing when it has none, or it is known.
void reveal(Game& g, Item& item);
// Every unknown power of the things the hero carries, revealed; how many.
int reveal_all(Game& g);

}  // namespace gear
}  // namespace dg
