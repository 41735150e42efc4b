#pragma once
// The local high-score table: the best finished runs, best first, kept as JSON next to the
// save. A damaged table reads as empty (with the reason) rather than stopping anything.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace dg {

class Game;

struct ScoreEntry {
  int score = 0;
  std::string who;  // "lawful female dwarvish Valkyrie"
  std::string end;  // "killed by a minotaur", "escaped", "won"
  int depth = 1;    // the dungeon level the run ended on
  int turns = 0;
  std::string seed;
  int deepest = 0;  // the deepest level entered (tables from before it was kept: as `depth`)
  friend bool operator==(const ScoreEntry&, const ScoreEntry&) = default;
};

constexpr std::size_t kHighScoreCount = 10;

ScoreEntry score_entry(const Game& game);
// "killed by a jackal on level 3 (deepest 5)".
std::string score_end_text(const ScoreEntry& e);
// Puts `e` in its place (ties: the earlier run stays ahead) and keeps the best
// kHighScoreCount; returns its rank from 0, or -1 when it did not make the table.
int add_score(std::vector<ScoreEntry>& table, const ScoreEntry& e);
std::string encode_scores(const std::vector<ScoreEntry>& table);
Result<std::vector<ScoreEntry>> decode_scores(std::string_view text);

}  // namespace dg
