#include "core/action/search.hpp"

#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

namespace {
constexpr int kSearchOneIn = 3;
}  // namespace

int search_around(Game& game) {
  int found = 0;
  const Vec at = game.hero().pos;
  for (Trap& t : game.mutable_level().traps) {
    const Vec d = t.pos - at;
    if (!t.hidden || d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) continue;
    if (!game.rng().one_in(kSearchOneIn)) continue;
    t.hidden = false;
    ++found;
    game.say("You find " + with_article(game.catalog().trap(t.kind).name) + ".");
    game.report(Event(EventKind::Found, kHero, kNobody, t.pos));
  }
  return found;
}

ActionResult SearchAction::on_hero(Game& game, Player&) {
  if (search_around(game) == 0) game.say("You search but find nothing.");
  return ActionResult::success();
}

}  // namespace dg
