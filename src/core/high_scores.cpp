#include "core/high_scores.hpp"

#include <nlohmann/json.hpp>

#include "core/game.hpp"

namespace dg {

ScoreEntry score_entry(const Game& g) {
  ScoreEntry e;
  e.score = score(g);
  e.who = g.catalog().characters.describe(g.hero().who);
  e.end = g.run().ending == Ending::Won       ? "climbed out with the Amulet"
          : g.run().ending == Ending::Escaped ? "left the dungeon"
                                              : g.run().death_cause;
  e.depth = g.dungeon().danger(g.depth());
  e.turns = g.turn();
  e.seed = std::to_string(g.run().seed);
  e.deepest = g.dungeon().deepest_entered();
  return e;
}

std::string score_end_text(const ScoreEntry& e) {
  std::string s = e.end + " on level " + std::to_string(e.depth);
  if (e.deepest > e.depth) s += " (deepest " + std::to_string(e.deepest) + ")";
  return s;
}

int add_score(std::vector<ScoreEntry>& table, const ScoreEntry& e) {
  std::size_t at = 0;
  while (at < table.size() && table[at].score >= e.score) ++at;
  if (at >= kHighScoreCount) return -1;
  table.insert(table.begin() + static_cast<std::ptrdiff_t>(at), e);
  if (table.size() > kHighScoreCount) table.resize(kHighScoreCount);
  return static_cast<int>(at);
}

std::string encode_scores(const std::vector<ScoreEntry>& table) {
  nlohmann::json list = nlohmann::json::array();
  for (const ScoreEntry& e : table)
    list.push_back({{"score", e.score},
                    {"who", e.who},
                    {"end", e.end},
                    {"depth", e.depth},
                    {"turns", e.turns},
                    {"seed", e.seed},
                    {"deepest", e.deepest}});
  return nlohmann::json{{"game", "deepglyph-scores"}, {"version", 1}, {"scores", list}}.dump();
}

Result<std::vector<ScoreEntry>> decode_scores(std::string_view text) {
  const auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("scores") || !j["scores"].is_array())
    return Error{"the high-score table is damaged"};
  std::vector<ScoreEntry> out;
  for (const auto& s : j["scores"]) {
    const bool ok = s.is_object() && s.contains("score") && s["score"].is_number_integer() &&
                    s.contains("who") && s["who"].is_string() && s.contains("end") &&
                    s["end"].is_string() && s.contains("depth") && s["depth"].is_number_integer() &&
                    s.contains("turns") && s["turns"].is_number_integer() && s.contains("seed") &&
                    s["seed"].is_string();
    if (!ok) return Error{"the high-score table is damaged"};
    const int depth = s["depth"].get<int>();
    const int deepest = s.contains("deepest") && s["deepest"].is_number_integer()
                            ? s["deepest"].get<int>()
                            : depth;  // a table written before the deepest level was kept
    out.push_back({s["score"].get<int>(), s["who"].get<std::string>(), s["end"].get<std::string>(),
                   depth, s["turns"].get<int>(), s["seed"].get<std::string>(), deepest});
  }
  return out;
}

}  // namespace dg
