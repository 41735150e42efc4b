// Melee: one attack for any attacker and defender (the hero or a monster), kills and
// experience.
#include <algorithm>
#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

std::string Game::monster_name(const Monster& m) const {
  return visible_monster(m.pos) ? "the " + breed_of(m).name : "it";
}

std::string Game::actor_name(const Actor& a) const {
  return is_hero(a) ? "you" : monster_name(static_cast<const Monster&>(a));
}

std::vector<Blow> Game::blows(const Actor& a) const {
  if (is_hero(a)) {
    // One blow with the wielded weapon (or bare hands), strength adding to its damage.
    const Player& h = player_;
    return {{"hit", h.weapon_damage(*catalog_),
             strength_damage_bonus(h.effective_strength(), h.effective_exceptional()),
             hero_to_hit(h.level, h.dexterity(), h.weapon_to_hit(*catalog_), 0), nullptr, 0}};
  }
  const Monster& m = static_cast<const Monster&>(a);
  std::vector<Blow> out;
  for (const Attack& at : breed_of(m).attacks)
    out.push_back(
        {at.hit, at.damage, 0, monster_to_hit(m.level, 0), &at.effects, at.effect_chance});
  return out;
}

int Game::armour_class(const Actor& a) const {
  return is_hero(a) ? player_.armour_class(*catalog_) : breed_of(static_cast<const Monster&>(a)).ac;
}

void Game::attack(Actor& attacker, Actor& defender) {
  const bool by_hero = is_hero(attacker), on_hero = is_hero(defender);
  // Fighting is loud, where the monster in the fight stands.
  make_noise(by_hero ? defender.pos : attacker.pos);
  if (!on_hero) {  // a monster attacked turns on its attacker
    Monster& d = static_cast<Monster&>(defender);
    if (d.mind == Mind::Asleep || d.mind == Mind::Wandering) d.mind = Mind::Hunting;
    d.goal = attacker.pos;
  }
  // Armour worn absorbs some of each blow; a monster's hide only makes it harder to hit.
  const int worn_ac = on_hero ? player_.armour_class(*catalog_) : 10;
  for (const Blow& b : blows(attacker)) {
    if (over_) return;
    const std::string who = actor_name(attacker), whom = actor_name(defender);
    if (!roll_hit(rng_, b.to_hit + armour_class(defender))) {
      say(phrase("{A} {miss|misses} {d}.", who, whom));
      report({EventKind::Miss, id_of(attacker), id_of(defender), defender.pos});
      continue;
    }
    const int damage = absorb(rng_, b.damage.roll(rng_) + b.damage_bonus, worn_ac);
    report({EventKind::Hit, id_of(attacker), id_of(defender), defender.pos, damage});
    if (on_hero) {
      say(phrase("{A} " + b.verb + " {d}.", who, whom));
      hurt(damage, "killed by " + with_article(breed_of(static_cast<Monster&>(attacker)).name));
    } else if (defender.take_damage(damage)) {
      say(phrase("{A} {kill|kills} {d}!", who, whom));
      report({EventKind::Kill, id_of(attacker), id_of(defender), defender.pos});
      kill(static_cast<Monster&>(defender), by_hero);
      return;
    } else {
      say(phrase("{A} " + b.verb + " {d}.", who, whom));
    }
    if (!over_ && b.effects && !b.effects->empty() && rng_.percent(b.effect_chance))
      effects::apply(*this, defender, *b.effects,
                     {by_hero ? "you" : breed_of(static_cast<Monster&>(attacker)).name, &attacker});
    const Vec d = attacker.pos - defender.pos;
    if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) return;  // it left (a thief teleports away)
  }
}

void Game::kill(Monster& m, bool by_hero) {
  if (by_hero) {
    ++player_.kills;
    gain_experience(breed_of(m).experience + 2 * (m.level - breed_of(m).level));
  }
  Level& lv = mutable_level();
  if (m.gold > 0) {  // what it carried drops where it fell
    if (GoldPile* g = lv.gold_at(m.pos))
      g->amount += m.gold;
    else
      lv.gold.push_back({m.pos, m.gold});
  }
  for (const Item& item : m.items) lv.items.push_back({m.pos, item});
  const int id = m.id;
  std::erase_if(lv.monsters, [id](const Monster& x) { return x.id == id; });
}

void Game::gain_experience(int points) {
  player_.experience += std::max(1, points);
  while (player_.level < 30 && player_.experience >= experience_for_level(player_.level + 1)) {
    ++player_.level;
    const int hp = rng_.range(1, 8) + (player_.constitution() >= 17   ? 2
                                       : player_.constitution() >= 15 ? 1
                                                                      : 0);
    // Power grows with the attribute the role casts by: intelligence or wisdom.
    const int pw =
        rng_.range(1, 3) +
        std::max(0, (player_.attr[catalog_->characters.role_of(player_.who).energy_attr] - 10) / 3);
    player_.max_hp += hp;
    player_.hp += hp;
    player_.max_pw += pw;
    player_.pw += pw;
    say("Welcome to experience level " + std::to_string(player_.level) + ".");
  }
}

}  // namespace dg
