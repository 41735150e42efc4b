#pragma once
// A bot that plays Deepglyph through the same path as a player: it presses keys into the App
// (menus, prompts, travel and autoexplore included), never calling the core directly. Random
// style mashes keys; goal style explores, fights, picks up, drinks when hurt, escapes or
// retreats from a losing fight, rests, waits for its pet and descends.
// After every turn the game's invariants are checked, and now and then a save round trip.
#include <cstdint>
#include <string>
#include <vector>

#include "bot/bot_branch.hpp"
#include "bot/bot_tactics.hpp"
#include "core/rng.hpp"
#include "ui/input/input.hpp"

namespace dg {

class App;
struct Content;

// Random mashes keys; Goal plays to a plan with a random key one time in ten (the big run's
// fuzzing); Player plays to the plan only, as a sensible player (the balance report).
enum class BotStyle { Random, Goal, Player };

struct BotRun {
  int turns = 2000;           // a game stops here (or when the hero dies or wins)
  int round_trip_every = 0;   // turns between save -> load checks (0: only at the end)
  int max_keys_per_turn = 8;  // a game that stops taking turns is ended (and reported)
};

struct GameReport {
  std::uint64_t seed = 0;
  BotStyle style = BotStyle::Random;
  int turns = 0;
  int keys = 0;
  int depth = 1;  // deepest level reached
  int kills = 0;
  bool died = false;
  bool won = false;
  std::uint64_t state = 0;  // the final state's hash (a reshaping must leave it unchanged)
  std::vector<std::string> problems;  // broken invariants, each with its turn
};

// Chooses keys for one game.
class Bot {
 public:
  Bot(std::uint64_t seed, BotStyle style);
  Input next(const App& app);

 private:
  Input random_key();
  Input goal_key(const App& app);
  Rng rng_;
  BotStyle style_;
  int stuck_ = 0;        // keys in a row that did not advance the turn
  int last_turn_ = -1;   // the turn when the last key was chosen
  std::string pending_;  // keys for the menu or prompt just opened: a letter, a direction
  bot_tactics::Memory tactics_;
  bot_branch::Memory branches_;
};

// Plays one game from `seed` and reports what happened and what broke.
GameReport play_bot_game(const Content& content, std::uint64_t seed, BotStyle style,
                         const BotRun& run);

}  // namespace dg
