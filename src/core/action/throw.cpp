#include "core/action/throw.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/action/curses.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/floor_items.hpp"

namespace dg {

namespace {

// Where a thing thrown from `from` goes: it flies until something stops it (a creature, a
// wall, the end of the throw); `hit` is the creature it reached, if any.
struct Flight {
  std::vector<Vec> path;
  Vec at;
  Actor* hit = nullptr;
};

Flight fly(Game& game, Vec from, Dir dir, int range) {
  Flight f{{}, from, nullptr};
  for (int step = 0; step < range && !f.hit; ++step) {
    const Vec next = f.at + offset(dir);
    if (!game.catalog().tile(game.level().at(next)).walkable) break;
    f.at = next;
    f.path.push_back(next);
    if (next == game.hero().pos)
      f.hit = &game.mutable_player();
    else
      f.hit = game.mutable_level().monster_at(next);
  }
  return f;
}

void shatter_on(Game& game, Actor& victim, const ItemKind& potion) {
  // The vapours work on a creature as the potion would on it, for a shorter while.
  if (!effects::apply(game, victim, potion.effects, {potion.name}, true))
    game.say(phrase("{A} {are|is} drenched.", game.wording().actor_name(victim)));
}

ActionResult hero_throw(Game& game, Player& hero, char letter, Dir dir) {
  if (!carried_or_say(game, hero, letter)) return ActionResult::failure();
  if (hero.wearing(letter)) {
    game.say("You cannot throw something you are wearing.");
    return ActionResult::failure();
  }
  if (dir == Dir::None) return ActionResult::failure();
  if (stuck_by_curse(game, hero, letter)) return ActionResult::failure();  // welded to the hand
  const Item item = hero.take_one(letter);
  const ItemKind& k = game.catalog().kind_of(item);
  const std::string what =
      "The " + (k.cls == ItemClass::Potion && !game.knowledge().knows(item.kind)
                    ? std::string("flask")
                    : k.name);
  game.make_noise(hero.pos);
  Level& lv = game.mutable_level();
  const Flight f = fly(game, hero.pos, dir, 2 + hero.effective_strength() / 4);
  Monster* m = f.hit ? f.hit->as_monster() : nullptr;
  const Vec at = f.at;
  game.report(
      {EventKind::Flight, kHero, m ? m->id : kNobody, at, item.kind, EffectKind::kCount, f.path});
  if (m) {
    if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
    m->goal = hero.pos;
    const std::string name = game.wording().monster_name(*m);
    if (k.cls == ItemClass::Potion) {
      game.say(what + " shatters on " + name + "!");
      shatter_on(game, *m, k);
      return ActionResult::success();
    }
    // A thrown weapon's enchantment counts as a wielded one's (a Tourist's +2 darts).
    const int to_hit = hero_to_hit(hero.level, hero.dexterity(), k.to_hit + item.enchant,
                                   game.catalog().breed_of(*m).ac);
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
    // Where it came down, said even when nothing was struck (r29: a dart that fell short, or
    // flew past, said nothing).
    if (!m) game.say(what + " lands on the " + game.catalog().tile(lv.at(at)).name + ".", at);
    place_item(lv, game.catalog(), at, item);
  }
  return ActionResult::success();
}

// A monster throws as its blows strike: to hit by its level against the target's armour
// class, worn armour absorbing some of the damage.
ActionResult monster_throw(Game& game, Monster& thrower, char letter, Dir dir) {
  if (!thrower.carried(letter) || dir == Dir::None) return ActionResult::failure();
  const Item item = thrower.take_one(letter);
  const ItemKind& k = game.catalog().kind_of(item);
  const int by = thrower.id;
  const std::string whose =
      game.wording().whose(thrower, k.name);  // "kobold's dagger": a death's cause
  tell(game, thrower, "", "{A} throws " + with_article(k.name) + "!");
  game.make_noise(thrower.pos);
  const Flight f = fly(game, thrower.pos, dir, kMonsterThrowRange);
  Actor* const victim = f.hit;
  game.report({EventKind::Flight, by, victim ? id_of(*victim) : kNobody, f.at, item.kind,
               EffectKind::kCount, f.path});
  Level& lv = game.mutable_level();
  const std::string what = "The " + k.name;
  if (victim && k.cls == ItemClass::Potion) {
    game.say(what + " shatters on " + game.wording().actor_name(*victim) + "!");
    shatter_on(game, *victim, k);
    return ActionResult::success();
  }
  if (victim) {
    const int victim_id = id_of(*victim);
    if (Monster* m = victim->as_monster()) {  // a monster hit turns on its thrower
      if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
      m->goal = thrower.pos;
    }
    const std::string whom = game.wording().actor_name(*victim);
    const int to_hit = monster_to_hit(thrower.level, 0) + k.to_hit + item.enchant +
                       victim->armour_class(game.catalog());
    if (roll_hit(game.rng(), to_hit)) {
      const int damage =
          absorb(game.rng(), std::max(1, k.damage.roll(game.rng()) + item.enchant - item.erosion),
                 victim->absorbing_armour_class(game.catalog()));
      game.report({EventKind::Hit, by, victim_id, f.at, damage});
      place_item(lv, game.catalog(), f.at, item);
      game.damage(*victim, damage,
                  {.by = by,
                   .cause = "killed by " + with_article(whose),
                   .hit_line = what + " hits " + whom + ".",
                   .kill_line = what + " kills " + whom + "!"});
      return ActionResult::success();
    }
    game.say(what + " misses " + whom + ".");
    game.report({EventKind::Miss, by, victim_id, f.at});
  }
  if (k.cls == ItemClass::Potion) {
    if (game.sight().sees(f.at)) game.say(what + " shatters.");
  } else {
    place_item(lv, game.catalog(), f.at, item);
  }
  return ActionResult::success();
}

}  // namespace

ActionResult ThrowAction::on_perform(Game& game, Actor& actor) {
  if (Player* hero = actor.as_player()) return hero_throw(game, *hero, letter_, dir_);
  return monster_throw(game, *actor.as_monster(), letter_, dir_);
}

}  // namespace dg
