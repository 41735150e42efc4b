#include "core/action/quit.hpp"

#include "core/game.hpp"

namespace dg {

ActionResult QuitAction::on_hero(Game& game, Player& hero) {
  game.say("You quit. The run is over.");
  game.report({EventKind::Died, kNobody, kHero, hero.pos});
  game.finish(Ending::Died, "quit");
  // It takes no time: the world stops where it was, and no monster acts after the end.
  return ActionResult::failure();
}

}  // namespace dg
