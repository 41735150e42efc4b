#include "bot/balance.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <vector>

#include "bot/bot.hpp"
#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/shell/app.hpp"

namespace dg {

namespace {

constexpr int kIdleKeys = 400;  // as the invariant bot's limit (bot.hpp): 8 keys a turn x 50

int carried(const Player& h) {
  int n = 0;
  for (const InvSlot& s : h.inventory) n += s.item.count;
  return n;
}

// A command that uses something up or puts magic to work.
bool uses_something(const Command& c) {
  if (c.kind == Command::Kind::Cast) return true;
  return c.kind == Command::Kind::Use &&
         (c.use == Use::Quaff || c.use == Use::Read || c.use == Use::Zap || c.use == Use::PutOn);
}

// The monster (or trap, or poison) of a death's cause: "killed by a jackal" -> "a jackal".
std::string killer(const std::string& cause) {
  constexpr std::string_view kBy = " by ";
  const auto at = cause.find(kBy);
  return at == std::string::npos ? cause : cause.substr(at + kBy.size());
}

void play_one(const Content& content, std::uint64_t seed, int role, int turns, RoleBalance& out) {
  Character who;
  who.role = role;
  auto made = Game::new_game(content.catalog, seed, who);
  if (!made) return;
  App app(content, std::move(made.value()));
  Bot bot(seed, BotStyle::Player);
  std::array<int, kBalanceDepths> arrived{};
  arrived.fill(-1);
  arrived[1] = 0;
  ++out.games;
  std::size_t commands = 0;
  std::set<std::string> entered;  // the branches it went into
  int idle = 0;                   // keys in a row that passed no turn
  while (app.playing() && !app.game().run().over && app.game().turn() < turns) {
    // Counted by the depth a level is as dangerous as (a branch's levels under the main
    // line's), 1 to 12.
    const int depth =
        std::clamp(app.game().dungeon().danger(app.game().depth()), 1, gen::kDungeonDepth);
    const int before = carried(app.game().hero());
    const int turn = app.game().turn();
    app.handle(bot.next(app));
    // A walk the key began (explore, travel, rest) goes on frame by frame, as a player sees
    // it, until it ends by itself: the bot presses no key meanwhile, which would stop it.
    while (app.walking()) app.advance();
    if (!app.playing()) break;
    const Game& g = app.game();
    // A game where the bot stops taking turns is ended and counted, never played forever.
    idle = g.turn() == turn ? idle + 1 : 0;
    if (idle > kIdleKeys) {
      ++out.stuck;
      break;
    }
    for (; commands < g.run().history.size(); ++commands) {
      const Command& c = g.run().history[commands];
      if (c.kind == Command::Kind::PickUp)
        out.found[static_cast<std::size_t>(depth)] += std::max(0, carried(g.hero()) - before);
      if (uses_something(c)) ++out.used[static_cast<std::size_t>(depth)];
      if (c.kind == Command::Kind::Invoke) ++out.invoked;
      if (c.kind == Command::Kind::Offer) ++out.offered;
      if (c.kind == Command::Kind::Pay) ++out.purchases;
    }
    if (g.depth() <= gen::kDungeonDepth && arrived[static_cast<std::size_t>(g.depth())] < 0)
      arrived[static_cast<std::size_t>(g.depth())] = g.turn();
    if (const BranchDef* b = branch_def(g.catalog(), g.dungeon(), g.depth()))
      entered.insert(b->name);
  }
  const Game& g = app.game();
  const int deepest = g.dungeon().deepest_entered();
  for (int d = 1; d < deepest; ++d) {
    const int from = arrived[static_cast<std::size_t>(d)];
    const int to = arrived[static_cast<std::size_t>(d + 1)];
    if (from < 0 || to < from) continue;
    out.level_turns[static_cast<std::size_t>(d)] += to - from;
    ++out.level_left[static_cast<std::size_t>(d)];
  }
  GameEnd end;
  end.died = g.run().over && g.run().ending == Ending::Died;
  end.won = g.run().over && g.run().ending == Ending::Won;
  end.carries_amulet = g.hero().carries_amulet(g.catalog());
  end.depth = std::clamp(g.dungeon().danger(g.depth()), 1, gen::kDungeonDepth);
  for (const std::string& b : entered) ++out.branch_entered[b];
  if (const BranchDef* b = branch_def(g.catalog(), g.dungeon(), g.depth());
      b && g.run().over && g.run().ending == Ending::Died)
    ++out.branch_deaths[b->name];
  for (const BranchPlace& p : g.dungeon().branches)  // its trophy: what its end's map puts
    for (const PieceMark& m : g.catalog().set_pieces[static_cast<std::size_t>(p.end)].legend)
      if (m.item >= 0 && g.catalog().item(m.item).trophy > 0 &&
          std::count(g.hero().trophies.begin(), g.hero().trophies.end(), m.item) > 0)
        ++out.branch_trophies[g.catalog().branches[static_cast<std::size_t>(p.branch)].name];
  end.deepest = deepest;
  if (end.died) end.killer = killer(g.run().death_cause);
  count_end(end, out);
  for (const auto& level : g.dungeon().levels)  // met and left alive, on any level
    if (level)
      for (const Monster& m : level->monsters) out.uniques_met += m.greeted;
  out.uniques_met += static_cast<int>(g.hero().uniques_slain.size());
  out.uniques_slain += static_cast<int>(g.hero().uniques_slain.size());
  for (const Breed& b : g.catalog().breeds)
    if (end.died && b.unique && g.run().death_cause.find(b.name) != std::string::npos)
      ++out.deaths_by_unique;
  if (g.dungeon().climb.begun) ++out.climbs;
  for (const auto& level : g.dungeon().levels)  // keepers alive and fighting: robbed or struck
    if (level)
      for (const Monster& m : level->monsters)
        out.angered_keepers += m.shop < 0 && g.catalog().breed_of(m).id == "shopkeeper";
  out.piety += g.hero().piety;
  out.gifts += g.hero().gifts_given;
  if (g.hero().piety < 0) ++out.angry;
}

std::string percent(int n, int of) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%d%%", of > 0 ? (100 * n + of / 2) / of : 0);
  return buf;
}

// The causes most often met first (ties by name), the first `most` of them as "a troll 12%".
std::string top_causes(const std::map<std::string, int>& by_cause, std::size_t most) {
  std::vector<std::pair<int, std::string>> causes;
  int all = 0;
  for (const auto& [who, n] : by_cause) causes.emplace_back(n, who), all += n;
  std::sort(causes.begin(), causes.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::string out;
  for (std::size_t i = 0; i < causes.size() && i < most; ++i)
    out += (i ? ", " : " ") + causes[i].second + " " + percent(causes[i].first, all);
  return out;
}

// One row of numbers by level, 1 to 12.
std::string by_level(const char* label, const std::array<std::string, kBalanceDepths>& cells) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "  %-17s", label);
  std::string row = buf;
  for (int d = 1; d < kBalanceDepths; ++d) {
    std::snprintf(buf, sizeof buf, "%6s", cells[static_cast<std::size_t>(d)].c_str());
    row += buf;
  }
  return row + "\n";
}

