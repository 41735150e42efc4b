#include "core/action/throw.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"

namespace dg {

namespace {
void shatter_on(Game& game, Monster& m, const ItemKind& potion) {
  // The vapours work on a monster as the potion would on you, for a shorter while.
  const std::string who = capitalised(game.monster_name(m));
  if (!effects::apply(game, m, potion.effects, {potion.name}, true))
    game.say(who + " is drenched.");
}
}  // namespace

ActionResult ThrowAction::on_hero(Game& game, Player& hero) {
  if (!carried_or_say(game, hero, letter_)) return ActionResult::failure();
  if (hero.wearing(letter_)) {
    game.say("You cannot throw something you are wearing.");
    return ActionResult::failure();
  }
  if (dir_ == Dir::None) return ActionResult::failure();
  const Item item = hero.take_one(letter_);
  const ItemKind& k = game.kind_of(item);
  const std::string what =
      "The " + (k.cls == ItemClass::Potion && !game.knowledge().knows(item.kind)
                    ? std::string("flask")
                    : k.name);
  game.make_noise(hero.pos);
  // It flies until something stops it: a monster, a wall, or the end of the throw.
  Level& lv = game.mutable_level();
  const int range = 2 + hero.effective_strength() / 4;
  Vec at = hero.pos;
  std::vector<Vec> path;
  Monster* m = nullptr;
  for (int step = 0; step < range && !m; ++step) {
    const Vec next = at + offset(dir_);
    if (!game.catalog().tile(lv.at(next)).walkable) break;
    at = next;
    path.push_back(at);
    m = lv.monster_at(at);
  }
  game.report(
      {EventKind::Flight, kHero, m ? m->id : kNobody, at, item.kind, EffectKind::kCount, path});
  if (m) {
    if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
    m->goal = hero.pos;
    const std::string name = game.monster_name(*m);
    if (k.cls == ItemClass::Potion) {
      game.say(what + " shatters on " + name + "!");
      shatter_on(game, *m, k);
      return ActionResult::success();
    }
    // A thrown weapon's enchantment counts as a wielded one's (a Tourist's +2 darts).
    const int to_hit =
        hero_to_hit(hero.level, hero.dexterity(), k.to_hit + item.enchant, game.breed_of(*m).ac);
    if (roll_hit(game.rng(), to_hit)) {
      const int damage = std::max(
          1, k.damage.roll(game.rng()) + item.enchant - item.erosion +
                 strength_damage_bonus(hero.effective_strength(), hero.effective_exceptional()));
      game.report({EventKind::Hit, kHero, m->id, at, damage});
      place_item(lv, game.catalog(), at, item);
      game.damage(*m, damage,
                  {.by = kHero,
                   .hero_earns = true,
                   .hit_line = what + " hits " + name + ".",
                   .kill_line = "You kill " + name + "!"});
      return ActionResult::success();
    }
    game.say(what + " misses " + name + ".");  // it drops where the monster stands
    game.report({EventKind::Miss, kHero, m->id, at});
  }
  if (k.cls == ItemClass::Potion) {
    game.say(what + " shatters.");  // and its contents run away into the floor
  } else {
    place_item(lv, game.catalog(), at, item);
  }
  return ActionResult::success();
}

}  // namespace dg
