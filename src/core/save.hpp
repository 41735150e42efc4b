#pragma once
// The save format: a run is its seed, its character and the commands played, so a save is
// those, written as JSON (nlohmann), plus the state hash they must replay to and the hashes
// of the states on the way (every kCheckEvery commands), so a replay that goes astray says
// where. Loading replays the commands; a save that is damaged, foreign, made under other
// rules, or that replays to another state is refused with a message that says which.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"

namespace dg {

// A save's "version" is the id of the rules it was played under (core/rules.hpp): an engine
// reads only its own, and tells of any other which rules, and which release, play it.

// Bounds on what is read, so a huge or endless file is refused with a message instead of
// exhausting memory: a long real run is well under 100,000 commands and 1.5 MB.
constexpr std::size_t kMaxSaveBytes = 4u << 20;
constexpr std::size_t kMaxSaveCommands = 250'000;
// No save nests deeper than 3; deeper text is refused before it is parsed, so nothing that
// walks it later (a message quoting it) can run out of stack.
constexpr int kMaxJsonDepth = 32;

// Which run a save belongs to and how many times it has been written: a tab or window writes
// only over the stamp it last read or wrote, so two never overwrite each other's progress.
struct SaveStamp {
  std::string run;  // empty for a format-2 save
  std::uint64_t generation = 0;
  bool operator==(const SaveStamp&) const = default;
};

// What a save holds, read and checked but not yet replayed.
struct SaveRecord {
  SaveStamp stamp;
  std::uint64_t seed = 0;
  Character who;
  bool wizard = false;
  bool pet = true;  // the game began with the role's pet ("pet": false when not)
  std::vector<Command> commands;
  std::uint64_t hash = 0;  // the state the commands must lead to
  // The state after every kCheckEvery-th command (RunRecord::checkpoints), where the save has them.
  std::vector<std::uint64_t> checks;
};

// What any Deepglyph save says of itself, whatever its rules: enough to list it ("a
// Valkyrie, turn 96, rules r8") without replaying it. Fields a save lacks stay empty.
struct SaveSummary {
  int rules = 0;
  SaveStamp stamp;
  std::string seed;
  std::string role, race;  // the ids, as written
  long turn = -1;
};
Result<SaveSummary> summarize_save(std::string_view text);
// True when `text` nests arrays and objects deeper than `most` (strings are skipped).
bool json_nests_deeper(std::string_view text, int most);

std::string encode_save(const Game& game, const SaveStamp& stamp = {});
Result<SaveRecord> read_save(const Catalog& catalog, std::string_view text);
// Only the stamp (no commands decoded): which run the bytes in a save slot belong to.
Result<SaveStamp> read_stamp(std::string_view text);
// read_save, then the replay, checked against the recorded hash.
Result<Game> decode_save(const Catalog& catalog, std::string_view text);
// The replay of a record already read, checked against its hash.
Result<Game> replay_record(const Catalog& catalog, const SaveRecord& record);
// Where a replayed game went astray: the commands are applied to `start` one by one and its
// state compared with the record's checks and final hash. "" when it reaches the game the
// record ends in, else what differs ("it goes astray between commands 257 and 512").
std::string replay_divergence(Game start, const SaveRecord& record);
// "4.0 MiB", "812 KB", "93 bytes": sizes in messages.
std::string size_text(std::uint64_t bytes);

}  // namespace dg
