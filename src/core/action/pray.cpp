#include "core/action/pray.hpp"

#include <algorithm>
#include <string>

#include "core/action/curses.hpp"
#include "core/action/worship.hpp"
#include "core/game.hpp"

namespace dg {

namespace {

// NetHack's thresholds: in major trouble (low hit points) a god answers below 200; in minor
// trouble (blind, poisoned) below 100; with no trouble only at 0, and then just approves.
constexpr int kMajorBelow = 200;
constexpr int kMinorBelow = 100;
// After an answered prayer the timeout is NetHack's rnz(350): mostly near 350, from 50 to 1000
// here (a flat roll, one draw of the game's RNG).
constexpr int kTimeoutMin = 50, kTimeoutMax = 1000;

enum class Trouble { None, Minor, Major };

Trouble trouble_of(const Player& h) {
  if (in_major_trouble(h)) return Trouble::Major;
  // A cursed thing the hero cannot take off is minor trouble, as NetHack's cursed items.
  if (h.has(Property::Blind) || h.has(Property::Poisoned) || wears_a_curse(h))
    return Trouble::Minor;
  return Trouble::None;
}

}  // namespace

bool in_major_trouble(const Player& hero) {
  return hero.hp < 6 || hero.hp * 7 < hero.max_hp;
}

ActionResult PrayAction::on_hero(Game& game, Player& h) {
  const std::string god = worship::god_name(game);
  game.say("You begin praying to " + god + ".");
  if (h.piety < 0) {  // an angry god hears no prayer: piety must be earned back first
    game.say("You feel that " + god + " is angry with you, and does not listen.");
    return ActionResult::success();
  }
  const Trouble trouble = trouble_of(h);
  // Piety (r37) lets a god answer sooner: half its worth in major trouble, a quarter in minor.
  const int below = trouble == Trouble::Major   ? kMajorBelow + h.piety / 2
                    : trouble == Trouble::Minor ? kMinorBelow + h.piety / 4
                                                : 1;
  if (h.prayer_timeout >= below) {
    game.say("You feel that " + god + " is displeased.");
    return ActionResult::success();
  }
  h.prayer_timeout =
      game.rng().range(kTimeoutMin, kTimeoutMax) * (100 - std::clamp(h.knacks.prayer, 0, 90)) / 100;
  if (trouble == Trouble::None) {
    // Said with the reason, or a player who prayed at half their hit points wonders why
    // nothing was healed: a god mends only trouble (near death, blind, poisoned, cursed).
    game.say("You feel that " + god +
             " is well-pleased; you are in no trouble, so there is nothing to mend.");
    return ActionResult::success();
  }
  game.say("You feel a hopeful feeling.");
  if (trouble == Trouble::Major) {
    // As NetHack's fix_worst_trouble: a low maximum is raised a little, then all of it back.
    if (h.max_hp < h.level * 5 + 11) h.max_hp += game.rng().range(1, 5);
    h.hp = h.max_hp;
    game.say("You feel much better.");
  }
  std::erase_if(h.effects, [](const Effect& e) {
    return e.kind == EffectKind::Blindness || e.kind == EffectKind::Poison;
  });
  if (lift_curses(h) > 0) game.say("You feel that something that held you has let go.");
  return ActionResult::success();
}

}  // namespace dg
