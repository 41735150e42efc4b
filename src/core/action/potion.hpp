#pragma once
// Potions and scrolls: drinking one or reading one (their effects are data, carried out by
// effects::apply), and brewing two or three ingredients into a potion by the game's recipe
// book.
#include <string>

#include "core/action/pack.hpp"

namespace dg {

// Drinking a potion, by the hero or a monster: what it does (data) happens to the drinker;
// the hero learns the kind by drinking it.
class QuaffAction : public CarriedAction {
 public:
  using CarriedAction::CarriedAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

// Reading a scroll, by the hero or a monster: it crumbles, what it does (data, for
// effects::apply) happens to the reader, and the hero learns what kind it was. A blind reader
// cannot read; only the hero studies spellbooks.
class ReadAction : public CarriedAction {
 public:
  using CarriedAction::CarriedAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

class BrewAction : public HeroAction {
 public:
  explicit BrewAction(std::string letters) : letters_(std::move(letters)) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  std::string letters_;
};

}  // namespace dg
