#include "core/action/ring.hpp"

#include <string>

#include "core/action/curses.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {
constexpr const char* kHands[] = {"right", "left"};
}  // namespace

ActionResult PutOnAction::on_hero(Game& game, Player& hero) {
  InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  const ItemKind& k = game.catalog().kind_of(s->item);
  if (k.cls != ItemClass::Ring) {
    game.say("That is not something you can put on.");
    return ActionResult::failure();
  }
  if (hero.has_on(letter_)) {
    game.say("You are already wearing that.");
    return ActionResult::failure();
  }
  const std::size_t hand = !hero.rings[0] ? 0 : !hero.rings[1] ? 1 : 2;
  if (hand == 2) {
    game.say("You are wearing a ring on each hand: remove one first.");
    return ActionResult::failure();
  }
  hero.rings[hand] = letter_;
  hero.refresh_extrinsics(game.catalog());
  const bool was_known = game.knowledge().knows(s->item.kind);
  if (k.known_on_wear) game.mutable_knowledge().learn(s->item.kind);
  game.say(std::string(1, letter_) + " - " + game.wording().item_name(s->item) + " (on " +
           kHands[hand] + " hand).");
  if (k.known_on_wear && !was_known) game.say("(That is " + with_article(k.name) + ".)");
  tell_curse_on(game, *s);
  return ActionResult::success();
}

ActionResult RemoveAction::on_hero(Game& game, Player& hero) {
  const InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  if (!hero.has_on(letter_)) {
    game.say("You are not wearing that.");
    return ActionResult::failure();
  }
  if (stuck_by_curse(game, hero, letter_)) return ActionResult::failure();
  for (char& r : hero.rings)
    if (r == letter_) r = 0;
  hero.refresh_extrinsics(game.catalog());
  game.say("You remove " + game.wording().item_name(s->item) + ".");
  return ActionResult::success();
}

}  // namespace dg
