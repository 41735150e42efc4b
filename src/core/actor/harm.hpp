#pragma once
// What a hurt is, for the one path every creature's hurt takes (Game::damage): who dealt it,
// what the death screen would say, and what is said when the creature lives or dies. The
// callers choose the words (a blow, a missile, a spell, the poison in its blood); the path
// is the same for the hero and for every monster.
#include <string>

#include "core/event.hpp"

namespace dg {

struct Harm {
  int by = kNobody;         // who dealt it: kHero, a monster's id, or kNobody (the Kill event's)
  bool hero_earns = false;  // the hero gains the kill's experience (their blow, missile, spell)
  std::string cause{};      // the death screen's words, should the hero die of it
  std::string hit_line{};   // said when the creature lives on (the hero hears it before dying)
  std::string kill_line{};  // said when a monster dies of it (empty: nothing said)
};

}  // namespace dg
