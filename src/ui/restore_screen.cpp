#include "ui/restore_screen.hpp"

#include <memory>

#include "ui/app.hpp"
#include "ui/character_creation.hpp"
#include "ui/terminal.hpp"

namespace dg {

bool RestoreFailedScreen::handle(const Input& in, App& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Char && in.ch == U'y') {
    app.set_aside_save();
    app.replace(std::make_unique<TitleScreen>());
  } else if (in.key == Key::Char && in.ch == U'q') {
    app.quit();
  } else {
    app.notify("Press y for a new game or q to quit.");
  }
  return true;
}

void RestoreFailedScreen::draw(Terminal& term, const App& app) const {
  term.print(1, 1, "Your saved game could not be restored.", colors::kWarning);
  term.print(1, 3, reason_, colors::kText);
  term.print(1, 5, "y - start a new game (the old save is kept aside as a backup)", colors::kText);
  term.print(1, 6, "q - quit", colors::kText);
  if (!app.notice().empty()) term.print(1, 8, app.notice(), colors::kHighlight);
}

}  // namespace dg
