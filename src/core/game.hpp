#pragma once
// The whole game as a value: the dungeon's levels (kept as they were left), the hero, the
// RNG and what has been said. apply() takes one command, runs the world until the hero needs
// input again and returns at once; it never waits for a key, which is what a browser frame
// callback needs.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.hpp"
#include "core/dice.hpp"
#include "core/geometry.hpp"
#include "core/level.hpp"
#include "core/message_log.hpp"
#include "core/player.hpp"
#include "core/result.hpp"
#include "core/rng.hpp"

namespace dg {

struct Outcome {
  bool took_turn = false;  // false: refused (a wall, say) or waiting for confirmation
  std::string confirm;     // non-empty: ask this [yn]; on yes, apply command.confirm()
};

struct Wizard {
  bool enabled = false;
  bool see_all = false;
  bool through_walls = false;
  friend bool operator==(const Wizard&, const Wizard&) = default;
};

// The latest loud noise (a bashed door, an alarm); monsters will come to listen.
struct Noise {
  Vec pos{-1, -1};
  int turn = -1;
  int depth = 0;
  friend bool operator==(const Noise&, const Noise&) = default;
};

class Game {
 public:
  // A new dungeon from `seed`; the hero starts on the up staircase of level 1.
  static Result<Game> new_game(std::uint64_t seed, bool wizard = false);
  // Level 1 from a hand-made map (it must contain exactly one '@'); deeper levels are made
  // from `seed` as usual.
  static Result<Game> from_ascii(std::string_view map, std::uint64_t seed = 1);

  Outcome apply(const Command& command);

  const Level& level() const { return *levels_[static_cast<std::size_t>(depth_ - 1)]; }
  // For tests and wizard tools that set up a situation by hand.
  Level& mutable_level() { return *levels_[static_cast<std::size_t>(depth_ - 1)]; }
  Player& mutable_player() { return player_; }
  void refresh_vision() { update_vision(); }

  const Player& hero() const { return player_; }
  Vec player() const { return player_.pos; }
  int turn() const { return turn_; }
  int depth() const { return depth_; }
  int max_depth() const;
  std::uint64_t seed() const { return seed_; }
  const MessageLog& log() const { return log_; }
  const Wizard& wizard() const { return wizard_; }
  const Noise& noise() const { return noise_; }
  bool over() const { return over_; }
  const std::string& death_cause() const { return death_cause_; }
  // Cells the hero sees right now on the current level (1 = visible).
  const Array2D<std::uint8_t>& visible() const { return visible_; }
  bool sees(Vec p) const { return visible_.contains(p) && visible_[p] != 0; }

  friend bool operator==(const Game&, const Game&) = default;

 private:
  // game_moves.cpp
  Outcome move(const Command& c);
  Outcome open_door(Dir dir);
  Outcome close_door(Dir dir);
  Outcome bash(Vec door);
  Outcome change_level(int to_depth, bool arrive_on_up_stairs);
  Outcome search();
  Outcome wizard_command(const Command& c);
  // game_hazards.cpp
  void arrive(Vec to);  // after a step: gold, traps, pits
  void spring(Trap& trap);
  // Pins the hero (pit, bear trap) for min..max turns and hurts by `damage`.
  void hold(Held what, int min_turns, int max_turns, Dice damage, const std::string& cause);
  void hurt(int amount, const std::string& cause);
  void end_turn();
  Vec random_open_cell();
  // game.cpp
  Result<bool> enter_level(int depth);
  void update_vision();
  void say(std::string text) { log_.add(std::move(text), turn_); }

  std::vector<std::optional<Level>> levels_;  // index depth-1; made on first visit
  std::uint64_t seed_ = 0;
  Rng rng_;
  Player player_;
  int depth_ = 1;
  int turn_ = 0;
  MessageLog log_;
  Wizard wizard_;
  Noise noise_;
  bool over_ = false;
  std::string death_cause_;
  Array2D<std::uint8_t> visible_;
};

}  // namespace dg
