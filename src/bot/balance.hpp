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
  // Where the games that reached the last level ended: a win is the Amulet carried out, and
  // the rest are lost there (before the Amulet was taken) or on the climb with it.
  int lost_before_amulet = 0;                     // died on the last level without it
  std::map<std::string, int> last_level_killers;  // what killed those, by cause
  int lost_with_amulet = 0;                       // died carrying it, on any level
  int lost_above = 0;  // went back up from the last level without it, and died there
  // How the games served their gods (r37): powers called, offerings made, gifts received,
  // the piety at each game's end summed, and the games that ended with an angry god.
  int invoked = 0, offered = 0, gifts = 0, angry = 0;
  long long piety = 0;
  // The named uniques (r38): met (in the hero's sight once), slain, and the deaths they dealt;
  // and the games that took the Amulet and so began the climb back.
  int uniques_met = 0, uniques_slain = 0, deaths_by_unique = 0, climbs = 0;
  // Shops (r38): the bot's payments ($ pressed with a debt) and keepers left fighting.
  int purchases = 0, angered_keepers = 0;
  // Side branches (r39), by name: the games that entered each, died in it, took its trophy.
  std::map<std::string, int> branch_entered, branch_deaths, branch_trophies;
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

// How one game ended, as the report counts it.
struct GameEnd {
  bool died = false, won = false;
  bool carries_amulet = false;
  int depth = 1;       // where it ended
  int deepest = 1;     // the deepest level it reached
  std::string killer;  // who or what killed the hero: "a troll"
};
// Counts `end` into `out`: the deepest level, the levels reached, the death and its cause, the
// win, and where a game that reached the last level was lost.
void count_end(const GameEnd& end, RoleBalance& out);

// Plays `run.games_per_role` goal-directed games for every role.
std::vector<RoleBalance> play_balance(const Content& content, const BalanceRun& run);
// The report in words and tables, per role and then for all roles together.
std::string balance_text(const std::vector<RoleBalance>& roles);

}  // namespace dg
