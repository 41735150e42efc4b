#pragma once
// Rings: one on each hand. A ring gives what its kind grants while it is worn (read again into
// the hero's extrinsics on every change), and some tell what they are as they go on.
#include "core/action/pack.hpp"

namespace dg {

class PutOnAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

class RemoveAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
