#pragma once
// Talents (r35, after Shattered Pixel Dungeon's talents and DCSS's level-up choices): at
// experience levels 3, 6, 9 and 12 the hero chooses one of three talents drawn from those
// their role is offered (characters.toml: `kind = "talent"`). A talent is a permanent change:
// effect steps run once when it is chosen (`gain`), properties kept for good (`intrinsics`),
// and knacks, numbers the rules read where they apply (a second blow, spells that cost less,
// a shorter wait between prayers). Knacks are summed over the talents taken (Player::knacks).
#include <array>
#include <string>
#include <vector>

#include "core/effect/effect.hpp"
#include "core/effect/effect_step.hpp"

namespace dg {

// The experience levels at which a talent is chosen, in order.
constexpr std::array<int, 4> kTalentLevels = {3, 6, 9, 12};
constexpr int kTalentsOffered = 3;  // the choices each time

// What talents add up to; each field is read by one rule, named beside it.
struct Knacks {
  int attacks = 0;        // blows more in each melee attack (Player::blows)
  int to_hit = 0;         // to-hit in melee and with thrown things
  int damage = 0;         // damage of each melee blow
  int throw_damage = 0;   // damage of each thing thrown or fired
  int ac = 0;             // armour class better by this much
  int spell_power = 0;    // hit points more each damaging or healing step of a spell does
  int spell_cost = 0;     // percent less power each spell costs
  int spell_failure = 0;  // points off each spell's chance to fail
  int prayer = 0;         // percent shorter a prayer's timeout
  int level_hp = 0;       // hit points more at each new experience level (and at once for each
                          // level already gained)
  int pet_growth = 0;     // levels more a pet may grow, and levels the pets at hand gain at once
  int sneak = 0;          // times more damage a sneak attack does (on top of its threefold)
  friend bool operator==(const Knacks&, const Knacks&) = default;
  Knacks& operator+=(const Knacks& o);
  bool any() const { return *this != Knacks{}; }
};

struct TalentDef {
  std::string id, name;              // "second_wind", "Second wind"
  std::string description;           // what it does, one sentence (the choice screen shows it)
  int level = 3;                     // the first of kTalentLevels it may be offered at
  std::vector<int> roles;            // the roles offered it (indices); empty: every role
  Effects gain;                      // run once on the hero when chosen
  std::vector<Property> intrinsics;  // kept for good
  int speed = 0;                     // base speed more, for good
  int light = 0;                     // the hero's own light reaches this much further
  Knacks knacks;
  friend bool operator==(const TalentDef&, const TalentDef&) = default;
};

}  // namespace dg
