#pragma once
// Everything the game has told the player, oldest first, bounded so a long game cannot grow
// it without limit. The message line shows what arrived during the latest command.
#include <cstddef>
#include <deque>
#include <optional>
#include <string>

#include "core/geometry.hpp"

namespace dg {

struct Message {
  std::string text;
  int turn = 0;
  // Where the creature it tells of stood, from the hero, when it was said ("The jackal bites
  // you." from {-1, 0}): what a screen reader and the history add as "(west)". None when it
  // tells of the hero alone, or of nothing with a place.
  std::optional<Vec> from_hero;
  friend bool operator==(const Message&, const Message&) = default;
};

class MessageLog {
 public:
  static constexpr std::size_t kCapacity = 500;

  void add(std::string text, int turn, std::optional<Vec> from_hero = std::nullopt);
  // Starts a new command: messages added after this call are the "new" ones.
  void begin_command() { new_from_ = total_; }

  const std::deque<Message>& all() const { return messages_; }
  // Messages ever added (grows with every message, evicted or not).
  std::size_t count() const { return total_; }
  // Messages added since begin_command(), oldest first (may be fewer if evicted).
  std::deque<Message> latest() const;

  friend bool operator==(const MessageLog&, const MessageLog&) = default;

 private:
  std::deque<Message> messages_;
  std::size_t total_ = 0;     // messages ever added
  std::size_t new_from_ = 0;  // value of total_ when the current command began
};

}  // namespace dg
