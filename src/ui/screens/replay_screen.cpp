#include "ui/screens/replay_screen.hpp"

#include <string>

#include "ui/play/play_screen.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

void ReplayScreen::step(ScreenContext& app, std::size_t n) {
  const bool before_end = next_ < commands_.size();
  for (; n > 0 && next_ < commands_.size(); --n)
    app.session().mutable_game().apply(commands_[next_++]);
  if (before_end && next_ == commands_.size() && !astray_.empty())
    app.notices().notify("This replay did not reach the game it recorded: " + astray_ +
                         ". It was changed, or made by a build whose rules differ.");
}

bool ReplayScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Enter) {
    step(app, commands_.size());
  } else if (in.key == Key::Char && (in.ch == U' ' || in.ch == U'.')) {
    step(app, 1);
  } else if (in.key == Key::Char && in.ch == U'f') {
    step(app, 50);
  } else if ((in.key == Key::Char && in.ch == U'q') || in.key == Key::Escape) {
    app.session().end_replay();
  } else {
    app.notices().notify("Replay: space steps, f jumps 50, Enter goes to the end, q leaves.");
  }
  return true;
}

void ReplayScreen::draw(Terminal& term, const ScreenContext& app) const {
  PlayScreen().draw(term, app);
  // The message line as far as it fits: stepping is the replay's own way on (there is no
  // --More-- to answer here).
  term.blank_row(0);
  term.print(0, 0, message_line(app.game()), colors::kText);
  // The key reminder row becomes the replay's own line.
  const int row = term.height() - 1;
  term.blank_row(row);
  const std::string where = "Replay " + std::to_string(next_) + "/" +
                            std::to_string(commands_.size()) +
                            (next_ < commands_.size() ? ""
                             : astray_.empty()        ? " (the end)"
                                                      : " (the end: not the game it recorded)") +
                            ": space step  f +50  Enter to the end  q leave";
  term.print(0, row, where, colors::kHighlight);
}

}  // namespace dg
