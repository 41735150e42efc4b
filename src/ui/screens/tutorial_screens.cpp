#include "ui/screens/tutorial_screens.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

bool TutorialRecapScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::Enter || (in.key == Key::Char && in.ch == U'y')) {
    app.session().to_title();
    app.session().start(Character{});  // the game draws every trait from its seed
    return true;
  }
  if (in.key == Key::Char && in.ch == U't') {
    app.session().start_tutorial();
    return true;
  }
  if (in.key == Key::Escape || (in.key == Key::Char && in.ch == U'q')) {
    app.session().to_title();
    return true;
  }
  return false;
}

void TutorialRecapScreen::draw(Terminal& term, const ScreenContext& app) const {
  term.clear();
  const TutorialBook& book = app.content().tutorial;
  const int width = std::max(10, term.width() - 4);
  std::vector<std::pair<std::string, Color>> lines;
  auto add = [&](const std::string& text, Color fg, int indent) {
    for (std::string& l : wrap_text(text, width - indent))
      lines.push_back({std::string(static_cast<std::size_t>(indent), ' ') + l, fg});
  };
  add(book.recap_title, colors::kHighlight, 0);
  add(app.settings().touch_keys() ? book.phone_recap_intro : book.recap_intro, colors::kText, 0);
  lines.push_back({"", colors::kText});
  if (const TutorialRun* t = app.session().tutorial())
    for (const std::string& r : t->recap(app.settings().keys(), app.settings().touch_keys()))
      add(r, colors::kHint, 2);
  lines.push_back({"", colors::kText});
  for (const std::string& c : book.recap_choices) add(c, colors::kWhite, 0);
  // Taller than the screen: the first lines give way, so the choices always show.
  const int rows = static_cast<int>(lines.size());
  const int skip = std::max(0, rows - term.height());
  const int top = std::max(0, (term.height() - rows) / 2);
  for (int i = skip; i < rows; ++i)
    term.print(2, top + i - skip, lines[static_cast<std::size_t>(i)].first,
               lines[static_cast<std::size_t>(i)].second);
}

}  // namespace dg
