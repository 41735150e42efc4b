#include "ui/play_screen.hpp"

#include <string>

#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/appearance.hpp"
#include "ui/camera.hpp"
#include "ui/keymap.hpp"
#include "ui/terminal.hpp"

namespace dg {

namespace {

void draw_map(Terminal& term, const Game& game, int top, int rows) {
  const Level& level = game.level();
  const Vec origin =
      camera_origin({level.width(), level.height()}, {term.width(), rows}, game.player());
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < term.width(); ++x) {
      const Vec p = origin + Vec{x, y};
      if (!level.contains(p)) continue;
      const Look& look = p == game.player() ? look_of_player() : look_of(level.at(p));
      term.put(x, top + y, look.glyph, look.fg, look.bg);
    }
  }
}

std::string message_line(const Game& game) {
  std::string line;
  for (const Message& m : game.log().latest()) {
    if (!line.empty()) line += "  ";
    line += m.text;
  }
  return line;
}

}  // namespace

bool PlayScreen::handle(const Input& in, App& app) {
  notice_.clear();
  if (auto command = command_for(in)) {
    app.apply(*command);
    return true;
  }
  if (in.key == Key::None) return false;
  notice_ = "Unknown command " + describe(in) + ".";
  return true;
}

void PlayScreen::draw(Terminal& term, const App& app) const {
  const Game& game = app.game();
  const int map_rows = term.height() - kTopRows - kBottomRows;
  term.print(0, 0, notice_.empty() ? message_line(game) : notice_, colors::kText);
  if (map_rows > 0) draw_map(term, game, kTopRows, map_rows);
  const int status = term.height() - kBottomRows;
  term.print(0, status,
             "Dlvl:" + std::to_string(game.depth()) + " T:" + std::to_string(game.turn()),
             colors::kText);
  term.print(0, status + 1, "move: arrows hjklyubn numpad   wait: . 5", colors::kDim);
}

}  // namespace dg
