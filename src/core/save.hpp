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
// became one message), so an older save is explained instead of failing its hash. Format 3
// added the run's id and generation; format 4 wrote commands as words, by name
// (core/command_text.hpp), instead of numbers. Format 5: one scheduler gives every actor,
// the hero too, its tick in the same order (energy, conditions, action), so older saves no
// longer replay to the game they recorded and are explained as older. Format 6: armour in
// slots (and new kinds of it to find), like things stacking on the floor and picked up
// several at once ("pick_up 0,2"), a locked door found by a bump that takes no time, and
// what a monster's condition looks like said; a format-5 run would replay to another game.
// Format 7: scrolls in the levels, enchantment. Format 8: wands (with charges), rings and
// spellbooks in the levels and kits, spells and power regained, sleep and protection.
// Format 9: eleven new kinds in the levels (gecko to hill giant), thieves of things, passive
// acid, splitting jellies, monsters following the hero on the stairs, archers keeping away;
// prayer, the kits' enchantments (thrown ones count), monsters' depths tuned to the curve.
constexpr int kSaveVersion = 9;
constexpr int kOldestReadableSave = 9;

// Bounds on what is read, so a huge or endless file is refused with a message instead of
// exhausting memory: a long real run is well under 100,000 commands and 1.5 MB.
constexpr std::size_t kMaxSaveBytes = 4u << 20;
constexpr std::size_t kMaxSaveCommands = 250'000;

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
};

std::string encode_save(const Game& game, const SaveStamp& stamp = {});
Result<SaveRecord> read_save(const Catalog& catalog, std::string_view text);
// Only the stamp (no commands decoded): which run the bytes in a save slot belong to.
Result<SaveStamp> read_stamp(std::string_view text);
// read_save, then the replay, checked against the recorded hash.
Result<Game> decode_save(const Catalog& catalog, std::string_view text);
// The replay of a record already read, checked against its hash.
Result<Game> replay_record(const Catalog& catalog, const SaveRecord& record);
// "4.0 MiB", "812 KB", "93 bytes": sizes in messages.
std::string size_text(std::uint64_t bytes);

}  // namespace dg
