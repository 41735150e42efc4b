#include "ui/wizard_menu.hpp"

#include <memory>

#include "ui/app.hpp"
#include "ui/prompts.hpp"
#include "ui/terminal.hpp"

namespace dg {

bool WizardMenu::handle(const Input& in, App& app) {
  using K = Command::Kind;
  if (in.key != Key::Char) {
    if (in.key == Key::Escape) app.pop();
    return true;
  }
  switch (in.ch) {
    case U'a':
      app.pop();
      app.apply(Command::of(K::WizardToggleMap));
      break;
    case U'b':
      app.pop();
      app.apply(Command::of(K::WizardToggleWalls));
      break;
    case U'c':
      app.pop();
      app.push(std::make_unique<NumberPrompt>(
          "Jump to which dungeon level (1-" + std::to_string(app.game().max_depth()) + ")?",
          Command::of(K::WizardJump), 1, app.game().max_depth()));
      break;
    default: app.notify("Pick a, b or c (Escape closes)."); break;
  }
  return true;
}

void WizardMenu::draw(Terminal& term, const App& app) const {
  const Wizard& w = app.game().wizard();
  const int x = 2, y = 2;
  const char* lines[] = {
      "Wizard mode",
      "",
      w.see_all ? "a - see the whole level (on)" : "a - see the whole level (off)",
      w.through_walls ? "b - walk through walls (on)" : "b - walk through walls (off)",
      "c - jump to a dungeon level",
      "",
      "Escape - close"};
  int width = 0;
  for (const char* l : lines) width = std::max(width, static_cast<int>(std::string(l).size()));
  for (int row = -1; row <= 7; ++row)
    for (int col = -1; col <= width + 1; ++col)
      term.put(x + col, y + row, U' ', colors::kText, {20, 20, 40});
  for (int i = 0; i < 7; ++i)
    term.print(x, y + i, lines[i], i == 0 ? colors::kHighlight : colors::kText, {20, 20, 40});
  if (!app.notice().empty()) term.print(x, y + 8, app.notice(), colors::kWarning, {20, 20, 40});
}

}  // namespace dg
