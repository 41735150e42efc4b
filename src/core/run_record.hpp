#pragma once
// What a run is apart from its world: how it began (the seed, the role's pet or none, monsters
// wandering in or not), every command applied with the state's checkpoints, and how it ended.
// Game keeps one (Game::run()); a save writes it and a replay starts from it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/command.hpp"

namespace dg {

// How a run ended.
enum class Ending { None, Died, Won, Escaped };

struct RunRecord {
  std::uint64_t seed = 0;
  bool with_pet = true;  // the game began with the role's pet (a save records it)
  // Whether monsters come from elsewhere now and then (they do, but on the tutorial's levels,
  // which hold only what their lessons placed).
  bool wanderers = true;
  // Whether new experience levels offer talents (they do, but not in the tutorial, whose
  // lessons do not speak of them).
  bool talents = true;
  // Every command applied, in order: with the seed and the character, the whole run.
  std::vector<Command> history;
  // The state's hash after every kCheckEvery-th command: a save keeps them, so a replay that
  // goes astray (other rules, a changed file) can say where it did.
  static constexpr std::size_t kCheckEvery = 256;
  std::vector<std::uint64_t> checkpoints;
  bool over = false;
  Ending ending = Ending::None;
  std::string death_cause;  // on the death screen: "killed by a jackal", "quit"

  friend bool operator==(const RunRecord&, const RunRecord&) = default;
};

}  // namespace dg
