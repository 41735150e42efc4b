// deepglyph-bot: plays many seeded games with the bot and checks the invariants after every
// turn. Prints a summary (and every broken invariant with its seed and turn); exits non-zero
// when anything broke. Usage:
//   deepglyph-bot [--games N] [--turns T] [--seed S] [--first G] [--style random|goal|both]
//                 [--round-trip-every K]
//   deepglyph-bot --balance N [--turns T] [--seed S]
//   deepglyph-bot --seed-catalog S
// The second form is the balance report (bot/balance.hpp): N goal-directed games per role of
// up to T turns (default 20000), printed per role and for all. The third prints what every
// level of seed S holds (core/gen/seed_catalog.hpp), without playing.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bot/balance.hpp"
#include "bot/bot.hpp"
#include "content/content.hpp"
#include "core/gen/seed_catalog.hpp"
#include "core/rng.hpp"

namespace {

bool read_number(const char* text, long long& out) {
  char* end = nullptr;
  out = std::strtoll(text, &end, 10);
  return end && *end == '\0' && out >= 0;
}

}  // namespace

int main(int argc, char** argv) {
  long long games = 100, first = 0, seed = 1, balance = 0, catalog_seed = -1;
  bool turns_given = false;
  std::string style = "both";
  dg::BotRun run;
  for (int i = 1; i < argc; i += 2) {  // every option takes a value
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    long long n = 0;
    if (a == "--style" && v) {
      style = v;
    } else if (v && read_number(v, n) &&
               (a == "--games" || a == "--turns" || a == "--seed" || a == "--first" ||
                a == "--round-trip-every" || a == "--balance" || a == "--seed-catalog")) {
      if (a == "--balance") balance = n;
      if (a == "--seed-catalog") catalog_seed = n;
      if (a == "--turns") turns_given = true;
      if (a == "--games") games = n;
      if (a == "--turns") run.turns = static_cast<int>(n);
      if (a == "--seed") seed = n;
      if (a == "--first") first = n;
      if (a == "--round-trip-every") run.round_trip_every = static_cast<int>(n);
    } else {
      std::fprintf(stderr,
                   "deepglyph-bot: bad option '%s %s' (see the comment atop bot_main.cpp)\n",
                   a.c_str(), v ? v : "");
      return 2;
    }
  }
  if (style != "random" && style != "goal" && style != "both") {
    std::fprintf(stderr, "deepglyph-bot: --style is random, goal or both\n");
    return 2;
  }
  const auto loaded = dg::load_content();
  if (!loaded) {
    std::fprintf(stderr, "deepglyph-bot: bad game data: %s\n", loaded.error().c_str());
    return 1;
  }
  const dg::Content& content = loaded.value();
  if (catalog_seed >= 0) {
    const auto seed_u = static_cast<std::uint64_t>(catalog_seed);
    const auto levels = dg::seed_catalog(content.catalog, seed_u);
    if (!levels) {
      std::fprintf(stderr, "deepglyph-bot: %s\n", levels.error().c_str());
      return 1;
    }
    std::fputs(dg::seed_catalog_text(seed_u, levels.value()).c_str(), stdout);
    return 0;
  }
  if (balance > 0) {
    dg::BalanceRun b;
    b.games_per_role = static_cast<int>(balance);
    if (turns_given) b.turns = run.turns;
    b.seed = static_cast<std::uint64_t>(seed);
    std::printf(
        "Balance report: %lld goal-directed games per role, up to %d turns each, seed %lld\n\n",
        balance, b.turns, seed);
    std::fputs(dg::balance_text(dg::play_balance(content, b)).c_str(), stdout);
    return 0;
  }
  const auto t0 = std::chrono::steady_clock::now();
  long long turns = 0, keys = 0, deaths = 0, wins = 0, kills = 0, broken = 0;
  // Every game's final state hash, summed: equal sums mean (all but certainly) equal games.
  std::uint64_t states = 0;
  int deepest = 1;
  for (long long g = first; g < first + games; ++g) {
    const dg::BotStyle s = style == "random" ? dg::BotStyle::Random
                           : style == "goal" ? dg::BotStyle::Goal
                           : (g % 2 == 0)    ? dg::BotStyle::Goal
                                             : dg::BotStyle::Random;
    const std::uint64_t game_seed =
        dg::derive_seed(static_cast<std::uint64_t>(seed), static_cast<std::uint64_t>(g));
    const dg::GameReport r = dg::play_bot_game(content, game_seed, s, run);
    turns += r.turns;
    keys += r.keys;
    deaths += r.died;
    wins += r.won;
    kills += r.kills;
    states += r.state;
    deepest = std::max(deepest, r.depth);
    for (const std::string& p : r.problems) {
      ++broken;
      std::printf("BROKEN seed %llu (%s game %lld): %s\n",
                  static_cast<unsigned long long>(game_seed),
                  s == dg::BotStyle::Goal ? "goal" : "random", g, p.c_str());
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf(
      "bot: %lld games (from %lld), %lld turns, %lld keys, %lld deaths, %lld wins, %lld kills, "
      "deepest level %d, states %016llx, %lld broken invariants, %.1f s (%.0f turns/s)\n",
      games, first, turns, keys, deaths, wins, kills, deepest,
      static_cast<unsigned long long>(states), broken, secs,
      secs > 0 ? static_cast<double>(turns) / secs : 0.0);
  return broken == 0 ? 0 : 1;
}
