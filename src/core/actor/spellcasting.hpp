#pragma once
// The hero's spells: how likely one is to fail, how much power it costs, and power coming
// back with time. After NetHack's percent_success() and its energy regeneration, with every
// school at Basic skill.
#include "core/catalog.hpp"

namespace dg {

struct Player;
class Rng;

constexpr int kPowerPerSpellLevel = 5;  // a spell costs five power a level
// Points each + of an enchanted copy of a spell's book, carried, takes off its chance to fail.
constexpr int kFailurePerEnchant = 10;

// The spell taught by the book `kind`: its cost in power (less the hero's talents' percent).
int spell_cost(const Player& hero, const ItemKind& book);
// The chance in percent (0-100) that the hero fails to cast the spell taught by `book`: from
// the role's casting attribute and its armour-bound magic, the hero's level, the spell's level
// and the metal worn.
int spell_failure(const Catalog& c, const Player& hero, const ItemKind& book);
// The chance in percent (0-100) that studying `book` goes wrong (intelligence and level against
// the spell's level).
int study_failure(const Player& hero, const ItemKind& book);
// Power regained on turn `turn`: every so many turns (fewer at higher levels, and for the
// roles whose power comes fast), a point or two more with the casting attributes.
int power_regained(const Catalog& c, const Player& hero, int turn, Rng& rng);

}  // namespace dg
