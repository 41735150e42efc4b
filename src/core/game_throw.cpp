// Throwing: weapons fly and hit what is in the way; potions shatter and act on what they hit.
#include <algorithm>
#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

Item Game::take_one(char letter) {
  InvSlot* s = player_.slot(letter);
  Item one = s->item;
  one.count = 1;
  if (--s->item.count <= 0) {
    if (player_.wielded == letter) player_.wielded = 0;
    std::erase_if(player_.inventory, [letter](const InvSlot& x) { return x.letter == letter; });
  }
  return one;
}

Outcome Game::throw_item(char letter, Dir dir) {
  if (!carried(letter)) return {};
  if (letter == player_.worn) {
    say("You cannot throw something you are wearing.");
    return {};
  }
  if (dir == Dir::None) return {};
  const Item item = take_one(letter);
  const ItemKind& k = kind_of(item);
  const std::string what =
      "The " + (k.cls == ItemClass::Potion && !knows(item.kind) ? std::string("flask") : k.name);
  make_noise(player_.pos);
  // It flies until something stops it: a monster, a wall, or the end of the throw.
  const int range = 2 + player_.effective_strength() / 4;
  Vec at = player_.pos;
  std::vector<Vec> path;
  Monster* m = nullptr;
  for (int step = 0; step < range && !m; ++step) {
    const Vec next = at + offset(dir);
    if (!catalog_->tile(level().at(next)).walkable) break;
    at = next;
    path.push_back(at);
    m = mutable_level().monster_at(at);
  }
  report({EventKind::Flight, kHero, m ? m->id : kNobody, at, item.kind, EffectKind::kCount, path});
  if (m) {
    if (m->mind == Mind::Asleep || m->mind == Mind::Wandering) m->mind = Mind::Hunting;
    m->goal = player_.pos;
    const std::string name = monster_name(*m);
    if (k.cls == ItemClass::Potion) {
      say(what + " shatters on " + name + "!");
      shatter_on(*m, k);
      return {true, {}};
    }
    const int to_hit = hero_to_hit(player_.level, player_.dexterity(), k.to_hit, breed_of(*m).ac);
    if (roll_hit(rng_, to_hit)) {
      const int damage =
          std::max(1, k.damage.roll(rng_) + strength_damage_bonus(player_.effective_strength(),
                                                                  player_.effective_exceptional()));
      report({EventKind::Hit, kHero, m->id, at, damage});
      mutable_level().items.push_back({at, item});
      if (!m->take_damage(damage)) {
        say(what + " hits " + name + ".");
      } else {
        say("You kill " + name + "!");
        report({EventKind::Kill, kHero, m->id, at});
        kill(*m);
      }
      return {true, {}};
    }
    say(what + " misses " + name + ".");  // it drops where the monster stands
    report({EventKind::Miss, kHero, m->id, at});
  }
  if (k.cls == ItemClass::Potion) {
    say(what + " shatters.");  // and its contents run away into the floor
  } else {
    mutable_level().items.push_back({at, item});
  }
  return {true, {}};
}

void Game::shatter_on(Monster& m, const ItemKind& potion) {
  // The vapours work on a monster as the potion would on you, for a shorter while.
  const std::string who = capitalised(monster_name(m));
  if (!apply_effects(m, potion.effects, {potion.name}, true)) say(who + " is drenched.");
}

}  // namespace dg
