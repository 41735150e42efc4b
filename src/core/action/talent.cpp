#include "core/action/talent.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/actor/pet.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"

namespace dg {

namespace {

// Whether the hero has `p` for good (from birth or a talent; not a ring's, which comes off).
bool born_with(const Player& hero, Property p) {
  return std::find(hero.intrinsics.begin(), hero.intrinsics.end(), p) != hero.intrinsics.end();
}

// A talent that would give the hero nothing: only properties they have for good already
// (light step to a Rogue, born stealthy). Never offered: a choice among three should be one.
bool adds_nothing(const TalentDef& t, const Player& hero) {
  return t.gain.empty() && t.speed == 0 && t.light == 0 && !t.knacks.any() &&
         std::all_of(t.intrinsics.begin(), t.intrinsics.end(),
                     [&](Property p) { return born_with(hero, p); });
}

}  // namespace

int talents_earned(const Player& hero) {
  return static_cast<int>(std::count_if(kTalentLevels.begin(), kTalentLevels.end(),
                                        [&](int at) { return hero.level >= at; }));
}

void offer_talents(Game& game) {
  Player& h = game.mutable_player();
  const int taken = static_cast<int>(h.talents.size());
  if (!game.run().talents || !h.talent_offer.empty() || taken >= talents_earned(h)) return;
  // Those of the level this talent is for, or lower: a hero who skipped a choice's level
  // (two levels at once) is offered from where they stand in the list.
  const int level = kTalentLevels[static_cast<std::size_t>(taken)];
  const CharacterTables& tables = game.catalog().characters;
  std::vector<int> open;
  for (int i = 0; i < static_cast<int>(tables.talents.size()); ++i) {
    const TalentDef& t = tables.talents[static_cast<std::size_t>(i)];
    if (t.level <= level && tables.offers(t, h.who.role) && !adds_nothing(t, h) &&
        std::find(h.talents.begin(), h.talents.end(), i) == h.talents.end())
      open.push_back(i);
  }
  // The first kTalentsOffered of a shuffle (the content check makes sure there are enough).
  for (int i = 0; i < kTalentsOffered && i < static_cast<int>(open.size()); ++i) {
    const int j = i + game.rng().below(static_cast<int>(open.size()) - i);
    std::swap(open[static_cast<std::size_t>(i)], open[static_cast<std::size_t>(j)]);
    h.talent_offer.push_back(open[static_cast<std::size_t>(i)]);
  }
  if (h.talent_offer.empty()) return;
  game.say("You may choose a talent. (a shows them.)");
  game.report(
      {EventKind::TalentOffered, kHero, kNobody, h.pos, static_cast<int>(h.talent_offer.size())});
}

void take_talent(Game& game, Player& hero, int index) {
  const TalentDef& t = game.catalog().characters.talents[static_cast<std::size_t>(index)];
  hero.talents.push_back(index);
  hero.talent_offer.clear();
  game.say("You learn a talent: " + t.name + ".");
  hero.knacks += t.knacks;
  for (Property p : t.intrinsics)  // for good, whatever a ring gives now
    if (!born_with(hero, p)) hero.intrinsics.push_back(p);
  hero.speed += t.speed;
  hero.light_radius += t.light;
  // Hit points for every level already gained, as the levels to come will give.
  if (t.knacks.level_hp > 0) {
    hero.max_hp += t.knacks.level_hp * hero.level;
    hero.hp += t.knacks.level_hp * hero.level;
  }
  // The pets at hand grow at once, as far as their new bound lets them.
  if (t.knacks.pet_growth > 0)
    for (Monster& m : game.mutable_level().monsters)
      if (m.tame)
        for (int i = 0; i < t.knacks.pet_growth; ++i) pet::grow(game, m, false);
  if (!t.gain.empty()) effects::apply(game, hero, t.gain, {t.name, &hero});
}

ActionResult TalentAction::on_hero(Game& game, Player& hero) {
  const int at = letter_ - 'a';
  if (hero.talent_offer.empty()) {
    game.say("You have no talent to choose now.");
    return ActionResult::failure();
  }
  if (at < 0 || at >= static_cast<int>(hero.talent_offer.size())) {
    game.say("That is not one of the talents offered.");
    return ActionResult::failure();
  }
  take_talent(game, hero, hero.talent_offer[static_cast<std::size_t>(at)]);
  offer_talents(game);             // two levels at once: the next choice follows
  return ActionResult::failure();  // choosing takes no time
}

}  // namespace dg
