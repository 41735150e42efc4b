#include "ui/screens/unsaved_quit_screen.hpp"

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

bool UnsavedQuitScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Char && in.ch == U'q') {
    app.quit();
  } else {
    app.screens().pop();
    app.notices().notify("Still not saved. S tries again; the save folder must be writable.");
  }
  return true;
}

void UnsavedQuitScreen::draw(Terminal& term, const ScreenContext&) const {
  term.clear();
  TextColumn text(term);
  text.line("Your game could not be saved, so closing now would lose it.", colors::kWarning);
  text.gap();
  text.line(why_, colors::kText);
  text.gap();
  text.choice("q - close anyway (this run is lost)", colors::kText);
  text.choice("any other key - go back to the game", colors::kText);
}

}  // namespace dg
