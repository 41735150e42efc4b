#include "ui/widgets/text_prompt.hpp"

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/utf8.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

bool TextPrompt::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::Escape) {
    app.screens().pop();
    app.notices().notify("Never mind.");
    return true;
  }
  if (in.key == Key::Backspace) {
    if (!typed_.empty()) typed_.pop_back();
    return true;
  }
  if (in.key == Key::Enter) {
    const OnEnter on_enter = on_enter_;  // the screen is popped before the callback runs
    const std::string text = typed_;
    app.screens().pop();
    const std::string problem = on_enter(app, text);
    if (!problem.empty()) app.notices().notify(problem);
    return true;
  }
  if (in.key == Key::Char && !in.ctrl && in.ch >= 0x20 && in.ch < 0x7f &&
      typed_.size() < kMaxLength)
    typed_ += static_cast<char>(in.ch);
  return true;
}

void TextPrompt::draw(Terminal& term, const ScreenContext&) const {
  const std::string q = question_ + " " + typed_ + "_";
  term.blank_row(0);
  term.print(0, 0, q, colors::kHighlight);
}

}  // namespace dg
