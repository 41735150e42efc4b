#include "ui/play/look_screen.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "ui/input/keymap.hpp"
#include "ui/play/camera.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/play/sidebar.hpp"
#include "ui/play/travel.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

// The cells worth a look, nearest first: monsters in view (and something unseen), then things
// and gold in sight and the traps found, then the doors and staircases the hero knows (a player who
// cannot see the map finds the ways on).
std::vector<Vec> points_of_interest(const Game& g) {
  std::vector<Vec> monsters, things, ways;
  const Level& lv = g.level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Memory& m = lv.memory[{x, y}];
      if (m.seen && (is_door(m.tile) || m.tile == Tile::StairsUp || m.tile == Tile::StairsDown))
        ways.push_back({x, y});
    }
  for (const Monster& m : g.level().monsters)
    if (g.sight().visible_monster(m.pos)) monsters.push_back(m.pos);
  for (const FloorItem& f : g.level().items)
    if (g.sight().sees(f.pos) && std::find(things.begin(), things.end(), f.pos) == things.end())
      things.push_back(f.pos);
  for (const GoldPile& gp : g.level().gold)
    if (g.sight().sees(gp.pos)) things.push_back(gp.pos);
  // Something unseen is a monster too; a known trap is worth a look like a thing.
  for (const Vec p : unseen_marks(g)) monsters.push_back(p);
  for (const Vec p : known_traps(g))
    if (std::find(things.begin(), things.end(), p) == things.end()) things.push_back(p);
  auto nearest = [&](Vec a, Vec b) {
    const int da = chebyshev(a, g.hero().pos), db = chebyshev(b, g.hero().pos);
    return da != db ? da < db : (a.y != b.y ? a.y < b.y : a.x < b.x);
  };
  std::sort(monsters.begin(), monsters.end(), nearest);
  std::sort(things.begin(), things.end(), nearest);
  std::sort(ways.begin(), ways.end(), nearest);
  monsters.insert(monsters.end(), things.begin(), things.end());
  monsters.insert(monsters.end(), ways.begin(), ways.end());
  // Not the hero's own cell (where the cursor starts, the stairs under the hero): the first
  // m goes to the nearest monster.
  std::erase(monsters, g.hero().pos);
  return monsters;
}

}  // namespace

bool LookScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape || in.key == Key::Enter ||
      (in.key == Key::Char && (in.ch == U'x' || in.ch == U';' || in.ch == U'q'))) {
    app.screens().pop();
    return true;
  }
  if (in.is_pointer()) {  // a tap or click puts the cursor on that cell
    Vec p;
    if (in.key == Key::Hover || !map_.cell_at(in.col, in.row, p) || !app.game().level().contains(p))
      return false;
    cursor_ = p;
    return true;
  }
  // The next monster or thing in view, after the cursor's: Tab, or m as in NetHack's getpos
  // (the web page leaves Tab to the browser, which moves the focus with it).
  if (in.key == Key::Tab || (in.key == Key::Char && in.ch == U'm')) {
    const std::vector<Vec> points = points_of_interest(app.game());
    if (points.empty()) {
      app.notices().notify("Nothing in view to look at.");
      return true;
    }
    const auto at = std::find(points.begin(), points.end(), cursor_);
    cursor_ = at == points.end() || at + 1 == points.end() ? points.front() : *(at + 1);
    return true;
  }
  // _ or . walks there (travel), as from the level map: a few keys to anywhere known.
  if (in.key == Key::Char && (in.ch == U'_' || in.ch == U'.')) {
    const Vec to = cursor_;
    app.screens().pop();
    travel(app, to);
    return true;
  }
  if (auto d = direction_for(in, app.settings().keys())) {
    const Vec next = cursor_ + offset(*d);
    if (app.game().level().contains(next)) cursor_ = next;
  }
  return true;
}

std::vector<std::string> LookScreen::words(const ScreenContext& app) const {
  const Game& g = app.game();
  std::string line = "Look: " + describe_cell(g, cursor_);
  if (cursor_ != g.hero().pos) line += " (" + direction_words(g.hero().pos, cursor_) + ")";
  line += ".";
  std::vector<std::string> lines{line};
  if (const Monster* m = g.sight().visible_monster(cursor_))
    for (std::string& d : monster_details(g, *m)) lines.push_back(std::move(d));
  lines.push_back(
      "Move the cursor; m or Tab: the next thing, door or stairs; _: go there; Escape ends.");
  return lines;
}

std::string LookScreen::spoken(const ScreenContext& app) const {
  std::string text;
  for (const std::string& line : words(app)) text += (text.empty() ? "" : "\n") + line;
  return text;
}

void LookScreen::draw(Terminal& term, const ScreenContext& app) const {
  const Game& g = app.game();
  const PlayLayout layout =
      play_layout(g, term.width(), term.height(), app.settings().map_zoom(), app.settings().keys());
  map_ = map_view(g, layout, app.settings().map_zoom());
  const Vec at = cursor_ - map_.origin;
  const Vec screen = map_.screen_of(cursor_);
  if (at.x >= 0 && at.x < map_.cells.x && at.y >= 0 && at.y < map_.cells.y) {
    const Cell c = term.at(screen.x, screen.y);  // the cell, drawn inverted
    term.put_big(screen.x, screen.y, map_.zoom, c.glyph == U' ' ? U'_' : c.glyph, colors::kBlack,
                 colors::kHighlight);
  }
  // What is there, and for a monster in view what can be told of it, wrapped over as many
  // rows as it needs at the top of the map (a phone's narrow screen too).
  const std::vector<std::string> lines = words(app);
  std::vector<std::pair<std::string, Color>> rows_out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (std::string& part : wrap_text(lines[i], term.width()))
      rows_out.emplace_back(std::move(part), i == 0                  ? colors::kHighlight
                                             : i + 1 == lines.size() ? colors::kDim
                                                                     : colors::kText);
  // At the top, over the message line, unless that would hide the cursor's row or the hero's:
  // then just under the cursor, just over it, or at the bottom (over the status lines), so the
  // words never hide the cell they are about nor the one looking. With no such place, the
  // cursor's cell wins.
  const int height = static_cast<int>(rows_out.size());
  const int cursor_row = screen.y;
  const int hero_row = map_.screen_of(g.hero().pos).y;
  const auto covers = [&](int top, int cell_row) {
    return cell_row < top + height && cell_row + map_.zoom > top;
  };
  const int places[] = {0, cursor_row + map_.zoom, cursor_row - height, term.height() - height};
  int row = -1;
  for (int top : places)
    if (top >= 0 && top + height <= term.height() && !covers(top, cursor_row) &&
        (!map_.shows(g.hero().pos) || !covers(top, hero_row))) {
      row = top;
      break;
    }
  if (row < 0)
    row = cursor_row < height && cursor_row + map_.zoom + height <= term.height()
              ? cursor_row + map_.zoom
              : 0;
  for (const auto& [text, color] : rows_out) {
    if (row >= term.height()) break;
    term.blank_row(row);
    term.print(0, row++, text, color);
  }
}

}  // namespace dg
