#include "core/action/call.hpp"

#include <utility>

#include "core/command_text.hpp"
#include "core/effect/magic.hpp"
#include "core/game.hpp"

namespace dg {

ActionResult CallAction::on_hero(Game& game, Player& hero) {
  const InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  const int kind = s->item.kind;
  if (!game.knowledge().disguised(kind) || game.knowledge().knows(kind)) {
    game.say("You know what that is already.");
    return ActionResult::failure();
  }
  if (name_problem(name_)) {  // a forged save's; the name prompt allows no such name
    game.say("That is not a name.");
    return ActionResult::failure();
  }
  // Words joined by one space, as a save writes them, so a replay names it the same.
  std::string name;
  for (std::size_t i = 0; i < name_.size(); ++i)
    if (name_[i] != ' ' && (i == 0 || name_[i - 1] == ' ') && !name.empty())
      name += ' ', name += name_[i];
    else if (name_[i] != ' ')
      name += name_[i];
  game.mutable_knowledge().call(kind, name);
  game.say(name.empty()
               ? "You forget what you called it."
               : "You call it \"" + name + "\": " + game.wording().item_name(s->item) + ".");
  return ActionResult::failure();  // naming takes no time
}

ActionResult IdentifyAction::on_hero(Game& game, Player& hero) {
  if (hero.identify_pending <= 0) {
    game.say("You have nothing to identify now.");
    return ActionResult::failure();
  }
  if (letter_ == 0) {
    effects::magic::identify_at_random(game, std::exchange(hero.identify_pending, 0));
    return ActionResult::failure();
  }
  const InvSlot* s = carried_or_say(game, hero, letter_);
  if (!s) return ActionResult::failure();
  if (!game.knowledge().disguised(s->item.kind) || game.knowledge().knows(s->item.kind)) {
    game.say("You know what that is already.");
    return ActionResult::failure();
  }
  effects::magic::identify_kind(game, s->item.kind);
  --hero.identify_pending;
  if (effects::magic::unknown_kinds(game).empty()) hero.identify_pending = 0;
  return ActionResult::failure();  // the identify took the turn; choosing takes none
}

}  // namespace dg
