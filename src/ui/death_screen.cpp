#include "ui/death_screen.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "core/save.hpp"
#include "ui/app.hpp"
#include "ui/daily_card.hpp"
#include "ui/morgue.hpp"
#include "ui/terminal.hpp"
#include "ui/text_wrap.hpp"

namespace dg {

bool DeathScreen::handle(const Input& in, App& app) {
  // Only the keys it lists: a run's record is never skipped by a key typed in haste.
  if (in.key != Key::Char || in.repeat) return false;
  const std::string stem = "deepglyph-" + std::to_string(app.game().seed());
  if (in.ch == U'r')
    app.offer_file(stem + "-replay.json", encode_save(app.game()));  // a save that has ended
  else if (in.ch == U'l' && app.can_share_links())
    app.share_link(encode_save(app.game()));
  else if (in.ch == U'c' && daily_card(app.game()))
    app.copy_text("the result card", *daily_card(app.game()));
  else if (in.ch == U'm')
    app.offer_file(stem + "-morgue.txt", morgue_text(app.content(), app.game()));
  else if (in.ch == U'n')
    app.to_title();
  else
    app.notify(std::string("Press n for a new game, or ") + (app.can_share_links() ? "r, l" : "r") +
               (daily_card(app.game()) ? ", c" : "") + " or m to keep this run.");
  return true;
}

void DeathScreen::draw(Terminal& term, const App& app) const {
  const Game& g = app.game();
  term.clear();
  const int top = term.height() / 2 - 11 > 1 ? term.height() / 2 - 11 : 1;  // room for scores
  const int left = term.width() / 2 - 20 > 0 ? term.width() / 2 - 20 : 0;
  // The score is the gold found in the dungeon: what the hero began with does not count.
  const int began = g.hero().start_gold;
  switch (g.ending()) {
    case Ending::Won:
      term.print(left, top, "You climbed out of the dungeon with the Amulet!", colors::kHighlight);
      term.print(left, top + 2, "Score:   " + std::to_string(g.score()) + " (gold found, doubled)",
                 colors::kText);
      break;
    case Ending::Escaped:
      term.print(left, top, "You left the dungeon without the Amulet.", colors::kText);
      term.print(left, top + 2, "Score:   " + std::to_string(g.score()) + " (the gold you found)",
                 colors::kText);
      break;
    default:
      term.print(left, top, "You die...", colors::kWarning);
      term.print(left, top + 1, "Cause:   " + g.death_cause(), colors::kText);
      term.print(left, top + 2, "Score:   " + std::to_string(g.score()) + " (the gold you found)",
                 colors::kText);
      break;
  }
  std::string depth = "Depth:   dungeon level " + std::to_string(g.depth());
  if (g.max_depth_reached() > g.depth())
    depth += " (deepest " + std::to_string(g.max_depth_reached()) + ")";
  term.print(left, top + 3, depth, colors::kText);
  std::string gold = "Gold:    " + std::to_string(g.hero().gold);
  if (began > 0) gold += " (" + std::to_string(began) + " of it you began with)";
  term.print(left, top + 4, gold, colors::kText);
  term.print(left, top + 5, "Turns:   " + std::to_string(g.turn()), colors::kText);
  term.print(left, top + 6, "Kills:   " + std::to_string(g.hero().kills), colors::kText);
  if (g.wizard().enabled)
    term.print(left, top + 7, "Wizard mode: not entered in the high scores.", colors::kDim);
  // Each written as an entry so a tap on it (ui/menu_tap) presses its key.
  int row = top + 8;
  term.print(left, row++, "r - download this run as a replay", colors::kText);
  if (app.can_share_links())
    term.print(left, row++, "l - copy a link that plays this run (to share it)", colors::kText);
  if (daily_card(g)) term.print(left, row++, "c - copy today's result card", colors::kText);
  term.print(left, row++, "m - download the morgue record (the run in words)", colors::kText);
  term.print(left, row++, "n - a new game", colors::kText);
  // The notice wraps under the list: a link's or a card's report can be long.
  ++row;
  std::string_view rest = app.notice();
  while (!rest.empty()) {  // line by line (a card that could not be copied is shown whole)
    const std::size_t end = std::min(rest.find('\n'), rest.size());
    for (const std::string& line : wrap_text(rest.substr(0, end), term.width() - left - 1))
      term.print(left, row++, line, colors::kHighlight);
    rest.remove_prefix(std::min(end + 1, rest.size()));
  }
  // The high scores, this run picked out.
  const auto& table = app.high_scores();
  row = std::max(row + 1, top + 14);
  if (!table.empty() && row < term.height())
    term.print(2, row++, "High scores", colors::kHighlight);
  for (std::size_t i = 0; i < table.size() && row < term.height(); ++i, ++row) {
    const ScoreEntry& e = table[i];
    const std::string line = std::to_string(i + 1) + ". " + std::to_string(e.score) + "  " + e.who +
                             ", " + score_end_text(e);
    term.print(2, row, line,  // from the edge: the lines are long
               static_cast<int>(i) == app.last_rank() ? colors::kWhite : colors::kDim);
  }
}

}  // namespace dg
