#pragma once
// Things carried: picking up (the hero or a monster), and the hero's dropping, wielding,
// wearing and taking off.
#include <vector>

#include "core/action/action.hpp"

namespace dg {

struct InvSlot;
struct Player;

// The slot for `letter`, or null after telling the player there is none.
InvSlot* carried_or_say(Game& game, Player& hero, char letter);

// Picks up some of the things here (by their place in the pile, 0 the first; none: the first)
// in one turn, as many as the taker can carry (Actor::take_in), the hero and a monster alike.
// A monster asks for the whole pile (core/actor/monster_items.cpp) and drops what it carries
// where it dies.
class PickUpAction : public Action {
 public:
  explicit PickUpAction(std::vector<int> indices) : indices_(std::move(indices)) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  std::vector<int> indices_;
};

// An action any creature takes with one thing it carries (drinking, zapping), named by its
// letter (Actor::carried: a monster's things are lettered from 'a' in the order carried).
class CarriedAction : public Action {
 public:
  explicit CarriedAction(char letter) : letter_(letter) {}

 protected:
  char letter_;
};

// A hero's action on one thing in the pack, named by its letter.
class ItemAction : public HeroAction {
 public:
  explicit ItemAction(char letter) : letter_(letter) {}

 protected:
  char letter_;
};

// In a shop, dropping a thing of the hero's sells it: asked first (`confirmed`: agreed).
class DropAction : public ItemAction {
 public:
  explicit DropAction(char letter, bool confirmed = false)
      : ItemAction(letter), confirmed_(confirmed) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  bool confirmed_;
};

class WieldAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

class WearAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

// Takes off the worn piece `letter` (0: the only piece worn).
class TakeOffAction : public HeroAction {
 public:
  explicit TakeOffAction(char letter) : letter_(letter) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  char letter_;
};

}  // namespace dg
