#include "core/action/throw.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/action/curses.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/fire.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/gas.hpp"

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

// Where a thrown potion breaks: its gas rises there, or its oil spills burning.
void shatter_at(Game& game, Vec at, const ItemKind& potion) {
  const Catalog& cat = game.catalog();
  if (potion.shatters_into >= 0)
    gas::release(game.mutable_level(), cat.gases, cat.tiles, at, potion.shatters_into,
                 potion.shatter_volume);
  if (potion.shatter_burns > 0) blaze::spill(game, at, 1, potion.shatter_burns);
}

void shatter_on(Game& game, Actor& victim, const ItemKind& potion) {
  // The vapours work on a creature as the potion would on it, for a shorter while.
  if (!effects::apply(game, victim, potion.effects, {potion.name}, true))
    game.say(phrase("{A} {are|is} drenched.", game.wording().actor_name(victim)));
}

// Whether `thrower` may throw `letter` toward `dir`; a hero is told why not (what is worn, or
// welded to the hand by a curse, stays where it is).
bool may_throw(Game& game, Actor& thrower, char letter, Dir dir) {
  Player* const hero = thrower.as_player();
  if (!hero) return thrower.carried(letter) && dir != Dir::None;
  if (!carried_or_say(game, *hero, letter)) return false;
  if (hero->wearing(letter)) {
    game.say("You cannot throw something you are wearing.");
    return false;
  }
  return dir != Dir::None && !stuck_by_curse(game, *hero, letter);
}

}  // namespace

ActionResult ThrowAction::on_perform(Game& game, Actor& thrower) {
  if (!may_throw(game, thrower, letter_, dir_)) return ActionResult::failure();
  Player* const hero = thrower.as_player();
  const Item item = thrower.take_one(letter_);
  const ItemKind& k = game.catalog().kind_of(item);
  const int by = id_of(thrower);
  // Named as the hero knows it: a potion not yet known is a flask when the hero throws it.
  const bool flask = hero && k.cls == ItemClass::Potion && !game.knowledge().knows(item.kind);
  const std::string what = "The " + (flask ? std::string("flask") : k.name);
  if (!hero) tell(game, thrower, "", "{A} throws " + with_article(k.name) + "!");
  game.make_noise(thrower.pos);
  const Flight f = fly(game, thrower.pos, dir_, thrower.throw_range());
  Actor* const victim = f.hit;
  game.report({EventKind::Flight, by, victim ? id_of(*victim) : kNobody, f.at, item.kind,
               EffectKind::kCount, f.path});
  Level& lv = game.mutable_level();
  if (victim) {
    const int victim_id = id_of(*victim);
    if (Monster* m = victim->as_monster()) {  // a monster hit turns on its thrower
      if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
      m->goal = thrower.pos;
    }
    const std::string whom = game.wording().actor_name(*victim);
    if (k.cls == ItemClass::Potion) {
      game.say(what + " shatters on " + whom + "!");
      const Vec at = victim->pos;
      shatter_on(game, *victim, k);
      shatter_at(game, at, k);
      return ActionResult::success();
    }
    // A thrown weapon's enchantment counts as a wielded one's (a Tourist's +2 darts); worn
    // armour absorbs some of the damage, as of a blow.
    const int to_hit =
        thrower.throw_to_hit() + k.to_hit + item.enchant + victim->armour_class(game.catalog());
    if (roll_hit(game.rng(), to_hit)) {
      const int damage = absorb(game.rng(),
                                std::max(1, k.damage.roll(game.rng()) + item.enchant -
                                                item.erosion + thrower.throw_damage_bonus()),
                                victim->absorbing_armour_class(game.catalog()));
      game.report({EventKind::Hit, by, victim_id, f.at, damage});
      place_item(lv, game.catalog(), f.at, item);
      // A death by it names the thrower: "killed by a kobold's dagger".
      game.damage(*victim, damage,
                  {.by = by,
                   .hero_earns = hero != nullptr,
                   .cause = hero ? "" : "killed by " + game.wording().whose_named(thrower, k.name),
                   .hit_line = what + " hits " + whom + ".",
                   .kill_line = hero ? "You kill " + whom + "!" : what + " kills " + whom + "!"});
      return ActionResult::success();
    }
    game.say(what + " misses " + whom + ".");  // it drops where the creature stands
    game.report({EventKind::Miss, by, victim_id, f.at});
  }
  if (k.cls == ItemClass::Potion) {
    // Its contents run away into the floor: the hero hears their own flask break.
    if (hero || game.sight().sees(f.at)) game.say(what + " shatters.");
    shatter_at(game, f.at, k);
    return ActionResult::success();
  }
  // Where a hero's throw came down, said even when nothing was struck (r29: a dart that fell
  // short, or flew past, said nothing).
  if (hero && !victim)
    game.say(what + " lands on the " + game.catalog().tile(lv.at(f.at)).name + ".", f.at);
  place_item(lv, game.catalog(), f.at, item);
  return ActionResult::success();
}

}  // namespace dg
