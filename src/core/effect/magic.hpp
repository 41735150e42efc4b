#pragma once
// The effect steps of magic that reach past the one creature they are done to: the level's
// layout learned, gold detected, kinds identified, the hero's weapon and armour enchanted or
// mended, monsters summoned, frightened or caught in a blast. effects::apply (apply.cpp)
// calls them for the steps read from the content files.
#include <string>
#include <vector>

#include "core/effect/effect_step.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Actor;
struct Level;
struct Monster;

namespace effects::magic {

// The steps done to the hero alone (map, identify, enchant weapon or armour, repair, detect
// gold, light): `s` says which, and how many for identify.
void on_hero(Game& g, const EffectStep& s);
// The hero learns the level's layout, as a map shows it (the scroll of magic mapping).
void map_level(Game& g);
// The target lands on a free cell two to six steps away (for the hero, one it can see), at
// random; it stays when there is none.
void blink(Game& g, Actor& target);
// The unknown disguised kinds the hero carries, in pack order, each once.
std::vector<int> unknown_kinds(const Game& g);
// The hero learns `kind`, and is told ("A milky yellow potion is a potion of healing.").
void identify_kind(Game& g, int kind);
// The hero learns `count` of the unknown kinds carried, chosen at random.
void identify_at_random(Game& g, int count);
// Summoning stops when the level holds this many monsters (r25).
constexpr int kMaxSummonedTo = 60;
// And a monster calls at most kSummonsEach times, and all of a level's monsters together
// kSummonsHere times (r29): one goblin conjurer called more than twelve times on one level,
// some 580 turns of melee, as NetHack caps what a summoner brings.
constexpr int kSummonsEach = 3;
constexpr int kSummonsHere = 10;
// Whether `m` may still call (its own calls and its level's under their caps).
bool may_summon(const Level& level, const Monster& m);
// `count` monsters of the depth on the free cells nearest to `at`, awake and hunting.
void summon_around(Game& g, Vec at, int count, int kin = -1);  // kin: that breed only
// Every awake monster in the hero's sight (sight is symmetric: those that can see the hero,
// the only reader of scrolls) is afraid for a roll of `turns`, and flees.
void frighten(Game& g, const Actor& target, const TurnRange& turns);
// Every creature next to `target` loses a roll of `amount` hit points (`cause` tells the
// hero's death, when the target is not the hero).
void blast(Game& g, const Actor& target, const Dice& amount, const std::string& cause);

}  // namespace effects::magic
}  // namespace dg
