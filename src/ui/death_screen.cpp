#include "ui/death_screen.hpp"

#include <string>

#include "ui/app.hpp"
#include "ui/terminal.hpp"

namespace dg {

bool DeathScreen::handle(const Input& in, App& app) {
  if (in.key == Key::None) return false;
  app.to_title();
  return true;
}

void DeathScreen::draw(Terminal& term, const App& app) const {
  const Game& g = app.game();
  term.clear();
  const int top = term.height() / 2 - 5 > 0 ? term.height() / 2 - 5 : 0;
  const int left = term.width() / 2 - 20 > 0 ? term.width() / 2 - 20 : 0;
  switch (g.ending()) {
    case Ending::Won:
      term.print(left, top, "You climbed out of the dungeon with the Amulet!", colors::kHighlight);
      term.print(left, top + 2, "Score:   " + std::to_string(g.score()), colors::kText);
      break;
    case Ending::Escaped:
      term.print(left, top, "You left the dungeon without the Amulet.", colors::kText);
      term.print(left, top + 2, "Score:   " + std::to_string(g.score()), colors::kText);
      break;
    default:
      term.print(left, top, "You die...", colors::kWarning);
      term.print(left, top + 2, "Cause:   " + g.death_cause(), colors::kText);
      break;
  }
  term.print(left, top + 3, "Depth:   dungeon level " + std::to_string(g.depth()), colors::kText);
  term.print(left, top + 4, "Gold:    " + std::to_string(g.hero().gold), colors::kText);
  term.print(left, top + 5, "Turns:   " + std::to_string(g.turn()), colors::kText);
  term.print(left, top + 6, "Kills:   " + std::to_string(g.hero().kills), colors::kText);
  term.print(left, top + 8, "Press any key to begin a new game.", colors::kDim);
}

}  // namespace dg
