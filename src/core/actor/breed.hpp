#pragma once
// A kind of monster ("jackal", "cobra"): the rules every monster of that kind shares. Breeds
// come from content (monsters.toml, with prototype inheritance) into the Catalog
// (core/catalog.hpp); a monster stores its breed's index. What a breed looks like is the UI's
// business.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice.hpp"
#include "core/effect/effect_step.hpp"
#include "core/effect/zap.hpp"

namespace dg {

struct Attack {
  std::string hit;  // the verb phrase of a hit: "bites", "swings and hits"
  Dice damage;
  Effects effects;        // what a hit may do besides its damage (poison, acid...)
  int effect_chance = 0;  // percent of hits that also do `effects`
  friend bool operator==(const Attack&, const Attack&) = default;
};

// A ranged ability (an archer's arrows, a cobra's spit, a dragon's breath): `effects` sent
// along `zap` at a hero in line, on `chance` of the turns it could. A `self` one (a wolf's howl
// for its kin) is used on `chance` of the turns it sees the hero.
struct Ability {
  std::string name;  // "arrow": a death by it is "killed by a hill orc's arrow"
  std::string says;  // "{A} shoots an arrow!", when the hero sees it
  Zap zap;
  Effects effects;
  Chance chance;
  friend bool operator==(const Ability&, const Ability&) = default;
};

struct Breed {
  std::string id;           // "hill_orc": its key in the data file
  std::string name;         // "hill orc": used in messages
  std::string description;  // a line about it, for look mode
  int level = 1;            // base level: to-hit, hit dice, experience
  int speed = 12;           // 12 = the hero's speed; 24 acts twice a turn, 6 every other turn
  int ac = 10;              // armour class: lower is harder to hit
  Dice hp;                  // hit points at base level
  std::vector<Attack> attacks;
  int frequency = 1;  // relative chance to be picked among breeds of the depth
  int min_depth = 1;
  int max_depth = 1;
  int flee_percent = 0;  // flees when HP drops below this percent of its maximum
  int sleep_chance = 0;  // percent chance to be generated asleep
  bool opens_doors = false;
  bool carries_gold = false;
  // Things it is made with, each on its own chance in percent (a dwarf's mattock): carried,
  // and dropped where it dies.
  struct Carried {
    int item = -1;  // the catalog's item kind
    int chance = 100;
    friend bool operator==(const Carried&, const Carried&) = default;
  };
  std::vector<Carried> carries;
  bool picks_up_gold = false;
  bool invisible = false;  // unseen unless the hero can see invisible
  bool warm = true;        // warm-blooded: infravision shows it in the dark
  int experience = 1;      // experience points for killing one
  // Magic: the spells it casts (the spellbook kinds that teach them), whether it zaps the
  // wands and drinks the healing potions it carries, and how often it tries when it could.
  std::vector<int> spells;
  bool uses_items = false;
  Chance magic;
  std::vector<Ability> abilities;
  // Never attacks anyone (a floating eye, a mould): it only hurts who strikes it.
  bool never_attacks() const { return attacks.empty() && abilities.empty() && spells.empty(); }
  int regenerates = 0;  // hit points back every turn (a troll's)
  TurnRange pack;       // how many come together (2-4 jackals); {0, 0}: one alone
  // What hitting it does to whoever hit it, in melee (an acid blob's acid on the weapon).
  Effects passive;
  // What its death sets off, done to it as it dies, where it stands (a gas spore's blast
  // hurts all beside it).
  Effects on_death;
  bool splits = false;  // a hit that leaves it 2 HP or more divides it in two (a jelly)
  // It keeps this many steps from the hero when it can (an archer, a caster), holding there
  // to shoot or cast; 0: it closes in.
  int keeps_away = 0;
  // Its own turns it waits after casting a spell before it can cast another (NetHack's
  // monsters tire too): a caster never bolts turn after turn. {0, 0}: no wait.
  TurnRange spell_rest;
  // It lies still looking like this item kind (a mimic): the hero sees the item, not the
  // monster, until they walk into it or it is hurt (mind::unmask). -1: no disguise.
  int disguise = -1;
  bool phases = false;        // it walks through walls and rock as through air (a xorn)
  bool resists_fire = false;  // never catches fire, and does not keep away from it
  // It lives in water (an eel): it goes only where the water `quenches` (deep or shallow),
  // and under deep water (`submerges`) the hero sees it only from beside it.
  bool swims = false;
  int light = 0;  // it glows, lighting this many cells around it (a will o' the wisp)
  // One of a kind, with a proper name ("Grik the Rat King"): never picked by frequency, but
  // drawn once for the run (core/gen/uniques.hpp) on `appears` percent of runs, onto one level
  // of its depth range. It speaks when it first notices the hero in sight and as it dies.
  bool unique = false;
  int appears = 0;
  // A temple's priest (r39, core/actor/peaceful.hpp): a gift of this much gold per experience
  // level of the hero's, paid ($) beside it, buys a point of armour class (0: none).
  int blesses = 0;
  std::string greets;      // its words on noticing the hero: "Grik squeaks: \"Mine!\""
  std::string last_words;  // said as it dies in sight
  // One of its attacks steals (gold or a thing): it runs while it carries the loot.
  bool thief() const {
    for (const Attack& a : attacks)
      if (has_step(a.effects, EffectOp::StealGold) || has_step(a.effects, EffectOp::StealItem))
        return true;
    return false;
  }
  friend bool operator==(const Breed&, const Breed&) = default;
};

}  // namespace dg
