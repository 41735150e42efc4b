#include "core/action/search.hpp"

#include "core/game.hpp"

namespace dg {

ActionResult SearchAction::on_perform(Game& game, Actor& actor) {
  if (!game.is_hero(actor)) return ActionResult::failure();
  if (game.find_hidden() == 0) game.say("You search but find nothing.");
  return ActionResult::success();
}

}  // namespace dg
