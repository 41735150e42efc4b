#include "core/action/action.hpp"

#include "core/actor/player.hpp"

namespace dg {

namespace {
// An alternative's alternative is allowed (a stumble onto a door, say) but never a loop: a
// rule that bounced forever would hang the game, so the chain is cut short.
constexpr int kMaxAlternatives = 8;
}  // namespace

ActionResult Action::perform(Game& game, Actor& actor) {
  ActionResult result = on_perform(game, actor);
  for (int n = 0; result.alternative && n < kMaxAlternatives; ++n) {
    const std::unique_ptr<Action> next = std::move(result.alternative);
    result = next->on_perform(game, actor);
  }
  result.alternative.reset();
  return result;
}

ActionResult HeroAction::on_perform(Game& game, Actor& actor) {
  Player* hero = actor.as_player();
  return hero ? on_hero(game, *hero) : ActionResult::failure();
}

}  // namespace dg
