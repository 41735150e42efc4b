// The one path of a creature's hurt and death, for the hero and every monster alike: an
// attack, a missile, a spell, a trap's effect or the poison in the blood each say what the
// harm is (core/actor/harm.hpp) and call Game::damage.
#include <algorithm>
#include <string>

#include "core/action/talent.hpp"
#include "core/action/worship.hpp"
#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/shop.hpp"

namespace dg {

bool Game::damage(Actor& victim, int amount, const Harm& harm) {
  Monster* const monster = victim.as_monster();
  if (!monster) {  // the hero
    if (!harm.hit_line.empty()) {
      // Told with where it came from, when a monster dealt it.
      const Monster* by = harm.by > kHero ? level().monster_by_id(harm.by) : nullptr;
      by ? say(harm.hit_line, by->pos) : say(harm.hit_line);
    }
    hurt_hero(amount, harm.cause);
    return run_.ending == Ending::Died;
  }
  Monster& m = *monster;
  if (m.hp <= 0) return true;  // already dying (caught in the blast its own death set off)
  mind::unmask(*this, m);      // a mimic hurt is found out
  // A shopkeeper (r38) or one of the town's folk (r39) the hero or the pet hurts fights back.
  if (m.at_peace() && (harm.by == kHero || harm.hero_earns))
    shop::anger(*this, m, capitalised(definite(catalog_->breed_of(m))) + " gets angry!");
  m.hp -= amount;
  if (m.hp > 0) {
    if (!harm.hit_line.empty()) say(harm.hit_line, m.pos);
    return false;
  }
  kill_monster(m, harm);
  return true;
}

void Game::hurt_hero(int amount, const std::string& cause) {
  if (amount <= 0 || run_.over) return;
  const int before = player_.hp;
  player_.hp -= amount;
  if (wizard_.least_hp > 0 && player_.hp < wizard_.least_hp)
    player_.hp = std::min(wizard_.least_hp, player_.max_hp);
  Event wound(EventKind::Wounded, kNobody, kHero, player_.pos, before - player_.hp);
  wound.hp = std::max(0, player_.hp);
  wound.max_hp = player_.max_hp;
  report(std::move(wound));
  if (player_.hp > 0) return;
  if (wizard_.immortal) {
    player_.hp = player_.max_hp;
    say("You feel death's touch pass you by.");
    return;
  }
  player_.hp = 0;
  report({EventKind::Died, kNobody, kHero, player_.pos});
  run_.over = true;
  run_.ending = Ending::Died;
  run_.death_cause = cause;
  say("You die...");
}

void Game::gain_experience(int experience) {
  player_.experience += experience;
  while (player_.level_up_due()) {
    player_.level_up(*catalog_, rng_);
    say("Welcome to experience level " + std::to_string(player_.level) + ".");
    report({EventKind::LevelUp, kHero, kHero, player_.pos, player_.level});
  }
  offer_talents(*this);
}

void Game::kill_monster(Monster& m, const Harm& harm) {
  if (!harm.kill_line.empty()) say(harm.kill_line, m.pos);
  if (const Breed& b = catalog_->breed_of(m); b.unique) {  // its last words, and the tally
    if (sight().visible_monster(m.pos) == &m) say(b.last_words, m.pos);
    player_.uniques_slain.push_back(m.breed);
  }
  report({EventKind::Kill, harm.by, m.id, m.pos});
  // What the hero's god makes of it: a kill of theirs (of a foe their match or more), one of
  // their pet's, or their pet's death.
  if (m.tame) worship::deed(*this, Deed::AllyLost);
  if (const Monster* by = harm.by > kHero ? level().monster_by_id(harm.by) : nullptr;
      by && by->tame)
    worship::deed(*this, Deed::PetKill);
  if (harm.hero_earns) {
    worship::deed(*this, Deed::Kill);
    if (m.level >= player_.level) worship::deed(*this, Deed::KillStrong);
    ++player_.kills;
    // Its breed's worth, and 4 more for each level it has gained since (r27; 2 before).
    gain_experience(std::max(
        1, catalog_->breed_of(m).experience + 4 * (m.level - catalog_->breed_of(m).level)));
  }
  // What its death sets off goes first, while it is there to be named and to stand where it
  // fell ("The gas spore explodes!"); a blast may kill others (and, in a chain, set off their
  // deaths), so it is found again by its id after.
  const int dying = m.id;
  if (const Effects& last = catalog_->breed_of(m).on_death; !last.empty())
    effects::apply(*this, m, last, {catalog_->breed_of(m).name, &m});
  Level& lv = mutable_level();
  Monster* still = lv.monster_by_id(dying);
  if (!still) return;
  Monster& dead = *still;
  if (dead.gold > 0) {  // what it carried drops where it fell
    if (GoldPile* g = lv.gold_at(dead.pos))
      g->amount += dead.gold;
    else
      lv.gold.push_back({dead.pos, dead.gold});
  }
  for (const Item& item : dead.items) place_item(lv, *catalog_, dead.pos, item);
  erase_if(lv.monsters, [dying](const Monster& x) { return x.id == dying; });
}

}  // namespace dg
