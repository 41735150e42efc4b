#include "ui/elsewhere_screen.hpp"

#include "ui/app.hpp"
#include "ui/terminal.hpp"
#include "ui/text_wrap.hpp"

namespace dg {

bool ElsewhereScreen::handle(const Input& in, App& app) {
  if (in.key != Key::Char) return in.key != Key::None;
  if (in.ch == U't' || in.ch == U'r') {
    app.take_over();
  } else if (in.ch == U'q') {
    app.quit();
  } else {
    app.notify(app.take_over_steals() ? "Press t to take the game over here, or q to quit."
                                      : "Press r to try again, or q to quit.");
  }
  return true;
}

void ElsewhereScreen::draw(Terminal& term, const App& app) const {
  int row = 1;
  // Each sentence wrapped to the screen, so a long reason is never cut off.
  auto line = [&](const std::string& text, Color c) {
    for (const std::string& l : wrap_text(text, term.width() - 2)) term.print(1, row++, l, c);
  };
  if (taken_) {
    line("This game was taken over by another tab or window.", colors::kWarning);
    ++row;
    line("It goes on there; nothing more is played or saved here.", colors::kText);
  } else {
    line("This game is being played in another tab or window.", colors::kWarning);
    ++row;
    line("A run is played in one place at a time, so this one does not", colors::kText);
    line("play or save it.", colors::kText);
  }
  ++row;
  if (app.take_over_steals())
    line("t - take it over here (the other stops; what it saved is kept)", colors::kText);
  else
    line("r - try again (once the other window is closed)", colors::kText);
  line("q - quit", colors::kText);
  if (!app.notice().empty()) {
    ++row;
    line(app.notice(), colors::kHighlight);
  }
}

}  // namespace dg
