#pragma once
// Enchanting as a choice (r34, after Brogue's scroll of enchanting and Shattered Pixel
// Dungeon's upgrade): a scroll of enchanting leaves the hero one +1 to give (the hero's
// enchant_pending, answered by the next command), to any thing carried whose kind says in
// its data what enchanting does to it (ItemKind::enchanting): a weapon hits and harms more,
// armour guards better, a ring of protection or damage grows, a wand gains a charge and hits
// harder, a spellbook's spell fails less often while the book is carried. Each kind takes
// at most its `enchant_cap`; the menu offers only what can still grow, so a choice is never
// wasted unknowingly (NetHack's evaporation would punish the choice itself; Brogue's
// no-cap would make one weapon carry every run).
#include <string>

#include "core/action/pack.hpp"
#include "core/actor/spellcasting.hpp"  // kFailurePerEnchant

namespace dg {

struct ItemKind;

// As Brogue's enchanting: the magic drives a curse out of the thing it enters (said).
void drive_out_curse(Game& game, Item& item);
// Whether `item` (of kind `k`) can still take enchanting: its kind takes it, below its cap.
bool can_enchant(const ItemKind& k, const Item& item);
// Whether the choice offers `item`: what can still take it, and a ring whose kind the hero
// does not know (offering only the rings that grow would tell their kinds; a ring that has
// no size to grow spends the +1 for nothing, and so tells it).
bool offered_for_enchanting(const Game& game, const Item& item);
// What +1 would do to it, as a tag for the menu ("to-hit, damage"); an unknown ring's says so.
std::string enchanting_gives(const Game& game, const Item& item);
// What +1 does to each kind of thing, in a sentence under the menu.
std::string enchanting_rules();
// Whether the hero carries anything that can still take enchanting.
bool carries_enchantable(const Game& game, const Player& hero);
// The +1 given to the thing at `letter` (0: the wielded weapon when it can take it, else
// nothing: "The magic fades."); the hero's enchant_pending is spent either way.
void give_enchantment(Game& game, Player& hero, char letter);

// The choice a scroll of enchanting left (Player::enchant_pending): the thing at `letter`,
// or with no letter the wielded weapon. Takes no time (the reading did).
class EnchantAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
