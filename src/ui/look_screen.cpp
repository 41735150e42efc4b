#include "ui/look_screen.hpp"

#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/camera.hpp"
#include "ui/describe.hpp"
#include "ui/keymap.hpp"
#include "ui/play_screen.hpp"
#include "ui/terminal.hpp"

namespace dg {

bool LookScreen::handle(const Input& in, App& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape || in.key == Key::Enter ||
      (in.key == Key::Char && (in.ch == U'x' || in.ch == U';' || in.ch == U'q'))) {
    app.pop();
    return true;
  }
  if (auto d = direction_for(in)) {
    const Vec next = cursor_ + offset(*d);
    if (app.game().level().contains(next)) cursor_ = next;
  }
  return true;
}

void LookScreen::draw(Terminal& term, const App& app) const {
  const Game& g = app.game();
  const int rows =
      PlayScreen::map_rows(term.height(), static_cast<int>(bottom_lines(g, term.width()).size()));
  const Vec origin =
      camera_origin({g.level().width(), g.level().height()}, {term.width(), rows}, g.player());
  const Vec at = cursor_ - origin;
  if (at.x >= 0 && at.x < term.width() && at.y >= 0 && at.y < rows) {
    Cell c = term.at(at.x, PlayScreen::kTopRows + at.y);  // the cell, drawn inverted
    term.put(at.x, PlayScreen::kTopRows + at.y, c.glyph == U' ' ? U'_' : c.glyph, colors::kBlack,
             colors::kHighlight);
  }
  std::string line = "Look: " + describe_cell(g, cursor_);
  if (cursor_ != g.player()) line += " (" + direction_words(g.player(), cursor_) + ")";
  line += ".  Move the cursor; Escape ends.";
  term.print(0, 0, std::string(static_cast<std::size_t>(term.width()), ' '), colors::kText);
  term.print(0, 0, line, colors::kHighlight);
}

}  // namespace dg
