#pragma once
// The hero's pack: picking up, dropping, wielding, wearing and taking off. (Monsters carry
// what they pick up without these yet.)
#include <vector>

#include "core/action/action.hpp"

namespace dg {

struct InvSlot;
struct Player;

// The slot for `letter`, or null after telling the player there is none.
InvSlot* carried_or_say(Game& game, Player& hero, char letter);

// Picks up some of the things here (by their place in the pile, 0 the first; none: the first)
// in one turn, as many as can be carried.
class PickUpAction : public Action {
 public:
  explicit PickUpAction(std::vector<int> indices) : indices_(std::move(indices)) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  std::vector<int> indices_;
};

// An action on one carried thing, named by its letter.
class ItemAction : public Action {
 public:
  explicit ItemAction(char letter) : letter_(letter) {}

 protected:
  char letter_;
};

class DropAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

class WieldAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

class WearAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;
};

// Takes off the worn piece `letter` (0: the only piece worn).
class TakeOffAction : public Action {
 public:
  explicit TakeOffAction(char letter) : letter_(letter) {}

 protected:
  ActionResult on_perform(Game& game, Actor& actor) override;

 private:
  char letter_;
};

}  // namespace dg
