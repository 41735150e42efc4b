#include "core/action/pack.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/action/curses.hpp"
#include "core/combat.hpp"
#include "core/effect/gear_powers.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/piece_triggers.hpp"
#include "core/world/shop.hpp"
#include "core/world/spawn.hpp"

namespace dg {

InvSlot* carried_or_say(Game& game, Player& hero, char letter) {
  InvSlot* s = hero.slot(letter);
  if (!s) game.say("You don't have that object.");
  return s;
}

ActionResult PickUpAction::on_perform(Game& game, Actor& actor) {
  Level& lv = game.mutable_level();
  const bool hero = actor.as_player() != nullptr;
  const std::vector<std::size_t> here = items_at(lv, actor.pos);
  if (here.empty()) {
    tell(game, actor, "There is nothing here to pick up.");
    return ActionResult::failure();
  }
  if (hero) lv.leave_at(actor.pos);  // what is not taken now was left here: explore leaves it too
  if (actor.has(Property::Levitating)) {
    tell(game, actor, "You cannot reach the floor.");
    return ActionResult::failure();
  }
  // The things asked for, each once, bottom of the pile first; a place not in the pile
  // (a damaged save) means the first.
  std::vector<std::size_t> chosen;
  for (int i : indices_) {
    const std::size_t at = here[i >= 0 && i < static_cast<int>(here.size()) ? i : 0];
    if (std::find(chosen.begin(), chosen.end(), at) == chosen.end()) chosen.push_back(at);
  }
  if (chosen.empty()) chosen.push_back(here.front());
  std::sort(chosen.begin(), chosen.end());
  const Catalog& cat = game.catalog();
  std::vector<std::size_t> taken;
  // In a shop whose keeper is at peace, what the hero takes stays the shop's until paid for;
  // anywhere else (a keeper dead or fighting, a monster's hands) it is just a thing.
  const bool owned = hero && shop::keeper(game, shop::at(game, actor.pos));
  for (std::size_t at : chosen) {
    Item item = lv.items[at].item;
    if (!owned) item.unpaid = false;
    bool too_heavy = false;
    const char letter = actor.take_in(cat, item, too_heavy);
    if (!letter) {
      const std::string name = game.wording().item_name(item);
      tell(game, actor,
           too_heavy ? "You cannot carry " + name + ": it is too heavy with all you carry."
                     : "You have no room for " + name + ".");
      break;
    }
    taken.push_back(at);
    if (hero) game.report({EventKind::PickedUp, kHero, kHero, actor.pos, item.kind});
    tell(game, actor,
         std::string(1, letter) + " - " + game.wording().item_name(*actor.carried(letter)) + ".",
         "{A} picks up " + game.wording().item_name(item) + ".");
    if (const int worth = cat.item(item.kind).trophy; hero && worth > 0) {
      std::vector<int>& won = game.mutable_player().trophies;
      if (std::find(won.begin(), won.end(), item.kind) == won.end()) {
        won.push_back(item.kind);
        game.say("A trophy! It adds " + std::to_string(worth) + " to your score.");
      }
    }
  }
  for (auto it = taken.rbegin(); it != taken.rend(); ++it)
    lv.items.erase(lv.items.begin() + static_cast<std::ptrdiff_t>(*it));
  if (hero && !taken.empty()) pieces::hero_took(game, actor.pos);  // a prize off a vault's pedestal
  return taken.empty() ? ActionResult::failure() : ActionResult::success();
}

ActionResult DropAction::on_hero(Game& game, Player& hero) {
  InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  if (hero.wearing(letter_)) {
    game.say("You cannot drop something you are wearing.");
    return ActionResult::failure();
  }
  if (stuck_by_curse(game, hero, letter_)) return ActionResult::failure();
  // In a shop at peace: an unpaid thing goes back on its shelf; one of the hero's is sold.
  if (const Monster* keeper = shop::keeper(game, shop::at(game, hero.pos))) {
    const int offer = s->item.unpaid ? 0 : shop::offer(game, s->item);
    if (offer > 0 && !confirmed_)
      return ActionResult::ask("Sell " + game.wording().item_name(s->item) + " to " +
                               definite(game.catalog().breed_of(*keeper)) + " for " +
                               std::to_string(offer) + " gold?");
    if (letter_ == hero.wielded) hero.wielded = 0;
    Item item = s->item;
    game.say(item.unpaid ? "You put back " + game.wording().item_name(item) + "."
             : offer > 0 ? "You sell " + game.wording().item_name(item) + " for " +
                               std::to_string(offer) + " gold."
                         : "You drop " + game.wording().item_name(item) + ".");
    if (offer > 0) hero.gold += offer, item.unpaid = true;  // the shop's now, for sale
    place_item(game.mutable_level(), game.catalog(), hero.pos, item);
    game.mutable_level().leave_at(hero.pos);
    hero.remove_slot(letter_);
    return ActionResult::success();
  }
  if (letter_ == hero.wielded) hero.wielded = 0;
  Item item = s->item;
  const std::string dropped = "You drop " + game.wording().item_name(item) + ".";
  // On an altar, a black flash tells a curse (and none, that there is none).
  const TileRules& ground = game.catalog().tile(game.level().at(hero.pos));
  const bool tested = ground.shows_curses && can_be_cursed(game.catalog().kind_of(item));
  if (tested) item.curse_known = true;
  place_item(game.mutable_level(), game.catalog(), hero.pos, item);
  game.mutable_level().leave_at(hero.pos);  // explore does not pick it up again
  hero.remove_slot(letter_);
  game.say(dropped);
  if (tested)
    game.say(item.cursed
                 ? "There is a black flash as it touches the " + ground.name + ": it is cursed!"
                 : "No black flash as it touches the " + ground.name + ": it is not cursed.");
  return ActionResult::success();
}

ActionResult WieldAction::on_hero(Game& game, Player& hero) {
  const InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  if (game.catalog().kind_of(s->item).cls != ItemClass::Weapon) {
    game.say("You cannot wield " + game.wording().item_name(s->item) + " as a weapon.");
    return ActionResult::failure();
  }
  if (hero.wielded == letter_) {
    game.say("You are already wielding that!");
    return ActionResult::failure();
  }
  if (stuck_by_curse(game, hero, hero.wielded)) return ActionResult::failure();
  hero.wielded = letter_;
  game.say(std::string(1, letter_) + " - " + game.wording().item_name(s->item) +
           " (weapon in hand).");
  tell_curse_on(game, *hero.slot(letter_));
  return ActionResult::success();
}

ActionResult WearAction::on_hero(Game& game, Player& hero) {
  const InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  const ItemKind& kind = game.catalog().kind_of(s->item);
  if (kind.cls != ItemClass::Armour) {
    game.say("You cannot wear " + game.wording().item_name(s->item) + ".");
    return ActionResult::failure();
  }
  if (hero.wears(letter_)) {
    game.say("You are already wearing that.");
    return ActionResult::failure();
  }
  if (const char there = hero.worn_in(kind.slot)) {
    game.say("You are already wearing " + game.wording().item_name(hero.slot(there)->item) + ".");
    return ActionResult::failure();
  }
  if (const char over = hero.covering(kind.slot)) {
    game.say("You are wearing " + game.wording().item_name(hero.slot(over)->item) + " over it.");
    return ActionResult::failure();
  }
  if (letter_ == hero.wielded) hero.wielded = 0;
  hero.worn[static_cast<std::size_t>(kind.slot)] = letter_;
  game.say("You are now wearing " + game.wording().item_name(s->item) + ".");
  tell_curse_on(game, *hero.slot(letter_));
  gear::reveal(game, hero.slot(letter_)->item);  // a power shows itself once worn (r36)
  return ActionResult::success();
}

ActionResult TakeOffAction::on_hero(Game& game, Player& hero) {
  // No letter (an older save's take_off): the one piece worn, if only one is.
  char letter = letter_;
  if (!letter) {
    int pieces = 0;
    for (char w : hero.worn)
      if (w) letter = w, ++pieces;
    if (pieces == 0) {
      game.say("You are not wearing any armour.");
      return ActionResult::failure();
    }
    if (pieces > 1) {
      game.say("Take off which piece?");
      return ActionResult::failure();
    }
  }
  const InvSlot* s = carried_or_say(game, hero, letter);
  if (!s) return ActionResult::failure();
  if (!hero.wears(letter)) {
    game.say("You are not wearing that.");
    return ActionResult::failure();
  }
  const ArmourSlot where = game.catalog().kind_of(s->item).slot;
  if (const char over = hero.covering(where)) {
    game.say("You are wearing " + game.wording().item_name(hero.slot(over)->item) + " over it.");
    return ActionResult::failure();
  }
  if (stuck_by_curse(game, hero, letter)) return ActionResult::failure();
  hero.worn[static_cast<std::size_t>(where)] = 0;
  game.say("You take off " + game.wording().item_name(s->item) + ".");
  return ActionResult::success();
}

}  // namespace dg
