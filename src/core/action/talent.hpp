#pragma once
// Choosing a talent (r35; what a talent is: core/actor/talent.hpp). Reaching experience level
// 3, 6, 9 or 12 draws three talents the hero's role is offered and has not taken, of that
// level or lower (Player::talent_offer, told by EventKind::TalentOffered); the offer waits
// until the player chooses one (Command::talent, 'a' the first offered), which takes no time.
// An offer is made only for a level reached and not yet paid in talents: a level drained and
// gained again offers nothing twice.
#include "core/action/action.hpp"

namespace dg {

// How many talents the hero's experience level has earned (one for each of kTalentLevels
// reached).
int talents_earned(const Player& hero);
// An offer of talents when one is earned and none is waiting (said, and reported).
void offer_talents(Game& game);
// The talent `index` (catalog) taken: its steps run, its intrinsics and knacks kept, said.
void take_talent(Game& game, Player& hero, int index);

// The choice among the talents offered: `letter` 'a' for the first.
class TalentAction : public HeroAction {
 public:
  explicit TalentAction(char letter) : letter_(letter) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  char letter_;
};

}  // namespace dg
