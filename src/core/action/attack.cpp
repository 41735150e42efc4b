#include "core/action/attack.hpp"

#include <string>

#include "core/actor/pet.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {

int armour_class(const Game& g, const Actor& a) {
  return g.is_hero(a) ? g.hero().armour_class(g.catalog())
                      : g.breed_of(static_cast<const Monster&>(a)).ac -
                            modifiers(a.effects, Property::Protected);
}

}  // namespace

std::vector<Blow> blows(const Game& g, const Actor& a) {
  if (g.is_hero(a)) {
    // One blow with the wielded weapon (or bare hands), strength adding to its damage.
    const Player& h = g.hero();
    return {{"hit", h.weapon_damage(g.catalog()),
             strength_damage_bonus(h.effective_strength(), h.effective_exceptional()) +
                 h.weapon_enchant() + h.ring_damage_bonus(g.catalog()),
             hero_to_hit(h.level, h.dexterity(), h.weapon_to_hit(g.catalog()), 0), nullptr, 0}};
  }
  const Monster& m = static_cast<const Monster&>(a);
  std::vector<Blow> out;
  for (const Attack& at : g.breed_of(m).attacks)
    out.push_back(
        {at.hit, at.damage, 0, monster_to_hit(m.level, 0), &at.effects, at.effect_chance});
  return out;
}

void melee_attack(Game& g, Actor& attacker, Actor& defender) {
  const bool by_hero = g.is_hero(attacker), on_hero = g.is_hero(defender);
  // Fighting is loud, where the monster in the fight stands.
  g.make_noise(by_hero ? defender.pos : attacker.pos);
  if (!on_hero) {  // a monster attacked turns on its attacker
    Monster& d = static_cast<Monster&>(defender);
    if (d.mind == Mind::Asleep || d.mind == Mind::Wandering) d.mind = Mind::Hunting;
    d.goal = attacker.pos;
  }
  // Armour worn absorbs some of each blow; a monster's hide only makes it harder to hit.
  const int worn_ac = on_hero ? g.hero().armour_class(g.catalog()) : 10;
  Rng& rng = g.rng();
  for (const Blow& b : blows(g, attacker)) {
    if (g.over()) return;
    const std::string who = g.actor_name(attacker), whom = g.actor_name(defender);
    if (!roll_hit(rng, b.to_hit + armour_class(g, defender))) {
      g.say(phrase("{A} {miss|misses} {d}.", who, whom));
      g.report({EventKind::Miss, g.id_of(attacker), g.id_of(defender), defender.pos});
      continue;
    }
    const int damage = absorb(rng, b.damage.roll(rng) + b.damage_bonus, worn_ac);
    g.report({EventKind::Hit, g.id_of(attacker), g.id_of(defender), defender.pos, damage});
    if (on_hero) {
      g.say(phrase("{A} " + b.verb + " {d}.", who, whom));
      g.hurt(damage, "killed by " + with_article(g.breed_of(static_cast<Monster&>(attacker)).name));
    } else if (defender.take_damage(damage)) {
      g.say(phrase("{A} {kill|kills} {d}!", who, whom));
      g.report({EventKind::Kill, g.id_of(attacker), g.id_of(defender), defender.pos});
      const int pet = by_hero || !static_cast<Monster&>(attacker).tame
                          ? -1
                          : static_cast<Monster&>(attacker).id;
      g.kill(static_cast<Monster&>(defender), by_hero);
      if (Monster* grown = pet >= 0 ? g.mutable_level().monster_by_id(pet) : nullptr)
        pet::grow(g, *grown);  // looked up again: the kill changed the level's list
      return;
    } else {
      g.say(phrase("{A} " + b.verb + " {d}.", who, whom));
    }
    if (!g.over() && b.effects && !b.effects->empty() && rng.percent(b.effect_chance))
      effects::apply(
          g, defender, *b.effects,
          {by_hero ? "you" : g.breed_of(static_cast<Monster&>(attacker)).name, &attacker});
    const Vec d = attacker.pos - defender.pos;
    if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) return;  // it left (a thief teleports away)
  }
}

ActionResult AttackAction::on_perform(Game& game, Actor& actor) {
  melee_attack(game, actor, target_);
  return ActionResult::success();
}

}  // namespace dg
