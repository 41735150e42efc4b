#pragma once
// The player's knowledge commands, which take no time: naming a kind ("call it", as
// NetHack's #call: a note on a disguised kind, shown with every item of it until the kind is
// known), and choosing what an identify teaches.
#include <string>

#include "core/action/pack.hpp"

namespace dg {

class CallAction : public ItemAction {
 public:
  CallAction(char letter, std::string name) : ItemAction(letter), name_(std::move(name)) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  std::string name_;
};

// One of the kinds an identify left to choose (Player::identify_pending): the kind of the
// thing at `letter`, or with no letter every one left, at random.
class IdentifyAction : public ItemAction {
 public:
  using ItemAction::ItemAction;

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
