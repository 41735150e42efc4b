#pragma once
// Spending a turn in place: resting (waiting), or searching the cells around for hidden
// traps.
#include "core/action/action.hpp"

namespace dg {

class RestAction : public Action {
 protected:
  ActionResult on_perform(Game&, Actor&) override { return ActionResult::success(); }
};

class SearchAction : public Action {
 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

}  // namespace dg
