#include "core/action/attack.hpp"

#include "core/game.hpp"

namespace dg {

ActionResult AttackAction::on_perform(Game& game, Actor& actor) {
  game.attack(actor, target_);
  return ActionResult::success();
}

}  // namespace dg
