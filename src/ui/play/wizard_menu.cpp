#include "ui/play/wizard_menu.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/actor/breed.hpp"
#include "core/item/item.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/widgets/prompts.hpp"
#include "ui/widgets/text_prompt.hpp"

namespace dg {

namespace {
// Replaces the menu with a prompt for a name; `find` turns it into the command's argument.
// `find` looks the name up in the catalog (a breed or an item kind).
void ask_name(ScreenContext& app, const char* question, const char* what,
              int (Catalog::*find)(std::string_view) const, Command (*make)(int)) {
  app.screens().pop();
  app.screens().push(
      std::make_unique<TextPrompt>(question, [=](ScreenContext& a, const std::string& name) {
        const int index = (a.content().catalog.*find)(name);
        if (index < 0) return "There is no " + std::string(what) + " called '" + name + "'.";
        a.apply(make(index));
        return std::string();
      }));
}
}  // namespace

bool WizardMenu::handle(const Input& in, ScreenContext& app) {
  using K = Command::Kind;
  if (in.key != Key::Char) {
    if (in.key == Key::Escape) app.screens().pop();
    return true;
  }
  switch (in.ch) {
    case U'a':
      app.screens().pop();
      app.apply(Command::of(K::WizardToggleMap));
      break;
    case U'b':
      app.screens().pop();
      app.apply(Command::of(K::WizardToggleWalls));
      break;
    case U'c':
      app.screens().pop();
      app.screens().push(std::make_unique<NumberPrompt>(
          "Jump to which level (1-" + std::to_string(app.game().dungeon().bottom()) +
              (app.game().dungeon().bottom() > app.game().dungeon().main
                   ? ", branches past " + std::to_string(app.game().dungeon().main)
                   : std::string()) +
              ")?",
          Command::jump, 1, app.game().dungeon().bottom()));
      break;
    case U'd':
      app.screens().pop();
      app.apply(Command::of(K::WizardImmortal));
      break;
    case U'e':
      ask_name(app, "Summon which monster?", "monster", &Catalog::find_breed, Command::summon);
      break;
    case U'f':
      ask_name(app, "Create which item?", "item", &Catalog::find_item, Command::create);
      break;
    case U'g':
      app.screens().pop();
      app.apply(Command::of(K::WizardLevel));
      break;
    case U'h':
      app.screens().pop();
      app.apply(Command::of(K::WizardPiety));
      break;
    default: app.notices().notify("Pick a letter from the list (Escape closes)."); break;
  }
  return true;
}

void WizardMenu::draw(Terminal& term, const ScreenContext& app) const {
  const Wizard& w = app.game().wizard();
  auto on_off = [](bool on) { return std::string(on ? " (on)" : " (off)"); };
  const std::vector<std::string> lines = {"Wizard mode",
                                          "",
                                          "a - see the whole level" + on_off(w.see_all),
                                          "b - walk through walls" + on_off(w.through_walls),
                                          "c - jump to a dungeon level",
                                          "d - immortality" + on_off(w.immortal),
                                          "e - summon a monster by name",
                                          "f - create an item by name",
                                          "g - gain an experience level",
                                          "h - 50 piety more",
                                          "",
                                          "Escape - close"};
  constexpr Color kMenuPanel{20, 20, 40};
  const int x = 2, y = 2, rows = static_cast<int>(lines.size());
  int width = 0;
  for (const std::string& l : lines) width = std::max(width, static_cast<int>(l.size()));
  for (int row = -1; row <= rows; ++row)
    for (int col = -1; col <= width + 1; ++col)
      term.put(x + col, y + row, U' ', colors::kText, kMenuPanel);
  for (int i = 0; i < rows; ++i)
    term.print(x, y + i, lines[static_cast<std::size_t>(i)],
               i == 0 ? colors::kHighlight : colors::kText, kMenuPanel);
}

}  // namespace dg
