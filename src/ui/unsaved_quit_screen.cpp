#include "ui/unsaved_quit_screen.hpp"

#include "ui/app.hpp"
#include "ui/terminal.hpp"
#include "ui/text_wrap.hpp"

namespace dg {

bool UnsavedQuitScreen::handle(const Input& in, App& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Char && in.ch == U'q') {
    app.quit();
  } else {
    app.pop();
    app.notify("Still not saved. S tries again; the save folder must be writable.");
  }
  return true;
}

void UnsavedQuitScreen::draw(Terminal& term, const App&) const {
  term.clear();
  int row = 1;
  auto line = [&](const std::string& text, Color c) {
    for (const std::string& l : wrap_text(text, term.width() - 2)) term.print(1, row++, l, c);
  };
  line("Your game could not be saved, so closing now would lose it.", colors::kWarning);
  ++row;
  line(why_, colors::kText);
  ++row;
  line("q - close anyway (this run is lost)", colors::kText);
  line("any other key - go back to the game", colors::kText);
}

}  // namespace dg
