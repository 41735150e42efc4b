#include "core/action/attack.hpp"

#include <string>
#include <utility>

#include "core/action/worship.hpp"
#include "core/actor/mind.hpp"
#include "core/actor/pet.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/effect/gear_powers.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/stage.hpp"

namespace dg {

namespace {

// A jelly hit and left with 2 HP or more divides: half its hit points go to a copy of it on a
// free cell beside it (NetHack's puddings). Returns whether it did.
bool split(Game& g, Monster& m) {
  if (m.hp < 2) return false;
  std::vector<Vec> free;
  for (Dir d : kAllDirs)
    if (mind::may_enter(g, m, m.pos + offset(d))) free.push_back(m.pos + offset(d));
  if (free.empty()) return false;
  Monster copy = m;
  stage::put(copy, free[static_cast<std::size_t>(g.rng().below(static_cast<int>(free.size())))]);
  copy.hp = m.hp / 2;
  m.hp -= copy.hp;
  copy.max_hp = m.max_hp = std::max(m.hp, copy.hp);
  copy.items.clear();  // what it carries stays with the one
  copy.gold = 0;
  Level& lv = g.mutable_level();
  copy.id = lv.next_monster_id++;
  if (g.sight().visible_monster(m.pos))
    g.say(capitalised(g.wording().monster_name(m)) + " divides!");
  lv.monsters.push_back(std::move(copy));
  return true;
}

// What hitting a monster of `breed` does back to whoever hit it (an acid blob's acid).
void passive(Game& g, const Breed& breed, int attacker_id, int defender_id) {
  Actor* attacker = stage::find(g, attacker_id);
  if (breed.passive.empty() || !attacker || g.run().over) return;
  Actor* source = stage::find(g, defender_id);
  effects::apply(g, *attacker, breed.passive, {breed.name, source, source == nullptr});
}

// What the hero learns of a blow: the blow itself when they see either side, or else, once in
// a while, that a fight is going on ("It bites it." over and over said nothing; NetHack says
// "You hear some noises in the distance." once).
constexpr int kNoisesEvery = 20;  // turns
constexpr const char* kNoises = "You hear some noises in the distance.";

// What is said of a blow (empty: nothing, the noises were heard lately).
std::string blow_words(const Game& g, const std::string& text, const std::string& who,
                       const std::string& whom) {
  if (who != "it" || whom != "it") return text;
  const auto& log = g.log().all();
  for (auto m = log.rbegin(); m != log.rend() && m->turn >= g.turn() - kNoisesEvery; ++m)
    if (m->text == kNoises) return {};
  return kNoises;
}

// `at`: where the fight is, from the hero's side (the monster in it).
void say_blow(Game& g, const std::string& text, const std::string& who, const std::string& whom,
              Vec at) {
  if (std::string said = blow_words(g, text, who, whom); !said.empty()) g.say(std::move(said), at);
}

// "You strike the unaware goblin!" ("You strike it unawares!" where it is not seen).
std::string sneak_line(const std::string& whom, const std::string& end) {
  if (whom.rfind("the ", 0) == 0) return "You strike the unaware " + whom.substr(4) + end;
  return "You strike " + whom + " unawares" + end;
}

}  // namespace

void melee_attack(Game& g, Actor& attacker_ref, Actor& defender_ref) {
  const int attacker_id = id_of(attacker_ref), defender_id = id_of(defender_ref);
  const bool by_hero = attacker_id == kHero, on_hero = defender_id == kHero;
  Monster* const attacking_monster = attacker_ref.as_monster();
  Monster* const defending_monster = defender_ref.as_monster();
  const Breed* defender_breed =
      defending_monster ? &g.catalog().breed_of(*defending_monster) : nullptr;
  const Breed* attacker_breed =
      attacking_monster ? &g.catalog().breed_of(*attacking_monster) : nullptr;
  const bool by_pet = attacking_monster && attacking_monster->tame;
  // Fighting is loud, where the monster in the fight stands.
  g.make_noise(by_hero ? defender_ref.pos : attacker_ref.pos);
  // A fight with something the hero cannot see marks where it is (NetHack's `I`): the hero
  // can strike back by walking into the mark.
  if (on_hero && attacking_monster &&
      g.sight().visible_monster(attacker_ref.pos) != attacking_monster)
    g.mutable_level().memory[attacker_ref.pos].unseen = true;
  if (by_hero && defending_monster &&
      g.sight().visible_monster(defender_ref.pos) != defending_monster)
    g.mutable_level().memory[defender_ref.pos].unseen = true;
  // A sneak attack (Brogue's): a monster that had not noticed anyone, asleep or wandering,
  // takes three times the damage of each blow that lands, whoever strikes it.
  const bool unaware =
      defending_monster && !defending_monster->tame &&
      (defending_monster->mind == Mind::Asleep || defending_monster->mind == Mind::Wandering);
  // A hero's blow at one asleep or fleeing: some gods see no honour in it.
  if (by_hero && defending_monster && !defending_monster->tame &&
      (defending_monster->mind == Mind::Asleep || defending_monster->mind == Mind::Fleeing))
    worship::deed(g, Deed::Sneak);
  if (defending_monster) {  // a monster attacked turns on its attacker
    Monster& d = *defending_monster;
    if (d.mind == Mind::Asleep || d.mind == Mind::Wandering) d.mind = Mind::Hunting;
    d.goal = attacker_ref.pos;
  }
  // The hero's talents may make it worse (an assassin's).
  const int sneak_factor = kSneakFactor + (by_hero ? g.hero().knacks.sneak : 0);
  // Armour worn absorbs some of each blow.
  const int worn_ac = defender_ref.absorbing_armour_class(g.catalog());
  Rng& rng = g.rng();
  Actor* attacker = nullptr;
  Actor* defender = nullptr;
  // Both still on the level, found again (what came before may have killed one).
  const auto both_here = [&] {
    attacker = stage::find(g, attacker_id);
    defender = stage::find(g, defender_id);
    return attacker && defender;
  };
  for (const Blow& b : attacker_ref.blows(g.catalog())) {
    if (g.run().over || !both_here()) return;
    const std::string who = g.wording().actor_name(*attacker),
                      whom = g.wording().actor_name(*defender);
    if (!roll_hit(rng, b.to_hit + defender->armour_class(g.catalog()))) {
      say_blow(g, phrase("{A} {miss|misses} {d}.", who, whom), who, whom,
               by_hero ? defender->pos : attacker->pos);
      g.report({EventKind::Miss, attacker_id, defender_id, defender->pos});
      continue;
    }
    const int rolled = b.damage.roll(rng) + b.damage_bonus;
    const int damage = absorb(rng, unaware ? sneak_factor * rolled : rolled, worn_ac);
    g.report({EventKind::Hit, attacker_id, defender_id, defender->pos, damage});
    // The hero hears every blow (a fight they are in is never unseen).
    const std::string hit =
        unaware && by_hero ? sneak_line(whom, "!") : phrase("{A} " + b.verb + " {d}.", who, whom);
    const Harm harm{
        .by = attacker_id,
        .hero_earns = by_hero,
        .cause = on_hero ? "killed by " + with_article(*attacker_breed) : "",
        .hit_line = on_hero ? hit : blow_words(g, hit, who, whom),
        .kill_line = unaware && by_hero
                         ? sneak_line(whom, " and kill it!")
                         : blow_words(g, phrase("{A} {kill|kills} {d}!", who, whom), who, whom)};
    const bool killed = g.damage(*defender, damage, harm);
    // The powers of the hero's gear (r36): the weapon's on what it struck (a killing blow shows
    // it too), the armour's on whoever struck the hero. Their steps may end the fight (a
    // flaming blow kills, thorns kill the biter): both are found again after.
    if (by_hero) gear::weapon_landed(g, defender_id);
    if (killed && by_hero) worship::deed(g, Deed::MeleeKill);
    if (killed && !on_hero) {
      if (Monster* grown = by_pet ? g.mutable_level().monster_by_id(attacker_id) : nullptr)
        pet::grow(g, *grown);
      passive(g, *defender_breed, attacker_id, defender_id);
      return;
    }
    if (on_hero && !g.run().over) gear::armour_struck(g, attacker_id);
    if (g.run().over || !both_here()) return;
    if (!on_hero && defender_breed->splits) split(g, *defender->as_monster());
    if (!on_hero) passive(g, *defender_breed, attacker_id, defender_id);
    if (g.run().over || !both_here()) return;
    if (b.effects && !b.effects->empty() && rng.percent(b.effect_chance))
      effects::apply(g, *defender, *b.effects, {by_hero ? "you" : attacker_breed->name, attacker});
    if (!both_here()) return;
    const Vec gap = attacker->pos - defender->pos;
    if (gap.x < -1 || gap.x > 1 || gap.y < -1 || gap.y > 1)
      return;  // one of them left (a thief teleports away)
  }
}

ActionResult AttackAction::on_perform(Game& game, Actor& actor) {
  melee_attack(game, actor, target_);
  return ActionResult::success();
}

}  // namespace dg
