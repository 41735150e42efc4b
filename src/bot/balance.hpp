#pragma once
// The balance report: many seeded games per role, played by the goal-directed bot, and what
// came of them per role: how deep each got, what killed them, how long each level took, what
// was found and used on each level, and the wins. The numbers a difficulty curve is tuned by
// (scripts/balance.sh prints them).
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

constexpr int kBalanceDepths = gen::kDungeonDepth + 1;  // indexed by depth, 1-12

struct RoleBalance {
  std::string role;  // "Valkyrie"
  int games = 0;
  int wins = 0;
  int stuck = 0;  // games ended because the bot stopped taking turns (a bot bug to look at)
  std::array<int, kBalanceDepths> deepest{};  // games whose deepest level was d
  std::map<std::string, int> deaths;          // by cause: "a soldier ant"
  // Per level: the turns the games that went deeper spent on it, and how many such games.
  std::array<long long, kBalanceDepths> level_turns{};
  std::array<int, kBalanceDepths> level_left{};
  std::array<int, kBalanceDepths> found{};    // things picked up on the level
  std::array<int, kBalanceDepths> used{};     // potions drunk, scrolls and books read, wands
                                              // zapped, rings put on, spells cast
  std::array<int, kBalanceDepths> reached{};  // games that reached the level
  int median_deepest() const;
  int percent_reaching(int depth) const;
};

struct BalanceRun {
  int games_per_role = 100;
  // A game stops here (or at the hero's death or win). 20,000: a win goes down twelve levels
  // and back up, and the bot spends about 450 turns on a level on its way down (5,000 ended
  // games on the way).
  int turns = 20000;
  std::uint64_t seed = 1;  // the games' seeds are derived from it, the same for every role
};

// Plays `run.games_per_role` goal-directed games for every role.
std::vector<RoleBalance> play_balance(const Content& content, const BalanceRun& run);
// The report in words and tables, per role and then for all roles together.
std::string balance_text(const std::vector<RoleBalance>& roles);

}  // namespace dg
