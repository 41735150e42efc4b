#include "core/action/order.hpp"

#include <string>

#include "core/game.hpp"

namespace dg {

ActionResult OrderAction::on_hero(Game& game, Player&) {
  Level& lv = game.mutable_level();
  int tame = 0, following = 0;
  for (const Monster& m : lv.monsters)
    if (m.tame) ++tame, following += !m.stays;
  if (tame == 0) {
    game.say("There is no one here to give orders to.");
    return ActionResult::failure();
  }
  const bool wait = following > 0;  // some follow: all wait; all wait: all follow
  const Monster* one = nullptr;
  for (Monster& m : lv.monsters)
    if (m.tame) m.stays = wait, one = &m;
  // "your kitten", or, with more than one, "your allies".
  const std::string whom = tame == 1 ? "your " + game.catalog().breed_of(*one).name : "your allies";
  game.say(wait ? "You tell " + whom + " to wait here." : "You call " + whom + " to follow you.");
  return ActionResult::success();
}

}  // namespace dg