std::string one_decimal(double v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

void add_role_text(const RoleBalance& r, std::string& out) {
  char head[160];
  std::snprintf(head, sizeof head, "%s: %d games, %d wins, median deepest %d, level 5+ %s, 8+ %s\n",
                r.role.c_str(), r.games, r.wins, r.median_deepest(),
                percent(r.reached[5], r.games).c_str(), percent(r.reached[8], r.games).c_str());
  out += head;
  if (r.games > 0) {
    const double n = r.games;
    std::snprintf(head, sizeof head,
                  "  its god: %.1f powers called, %.1f offerings, %.1f gifts a game; piety at the "
                  "end %.0f on average, %s of games angry\n",
                  r.invoked / n, r.offered / n, r.gifts / n, static_cast<double>(r.piety) / n,
                  percent(r.angry, r.games).c_str());
    out += head;
    std::snprintf(head, sizeof head,
                  "  uniques: %.1f met and %.1f slain a game, %s of games died to one; %s took "
                  "the Amulet and began the climb\n",
                  r.uniques_met / n, r.uniques_slain / n,
                  percent(r.deaths_by_unique, r.games).c_str(), percent(r.climbs, r.games).c_str());
    out += head;
    std::snprintf(head, sizeof head, "  shops: %.2f payments a game; %d keepers left fighting\n",
                  r.purchases / n, r.angered_keepers);
    out += head;
    for (const auto& [name, entered] : r.branch_entered) {
      const auto died = r.branch_deaths.find(name), won = r.branch_trophies.find(name);
      std::snprintf(head, sizeof head,
                    "  %s: entered in %s of games; %d died there; trophy taken %d times\n",
                    name.c_str(), percent(entered, r.games).c_str(),
                    died == r.branch_deaths.end() ? 0 : died->second,
                    won == r.branch_trophies.end() ? 0 : won->second);
      out += head;
    }
  }
  if (r.stuck > 0)
    out += "  " + std::to_string(r.stuck) + " stopped: the bot took no turn in " +
           std::to_string(kIdleKeys) + " keys\n";
  std::array<std::string, kBalanceDepths> deepest, turns, found, used;
  for (int d = 1; d < kBalanceDepths; ++d) {
    const auto i = static_cast<std::size_t>(d);
    deepest[i] = percent(r.deepest[i], r.games);
    turns[i] = r.level_left[i] ? std::to_string(r.level_turns[i] / r.level_left[i]) : "-";
    found[i] = r.reached[i] ? one_decimal(static_cast<double>(r.found[i]) / r.reached[i]) : "-";
    used[i] = r.reached[i] ? one_decimal(static_cast<double>(r.used[i]) / r.reached[i]) : "-";
  }
  std::array<std::string, kBalanceDepths> levels;
  for (int d = 1; d < kBalanceDepths; ++d) levels[static_cast<std::size_t>(d)] = std::to_string(d);
  out += by_level("level", levels);
  out += by_level("deepest here", deepest);
  out += by_level("turns on it", turns);
  out += by_level("found there", found);
  out += by_level("used there", used);
  int died = 0;
  for (const auto& [who, n] : r.deaths) died += n;
  out += "  deaths (" + std::to_string(died) + "):" + top_causes(r.deaths, 8) + "\n";
  // The end game: of the games that reached the Amulet's level, how many carried it out.
  const int last = r.reached[kBalanceDepths - 1];
  if (last > 0) {
    out += "  on level " + std::to_string(kBalanceDepths - 1) + " (" + std::to_string(last) +
           " games): " + std::to_string(r.wins) + " won, " + std::to_string(r.lost_before_amulet) +
           " died there before taking the Amulet";
    if (r.lost_before_amulet > 0) out += " (" + top_causes(r.last_level_killers, 3).substr(1) + ")";
    out +=
        ", " + std::to_string(r.lost_with_amulet) + " died carrying it, " +
        std::to_string(r.lost_above) + " died above it without it, " +
        std::to_string(last - r.wins - r.lost_before_amulet - r.lost_with_amulet - r.lost_above) +
        " out of turns\n";
  }
  out += "\n";
}

}  // namespace

