#pragma once
// Praying, as NetHack's prayer without luck: a god answers a hero in trouble when the prayer
// timeout is low enough, and sets it anew; a prayer too soon is only refused. Piety (r37,
// core/action/worship.hpp) stands for NetHack's alignment record: the more of it, the sooner
// the god answers, and an angry god (piety below 0) does not answer at all.
#include "core/action/action.hpp"

namespace dg {

struct Player;

// NetHack's "major trouble" of low hit points: below a seventh of the maximum, or below 6.
bool in_major_trouble(const Player& hero);

class PrayAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
