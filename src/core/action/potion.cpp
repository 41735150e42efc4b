#include "core/action/potion.hpp"

#include <algorithm>
#include <vector>

#include "core/action/zap.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"

namespace dg {

namespace {
// One of the potions or scrolls at `letter` (which must be there) is used up: what it does is
// done to its user, and a hero learns its kind (drinking or reading teaches what it was).
void use_up(Game& game, Actor& user, char letter) {
  const int kind = user.take_one(letter).kind;
  const ItemKind& k = game.catalog().item(kind);
  const bool hero = user.as_player() != nullptr;
  const bool was_known = game.knowledge().knows(kind);
  game.report({EventKind::Used, id_of(user), kNobody, user.pos, kind});
  if (hero) game.mutable_knowledge().learn(kind);
  effects::apply(game, user, k.effects, {game.wording().whose(user, k.name), &user});
  if (hero && !was_known && !game.run().over) game.say("(That was " + with_article(k.name) + ".)");
}
}  // namespace

ActionResult QuaffAction::on_perform(Game& game, Actor& actor) {
  const Item* item = actor.carried(letter_);
  if (!item) {
    tell(game, actor, "You don't have that object.");
    return ActionResult::failure();
  }
  if (game.catalog().kind_of(*item).cls != ItemClass::Potion) {
    tell(game, actor, "That is a silly thing to drink.");
    return ActionResult::failure();
  }
  tell(game, actor, "", "{A} drinks a potion!");
  use_up(game, actor, letter_);
  return ActionResult::success();
}

// Read by any creature: a monster reads the scrolls it carries; a hero also
// studies spellbooks. A creature that cannot read it is told why when it is the hero.
ActionResult ReadAction::on_perform(Game& game, Actor& actor) {
  const Item* item = actor.carried(letter_);
  if (!item) {
    tell(game, actor, "You don't have that object.");
    return ActionResult::failure();
  }
  const ItemClass cls = game.catalog().kind_of(*item).cls;
  Player* const hero = actor.as_player();
  if (cls != ItemClass::Scroll && !(cls == ItemClass::Spellbook && hero)) {
    tell(game, actor, "That is a silly thing to read.");
    return ActionResult::failure();
  }
  if (actor.has(Property::Blind)) {
    tell(game, actor, "You can't see to read!");
    return ActionResult::failure();
  }
  if (cls == ItemClass::Spellbook) return study(game, *hero, letter_);
  tell(game, actor, "As you read the scroll, it crumbles to dust.", "{A} reads a scroll!");
  use_up(game, actor, letter_);
  return ActionResult::success();
}

ActionResult BrewAction::on_hero(Game& game, Player& hero) {
  if (letters_.size() < 2 || letters_.size() > 3) {
    game.say("A brew takes two or three different ingredients.");
    return ActionResult::failure();
  }
  std::vector<int> kinds;
  for (char c : letters_) {
    const InvSlot* s = hero.slot(c);
    if (!s || game.catalog().kind_of(s->item).cls != ItemClass::Ingredient) {
      game.say("Only alchemical ingredients go into a brew.");
      return ActionResult::failure();
    }
    if (std::find(kinds.begin(), kinds.end(), s->item.kind) != kinds.end()) {
      game.say("A brew takes different ingredients, not two of the same.");
      return ActionResult::failure();
    }
    kinds.push_back(s->item.kind);
  }
  for (char c : letters_) hero.take_one(c);
  const int r = find_recipe(game.knowledge().recipes(), kinds);
  if (r < 0) {
    game.say("The mixture bubbles, smokes and turns to sludge.");
    return ActionResult::success();
  }
  const int potion = game.knowledge().recipes()[static_cast<std::size_t>(r)].potion;
  game.mutable_knowledge().discover(static_cast<std::size_t>(r));  // and you know what you brewed
  const Item made{potion, 1, 0};
  const char letter = hero.add_to_pack(game.catalog(), made);
  if (letter) {
    game.say("You brew " + game.wording().item_name(made) + ". " + std::string(1, letter) + " - " +
             game.wording().item_name(hero.slot(letter)->item) + ".");
  } else {
    place_item(game.mutable_level(), game.catalog(), hero.pos, made);
    game.say("You brew " + game.wording().item_name(made) +
             ", and set it down: your pack is full.");
  }
  return ActionResult::success();
}

}  // namespace dg