void count_end(const GameEnd& end, RoleBalance& out) {
  ++out.deepest[static_cast<std::size_t>(end.deepest)];
  for (int d = 1; d <= end.deepest; ++d) ++out.reached[static_cast<std::size_t>(d)];
  if (end.won) ++out.wins;
  if (!end.died) return;
  ++out.deaths[end.killer];
  if (end.carries_amulet) {
    ++out.lost_with_amulet;
  } else if (end.depth == gen::kDungeonDepth) {
    ++out.lost_before_amulet;
    ++out.last_level_killers[end.killer];
  } else if (end.deepest == gen::kDungeonDepth) {
    ++out.lost_above;
  }
}

int RoleBalance::median_deepest() const {
  int seen = 0;
  for (int d = 1; d < kBalanceDepths; ++d) {
    seen += deepest[static_cast<std::size_t>(d)];
    if (2 * seen >= games) return d;
  }
  return 1;
}

int RoleBalance::percent_reaching(int depth) const {
  return games > 0 ? 100 * reached[static_cast<std::size_t>(depth)] / games : 0;
}

std::vector<RoleBalance> play_balance(const Content& content, const BalanceRun& run) {
  std::vector<RoleBalance> out;
  const auto& roles = content.catalog.characters.roles;
  for (std::size_t r = 0; r < roles.size(); ++r) {
    RoleBalance b;
    b.role = roles[r].name;
    for (int i = 0; i < run.games_per_role; ++i)
      play_one(content, derive_seed(run.seed, static_cast<std::uint64_t>(i)), static_cast<int>(r),
               run.turns, b);
    out.push_back(std::move(b));
  }
  return out;
}

std::string balance_text(const std::vector<RoleBalance>& roles) {
  std::string out;
  RoleBalance all;
  all.role = "All roles";
  for (const RoleBalance& r : roles) {
    add_role_text(r, out);
    all.games += r.games;
    all.wins += r.wins;
    all.stuck += r.stuck;
    all.invoked += r.invoked, all.offered += r.offered, all.gifts += r.gifts;
    all.angry += r.angry, all.piety += r.piety;
    all.uniques_met += r.uniques_met, all.uniques_slain += r.uniques_slain;
    all.deaths_by_unique += r.deaths_by_unique, all.climbs += r.climbs;
    all.purchases += r.purchases, all.angered_keepers += r.angered_keepers;
    for (const auto& [k, v] : r.branch_entered) all.branch_entered[k] += v;
    for (const auto& [k, v] : r.branch_deaths) all.branch_deaths[k] += v;
    for (const auto& [k, v] : r.branch_trophies) all.branch_trophies[k] += v;
    for (std::size_t d = 0; d < kBalanceDepths; ++d) {
      all.deepest[d] += r.deepest[d];
      all.level_turns[d] += r.level_turns[d];
      all.level_left[d] += r.level_left[d];
      all.found[d] += r.found[d];
      all.used[d] += r.used[d];
      all.reached[d] += r.reached[d];
    }
    for (const auto& [who, n] : r.deaths) all.deaths[who] += n;
    all.lost_before_amulet += r.lost_before_amulet;
    all.lost_with_amulet += r.lost_with_amulet;
    all.lost_above += r.lost_above;
    for (const auto& [who, n] : r.last_level_killers) all.last_level_killers[who] += n;
  }
  add_role_text(all, out);
  int best = 0, worst = kBalanceDepths;
  for (const RoleBalance& r : roles) {
    best = std::max(best, r.median_deepest());
    worst = std::min(worst, r.median_deepest());
  }
  out += "Median deepest level by role: best " + std::to_string(best) + ", worst " +
         std::to_string(worst) + "\n";
  return out;
}

}  // namespace dg
