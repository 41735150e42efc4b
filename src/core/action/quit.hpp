#pragma once
// Giving up the run, as NetHack's #quit: the run ends as a death by quitting, with its death
// screen, morgue and replay link, so a player can end a run on purpose (and a blind player can
// hear the death screen without dying). The UI asks twice first (ui/play/play_screen.cpp).
#include "core/action/action.hpp"

namespace dg {

class QuitAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
