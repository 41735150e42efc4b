#include "ui/screens/daily_card.hpp"

#include <cstdio>

#include "core/rules.hpp"
#include "core/world/places.hpp"
#include "ui/shell/version.hpp"

namespace dg {

std::optional<std::string> daily_date(std::uint64_t seed) {
  const std::uint64_t y = seed / 10000, m = seed / 100 % 100, d = seed % 100;
  if (y < 2000 || y > 9999 || m < 1 || m > 12 || d < 1) return std::nullopt;
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (d > static_cast<std::uint64_t>(kDays[m - 1] + (m == 2 && leap ? 1 : 0))) return std::nullopt;
  char text[16];
  std::snprintf(text, sizeof text, "%04u-%02u-%02u", static_cast<unsigned>(y),
                static_cast<unsigned>(m), static_cast<unsigned>(d));
  return std::string(text);
}

std::optional<std::string> daily_card(const Game& g) {
  const auto date = daily_date(g.run().seed);
  if (!date || !g.run().over) return std::nullopt;
  std::string end;
  switch (g.run().ending) {
    case Ending::Won: end = "climbed out with the Amulet"; break;
    case Ending::Escaped: end = "left the dungeon without the Amulet"; break;
    default: end = g.run().death_cause; break;
  }
  std::string depth = here_name(g);
  if (g.dungeon().deepest_entered() > g.dungeon().danger(g.depth()))
    depth += " (deepest " + std::to_string(g.dungeon().deepest_entered()) + ")";
  std::string card = "Deepglyph daily " + *date + "\n";
  card += g.catalog().characters.describe(g.hero().who) + "\n";
  card +=
      depth + ", " + std::to_string(g.turn()) + " turns, score " + std::to_string(score(g)) + "\n";
  card += end + "\n";
  if (const std::string won = trophies_taken(g); !won.empty()) card += "trophies: " + won + "\n";
  if (g.wizard().enabled) card += "(wizard mode: not a real run)\n";
  card += std::string("Deepglyph ") + game_version() + " (rules " + rules_name(rules_id()) +
          "), ?seed=daily";
  return card;
}

}  // namespace dg
