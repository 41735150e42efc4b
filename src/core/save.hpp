#pragma once
// The save format: a run is its seed, its character and the commands played, so a save is
// those, written as JSON (nlohmann), plus the state hash they must replay to. Loading
// replays the commands; a save that is damaged, foreign, from another format version, or
// that replays to another state is refused with a message that says which.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "core/result.hpp"

namespace dg {

// Raised whenever the same commands would no longer replay to the same game (2: the welcome
// became one message), so an older save is explained instead of failing its hash.
constexpr int kSaveVersion = 2;

// What a save holds, read and checked but not yet replayed.
struct SaveRecord {
  std::uint64_t seed = 0;
  Character who;
  bool wizard = false;
  std::vector<Command> commands;
  std::uint64_t hash = 0;  // the state the commands must lead to
};

std::string encode_save(const Game& game);
Result<SaveRecord> read_save(std::string_view text);
// read_save, then the replay, checked against the recorded hash.
Result<Game> decode_save(std::string_view text);

// One command as a whole number (kind, direction, confirmation and argument packed), and
// back; false for a number that is no command.
std::int64_t encode_command(const Command& c);
bool decode_command(std::int64_t code, Command& out);

}  // namespace dg
