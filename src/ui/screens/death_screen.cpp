#include "ui/screens/death_screen.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>

#include "core/save.hpp"
#include "core/world/places.hpp"
#include "ui/screens/daily_card.hpp"
#include "ui/screens/morgue.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"
#include "ui/widgets/text_pager.hpp"

namespace dg {

namespace {

std::string plural(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace

std::string run_story(const ScreenContext& app) {
  const Game& g = app.game();
  const std::string who =
      "You, a " + app.content().catalog.characters.describe(g.hero().who) + ", went down to ";
  const int deepest = g.dungeon().deepest_entered();
  const std::string tally = plural(g.turn(), "turn", "turns") + ", " +
                            plural(g.hero().kills, "kill", "kills") + ", " +
                            plural(g.hero().gold, "gold piece", "gold pieces") + ".";
  if (g.run().ending == Ending::Won)
    return who + "dungeon level " + std::to_string(deepest) +
           ", took the Amulet of the Deep from its depths and carried it up " +
           plural(deepest, "staircase", "staircases") + " into the daylight: " + tally;
  return who + "dungeon level " + std::to_string(deepest) +
         " and came back up the stairs of level 1 without the Amulet: " + tally;
}

bool DeathScreen::handle(const Input& in, ScreenContext& app) {
  // Only the keys it lists: a run's record is never skipped by a key typed in haste.
  if (in.key != Key::Char || in.repeat) return false;
  const std::string stem = "deepglyph-" + std::to_string(app.game().run().seed);
  if (in.ch == U'r')
    app.notices().notify(app.services().offer_file(
        stem + "-replay.json", encode_save(app.game())));  // a save that has ended
  else if (in.ch == U'l' && app.services().can_share_links())
    app.notices().notify(app.services().share_link(encode_save(app.game())));
  else if (in.ch == U'c' && daily_card(app.game()))
    app.notices().notify(app.services().copy_text("the result card", *daily_card(app.game())));
  else if (in.ch == U'd')
    app.notices().notify(
        app.services().offer_file(stem + "-morgue.txt", morgue_text(app.content(), app.game())));
  else if (in.ch == U'm' || (in.ch == U'p' && in.ctrl))  // as in play (a phone's msgs key)
    app.screens().push(std::make_unique<TextPager>("Messages", message_history(app.game()), true));
  else if (in.ch == U'n')
    app.session().to_title();
  else
    app.notices().notify(std::string("Press n for a new game, or ") +
                         (app.services().can_share_links() ? "r, l" : "r") +
                         (daily_card(app.game()) ? ", c" : "") + " or d to keep this run.");
  return true;
}

void DeathScreen::draw(Terminal& term, const ScreenContext& app) const {
  const Game& g = app.game();
  term.clear();
  const int top = term.height() / 2 - 11 > 1 ? term.height() / 2 - 11 : 1;  // room for scores
  const int left = term.width() / 2 - 20 > 0 ? term.width() / 2 - 20 : 0;
  // The score is the gold found in the dungeon: what the hero began with does not count.
  const int began = g.hero().start_gold;
  // Every line wraps within the screen (a phone's 40-odd columns), its later rows indented
  // under its text; each entry starts with its key, so a tap on it (ui/menu_tap) presses it.
  const int width = std::max(10, term.width() - left - 1);
  int row = top;
  auto put = [&](const std::string& text, Color color, int indent) {
    const auto lines = wrap_text(text, width - indent);
    for (std::size_t i = 0; i < lines.size(); ++i)
      term.print(left + (i == 0 ? 0 : indent), row++, lines[i], color);
  };
  switch (g.run().ending) {
    case Ending::Won:
      put("You climbed out of the dungeon with the Amulet!", colors::kHighlight, 0);
      put(run_story(app), colors::kWhite, 0);
      ++row;
      put("Score:   " + std::to_string(score(g)) + " (gold found, doubled)", colors::kText, 9);
      break;
    case Ending::Escaped:
      put("You left the dungeon without the Amulet.", colors::kText, 0);
      put(run_story(app), colors::kText, 0);
      ++row;
      put("Score:   " + std::to_string(score(g)) + " (the gold you found)", colors::kText, 9);
      break;
    default:
      // A run given up (`!`) is a death by quitting, as NetHack's, told as what it was.
      put(g.run().death_cause == "quit" ? "You gave up the run." : "You die...", colors::kWarning,
          0);
      put("Cause:   " + g.run().death_cause, colors::kText, 9);
      put("Score:   " + std::to_string(score(g)) + " (the gold you found)", colors::kText, 9);
      break;
  }
  std::string depth = "Depth:   " + here_name(g);
  if (g.dungeon().deepest_entered() > g.dungeon().danger(g.depth()))
    depth += " (deepest " + std::to_string(g.dungeon().deepest_entered()) + ")";
  put(depth, colors::kText, 9);
  if (const std::string won = trophies_taken(g); !won.empty())
    put("Trophies: " + won, colors::kText, 9);
  std::string gold = "Gold:    " + std::to_string(g.hero().gold);
  if (began > 0) gold += " (" + std::to_string(began) + " of it you began with)";
  put(gold, colors::kText, 9);
  put("Turns:   " + std::to_string(g.turn()), colors::kText, 9);
  put("Kills:   " + std::to_string(g.hero().kills), colors::kText, 9);
  if (g.wizard().enabled) put("Wizard mode: not entered in the high scores.", colors::kDim, 0);
  row = std::max(row, top + 8);
  put("r - download this run as a replay", colors::kText, 4);
  if (app.services().can_share_links())
    put("l - copy a link that plays this run (to share it)", colors::kText, 4);
  if (daily_card(g)) put("c - copy today's result card", colors::kText, 4);
  put("d - download the morgue record (the run in words)", colors::kText, 4);
  put("m - the messages of the run", colors::kText, 4);
  put("n - a new game", colors::kText, 4);
  // The high scores, this run picked out: from the edge, the lines are long.
  const auto& table = app.session().scores().table();
  row = std::max(row + 1, top + 14);
  if (!table.empty() && row < term.height())
    term.print(2, row++, "High scores", colors::kHighlight);
  for (std::size_t i = 0; i < table.size() && row < term.height(); ++i) {
    const ScoreEntry& e = table[i];
    const std::string line = std::to_string(i + 1) + ". " + std::to_string(e.score) + "  " + e.who +
                             ", " + score_end_text(e);
    const Color color =
        static_cast<int>(i) == app.session().scores().last_rank() ? colors::kWhite : colors::kDim;
    const auto lines = wrap_text(line, std::max(10, term.width() - 3 - 4));
    for (std::size_t j = 0; j < lines.size() && row < term.height(); ++j)
      term.print(j == 0 ? 2 : 6, row++, lines[j], color);
  }
}

}  // namespace dg
