#pragma once
// The whole game as a value: the level, the hero and what has been said. apply() takes one
// command, runs the world until the hero needs input again and returns at once; it never
// waits for a key, which is what a browser frame callback needs.
#include <string_view>

#include "core/command.hpp"
#include "core/geometry.hpp"
#include "core/level.hpp"
#include "core/message_log.hpp"
#include "core/result.hpp"

namespace dg {

struct Outcome {
  bool took_turn = false;  // false: the command was refused (a wall, say) and no time passed
};

class Game {
 public:
  // A game on a hand-made map; the map must contain exactly one '@'.
  static Result<Game> from_ascii(std::string_view map);

  Outcome apply(const Command& command);

  const Level& level() const { return level_; }
  Vec player() const { return player_; }
  int turn() const { return turn_; }
  int depth() const { return depth_; }
  const MessageLog& log() const { return log_; }

  friend bool operator==(const Game&, const Game&) = default;

 private:
  Outcome move_player(Dir dir);
  void say(std::string text) { log_.add(std::move(text), turn_); }

  Level level_;
  Vec player_;
  int turn_ = 0;
  int depth_ = 1;
  MessageLog log_;
};

}  // namespace dg
