#pragma once
// Combat arithmetic, NetHack-flavoured: a d20 against a to-hit number built from level,
// dexterity, weapon and the target's armour class; damage from weapon dice and strength;
// worn armour (a low AC) absorbs some of it. Pure functions of their inputs and the RNG.
#include <string>

#include "core/dice.hpp"
#include "core/rng.hpp"

namespace dg {

struct Breed;

// `exceptional` is the 18/xx percentage, counted only at strength 18.
int strength_damage_bonus(int strength, int exceptional = 0);
int dexterity_hit_bonus(int dexterity);

// The hero hits when this exceeds a d20.
int hero_to_hit(int hero_level, int dexterity, int weapon_hit, int target_ac);
// A monster hits the hero when this exceeds a d20.
int monster_to_hit(int monster_level, int hero_ac);
bool roll_hit(Rng& rng, int to_hit);
// Damage after armour: AC below 10 absorbs 0..(10-AC)/3 points; never below 1.
int absorb(Rng& rng, int damage, int ac);

// Experience points needed to reach `level` (1 needs 0).
int experience_for_level(int level);
// "a jackal", "an acid blob".
std::string with_article(const std::string& name);
// A breed's name with its article, "a jackal" and "the jackal"; a unique's is a proper name
// and takes none: "Grik the Rat King".
std::string with_article(const Breed& breed);
std::string definite(const Breed& breed);
// "The jackal" / "It" from a name shown or not.
std::string capitalised(std::string text);

}  // namespace dg
