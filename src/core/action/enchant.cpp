#include "core/action/enchant.hpp"

#include "core/game.hpp"

namespace dg {

namespace {

// How the thing glows as it takes the magic.
const char* glow_of(Enchanting e) {
  switch (e) {
    case Enchanting::Weapon: return "blue";
    case Enchanting::Armour: return "silver";
    case Enchanting::Magnitude: return "golden";
    case Enchanting::Wand: return "white";
    case Enchanting::Spell: return "violet";
    case Enchanting::None: break;
  }
  return "faintly";
}

// A ring whose kind the hero does not know: offered whatever its kind (see the header).
bool unknown_ring(const Game& game, const Item& item) {
  return game.catalog().kind_of(item).cls == ItemClass::Ring && !game.knowledge().knows(item.kind);
}

}  // namespace

void drive_out_curse(Game& game, Item& item) {
  if (!item.cursed) return;
  item.cursed = false;
  item.curse_known = true;
  game.say("The curse on it is lifted.");
}

bool can_enchant(const ItemKind& k, const Item& item) {
  return k.enchanting != Enchanting::None && item.enchant < k.enchant_cap;
}

bool offered_for_enchanting(const Game& game, const Item& item) {
  return can_enchant(game.catalog().kind_of(item), item) || unknown_ring(game, item);
}

std::string enchanting_gives(const Game& game, const Item& item) {
  if (unknown_ring(game, item)) return "its power, if any";
  const ItemKind& k = game.catalog().kind_of(item);
  switch (k.enchanting) {
    case Enchanting::Weapon: return "to-hit, damage";
    case Enchanting::Armour: return "armour class";
    case Enchanting::Magnitude: return k.ac > 0 ? "armour class" : "damage";
    case Enchanting::Wand: return "charges, damage";
    case Enchanting::Spell: return "spell failure";
    case Enchanting::None: break;
  }
  return "";
}

std::string enchanting_rules() {
  return "+1: a weapon hits and harms 1 more; armour guards 1 better; a ring of protection or "
         "increase damage gives 1 more (other rings have nothing to grow); a wand gains a charge "
         "and 1 damage; a spellbook you carry makes its spell fail " +
         std::to_string(kFailurePerEnchant) +
         " points less often. Weapons and armour take up to +5, the rest +3.";
}

bool carries_enchantable(const Game& game, const Player& hero) {
  for (const InvSlot& s : hero.inventory)
    if (offered_for_enchanting(game, s.item)) return true;
  return false;
}

void give_enchantment(Game& game, Player& hero, char letter) {
  hero.enchant_pending = std::max(0, hero.enchant_pending - 1);
  if (letter == 0) letter = hero.wielded;
  InvSlot* s = letter ? hero.slot(letter) : nullptr;
  const ItemKind* k = s ? &game.catalog().kind_of(s->item) : nullptr;
  if (s && k->enchanting == Enchanting::None && k->cls == ItemClass::Ring) {
    std::string name = game.wording().item_name(s->item);  // "a jade ring": "jade ring"
    name = name.substr(name.find(' ') + 1);
    game.say("Your " + name + " glows for a moment, and fades: it has no power that grows.");
    return;
  }
  if (!s || k->enchanting == Enchanting::None) {
    game.say("The magic fades, finding nothing to hold.");
    return;
  }
  if (!can_enchant(*k, s->item)) {  // only a forged command asks it: the menu never offers one
    game.say("Your " + k->name + " shudders, but it takes no more.");
    return;
  }
  ++s->item.enchant;
  if (k->enchanting == Enchanting::Wand) ++s->item.charges;
  game.say("Your " + k->name + " glows " + glow_of(k->enchanting) + " for a moment.");
  drive_out_curse(game, s->item);
}

ActionResult EnchantAction::on_hero(Game& game, Player& hero) {
  if (hero.enchant_pending <= 0) {
    game.say("You have nothing to enchant now.");
    return ActionResult::failure();
  }
  if (letter_ != 0) {
    const InvSlot* s = carried_or_say(game, hero, letter_);
    if (!s) return ActionResult::failure();
    if (!offered_for_enchanting(game, s->item)) {
      game.say(game.catalog().kind_of(s->item).enchanting == Enchanting::None
                   ? "Enchanting does nothing to that."
                   : "That can take no more enchanting.");
      return ActionResult::failure();
    }
  }
  give_enchantment(game, hero, letter_);
  return ActionResult::failure();  // the reading took the turn; choosing takes none
}

}  // namespace dg
