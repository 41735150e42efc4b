#include "ui/screens/elsewhere_screen.hpp"

#include <utility>

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

bool ElsewhereScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key != Key::Char) return in.key != Key::None;
  const bool older = app.session().kept_runs() && app.session().kept_runs()->older_engine();
  if (in.ch == U't' || in.ch == U'r') {
    if (std::string said = app.services().take_over(); !said.empty())
      app.notices().notify(std::move(said));
  } else if (in.ch == U'n' && older) {
    app.session().kept_runs()->play_current();
  } else if (in.ch == U'q') {
    app.quit();
  } else {
    app.notices().notify(app.services().take_over_steals()
                             ? "Press t to take the game over here, or q to quit."
                             : "Press r to try again, or q to quit.");
  }
  return true;
}

void ElsewhereScreen::draw(Terminal& term, const ScreenContext& app) const {
  TextColumn text(term);
  if (taken_) {
    text.line("This game was taken over by another tab or window.", colors::kWarning);
    text.gap();
    text.line("It goes on there; nothing more is played or saved here.", colors::kText);
  } else {
    text.line("This game is being played in another tab or window.", colors::kWarning);
    text.gap();
    text.line("A run is played in one place at a time, so this one does not play or save it.",
              colors::kText);
  }
  text.gap();
  if (app.services().take_over_steals())
    text.choice("t - take it over here (the other stops; what it saved is kept)", colors::kText);
  else
    text.choice("r - try again (once the other window is closed)", colors::kText);
  // An earlier engine, loaded for the run the other tab plays: a new run here is played
  // under the current rules (in a slot of its own, so neither run touches the other).
  if (app.session().kept_runs() && app.session().kept_runs()->older_engine())
    text.choice("n - a new game under the current rules (the run there stays as it is)",
                colors::kText);
  text.choice("q - quit", colors::kText);
}

}  // namespace dg
