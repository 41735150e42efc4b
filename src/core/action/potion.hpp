#pragma once
// Potions: drinking one (its effects are data, carried out by effects::apply), and
// brewing two or three ingredients into one by the game's recipe book.
#include <string>

#include "core/action/pack.hpp"

namespace dg {

class QuaffAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

class BrewAction : public Action {
 public:
  explicit BrewAction(std::string letters) : letters_(std::move(letters)) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  std::string letters_;
};

}  // namespace dg
