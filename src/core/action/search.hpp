#pragma once
// Spending a turn in place: resting (waiting), or searching the cells around for hidden
// traps.
#include "core/action/action.hpp"

namespace dg {

// One search of the cells next to the hero: each hidden trap there turns up one time in
// three. Returns how many did (a ranger also searches this way as they walk).
int search_around(Game& game);

class RestAction : public Action {
 protected:
  ActionResult on_perform(Game&, Actor&) override { return ActionResult::success(); }
};

class SearchAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
