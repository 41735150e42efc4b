// Melee between the hero and monsters, experience, and what attacks do besides damage.
#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

std::string Game::monster_name(const Monster& m) const {
  return visible_monster(m.pos) ? "the " + m.kind().name : "it";
}

void Game::hero_attacks(Monster& m) {
  noise_ = {m.pos, turn_, depth_};  // fighting is loud
  if (m.mind == Mind::Asleep || m.mind == Mind::Wandering) m.mind = Mind::Hunting;
  m.goal = player_.pos;
  const std::string name = monster_name(m);
  if (!roll_hit(rng_, hero_to_hit(player_.level, player_.dexterity(), player_.weapon_to_hit(),
                                  m.kind().ac))) {
    say("You miss " + name + ".");
    return;
  }
  const int damage = std::max(
      1, player_.weapon_damage().roll(rng_) +
             strength_damage_bonus(player_.effective_strength(), player_.effective_exceptional()));
  m.hp -= damage;
  if (m.hp > 0) {
    say("You hit " + name + ".");
    return;
  }
  say("You kill " + name + "!");
  kill(m);
}

void Game::kill(Monster& m) {
  ++player_.kills;
  gain_experience(m.kind().experience + 2 * (m.level - m.kind().level));
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
        rng_.range(1, 3) + std::max(0, (player_.attr[role_of(player_.who).energy_attr] - 10) / 3);
    player_.max_hp += hp;
    player_.hp += hp;
    player_.max_pw += pw;
    player_.pw += pw;
    say("Welcome to experience level " + std::to_string(player_.level) + ".");
  }
}

void Game::monster_attacks(Monster& m) {
  noise_ = {m.pos, turn_, depth_};
  for (const Attack& a : m.kind().attacks) {
    if (over_) return;
    const std::string who = capitalised(monster_name(m));
    if (!roll_hit(rng_, monster_to_hit(m.level, player_.armour_class()))) {
      say(who + " misses you.");
      continue;
    }
    say(who + " " + a.hit + " you.");
    hurt(absorb(rng_, a.damage.roll(rng_), player_.armour_class()),
         "killed by " + with_article(m.kind().name));
    if (!over_ && !a.effects.empty() && rng_.percent(a.effect_chance))
      apply_effects(player_, a.effects, {m.kind().name, &m});
    const Vec d = m.pos - player_.pos;
    if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) return;  // it left (a thief teleports away)
  }
}

}  // namespace dg
