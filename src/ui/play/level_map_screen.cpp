#include "ui/play/level_map_screen.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/input/keymap.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/play/travel.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

// How telling a cell is on a scaled map (higher wins its block); 0: nothing known. Drawn
// (`outline`), a wall wins over the floor beside it, so a room squeezed into fewer rows keeps
// its walls (floor winning, the walls of every other row vanished and rooms looked broken);
// as a place to go, the floor wins.
int rank(const Game& g, Vec p, bool outline = false) {
  using K = CellView::Kind;
  const CellView v = view_cell(g, p);
  switch (v.kind) {
    case K::Unknown: return 0;
    case K::Player: return 9;
    case K::Monster:
    case K::Unseen: return 8;
    case K::Item:
    case K::Gold: return 6;
    case K::Trap: return 4;
    case K::Tile: break;
  }
  switch (v.tile) {
    case Tile::StairsDown:
    case Tile::StairsUp: return 7;
    case Tile::DoorClosed:
    case Tile::DoorOpen:
    case Tile::DoorLocked: return 5;
    case Tile::Wall: return outline ? 4 : 1;
    case Tile::Rock: return 1;
    default: return 3;
  }
}

// Level cell p's block's top-left.
Vec block_of(Vec p, Vec scale) {
  return {p.x / scale.x * scale.x, p.y / scale.y * scale.y};
}

// The remembered cells worth jumping to (stairs, things, gold, monsters), nearest to the hero
// first (ties in reading order): the same order every time m goes round.
std::vector<Vec> landmarks(const Game& g) {
  std::vector<Vec> out;
  const Level& lv = g.level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (rank(g, {x, y}) >= 6 && Vec{x, y} != g.hero().pos) out.push_back({x, y});
  std::stable_sort(out.begin(), out.end(), [&](Vec a, Vec b) {
    return chebyshev(a, g.hero().pos) < chebyshev(b, g.hero().pos);
  });
  return out;
}

}  // namespace

namespace {
Vec block_best(const Game& g, Vec p, Vec scale, bool outline) {
  const Vec top = block_of(p, scale);
  Vec best = p;
  int best_rank = g.level().contains(p) ? rank(g, p, outline) : 0;
  for (int dy = 0; dy < scale.y; ++dy)
    for (int dx = 0; dx < scale.x; ++dx) {
      const Vec q = top + Vec{dx, dy};
      if (!g.level().contains(q)) continue;
      if (const int r = rank(g, q, outline); r > best_rank) best = q, best_rank = r;
    }
  return best;
}
}  // namespace

Vec block_pick(const Game& g, Vec p, Vec scale) {
  return block_best(g, p, scale, false);
}

Vec LevelMapScreen::travel_start(const Game& game) {
  if (auto down = known_stairs(game, true)) return *down;
  if (auto up = known_stairs(game, false)) return *up;
  return game.hero().pos;
}

void LevelMapScreen::go(ScreenContext& app) const {
  const Vec to = block_pick(app.game(), cursor_, scale_);
  app.screens().pop();  // the walk happens on the map, where it stops for whatever needs the player
  if (to == app.game().hero().pos) {
    app.notices().notify("You are there already.");
  } else if (!app.game().level().memory[to].seen) {
    app.notices().notify("You do not know the way there.");
  } else {
    travel(app, to);
  }
}

bool LevelMapScreen::handle(const Input& in, ScreenContext& app) {
  const Game& g = app.game();
  if (in.key == Key::None || in.key == Key::Hover) return false;
  if (in.key == Key::Escape || (in.key == Key::Char && (in.ch == U'X' || in.ch == U'q'))) {
    app.screens().pop();
    return true;
  }
  if (in.key == Key::Enter ||
      (in.key == Key::Char && (in.ch == U'.' || in.ch == U',' || in.ch == U'_'))) {
    go(app);
    return true;
  }
  if (in.is_pointer()) {  // a tap puts the cursor there; a tap where it is travels
    const Vec cell = Vec{in.col, in.row} - at_;
    if (cell.x < 0 || cell.y < 0) return false;
    const Vec p{cell.x * scale_.x, cell.y * scale_.y};
    if (!g.level().contains(p)) return false;
    if (block_of(cursor_, scale_) == p) {
      go(app);
    } else {
      cursor_ = block_pick(g, p, scale_);
    }
    return true;
  }
  if (in.key == Key::Char && (in.ch == U'<' || in.ch == U'>')) {
    if (auto s = known_stairs(g, in.ch == U'>'))
      cursor_ = *s;
    else
      app.notices().notify(std::string("You have not seen the stairs ") +
                           (in.ch == U'>' ? "down" : "up") + " on this level.");
    return true;
  }
  if (in.key == Key::Char && in.ch == U'@') {
    cursor_ = g.hero().pos;
    return true;
  }
  if (in.key == Key::Tab || (in.key == Key::Char && in.ch == U'm')) {
    const std::vector<Vec> marks = landmarks(g);
    if (marks.empty()) {
      app.notices().notify("You remember nothing here worth going to.");
      return true;
    }
    // The one after the cursor's in the list, whatever the cursor did in between.
    const auto at = std::find(marks.begin(), marks.end(), cursor_);
    cursor_ = at == marks.end() || at + 1 == marks.end() ? marks.front() : *(at + 1);
    return true;
  }
  if (auto d = direction_for(in, app.settings().keys())) {
    // One block at a time (a shifted or capital move: eight).
    const Vec step{offset(*d).x * scale_.x, offset(*d).y * scale_.y};
    const Vec next = block_pick(g, block_of(cursor_, scale_) + step, scale_);
    if (g.level().contains(next)) cursor_ = next;
    return true;
  }
  app.notices().notify("Move the cursor, then Enter to go there (Escape: back to the game).");
  return true;
}

namespace {
constexpr const char* kMapKeys =
    "Enter: go there  < >: stairs  m: next thing  @: you  Escape: back";

std::string map_title(const Game& g, Vec scale) {
  const Level& lv = g.level();
  std::string title = g.dungeon().branch_at(g.depth()) ? capitalised(here_name(g))
                                                       : "Level " + std::to_string(g.depth());
  if (scale != Vec{1, 1})
    title += " (1 cell: " + std::to_string(scale.x) + "x" + std::to_string(scale.y) + ")";
  // (The deepest level has no stairs down: the Amulet is there.)
  if (lv.contains(lv.stairs_down) && !known_stairs(g, true)) title += ", stairs down not found yet";
  return title + ".";
}
}  // namespace

std::string LevelMapScreen::under_cursor(const ScreenContext& app) const {
  const Game& g = app.game();
  const Vec target_guess = block_pick(g, cursor_, scale_);
  return target_guess == g.hero().pos ? "You are here."
                                      : capitalised(describe_cell(g, target_guess)) + ": " +
                                            direction_words(g.hero().pos, target_guess) + ".";
}

std::string LevelMapScreen::spoken(const ScreenContext& app) const {
  return "Level map. " + map_title(app.game(), {1, 1}) + "\n" + under_cursor(app) + "\n" + kMapKeys;
}

void LevelMapScreen::draw(Terminal& term, const ScreenContext& app) const {
  const Game& g = app.game();
  const Level& lv = g.level();
  term.clear();
  const int cols = std::max(1, term.width());
  // The keys, wrapped (two rows on a phone), at the bottom.
  const std::vector<std::string> keys = wrap_text(kMapKeys, cols);
  const int foot = static_cast<int>(keys.size());
  // The head: the title, then what is under the cursor (or a notice), each wrapped. The
  // title names the scale, which depends on the rows the head leaves: measured with the
  // widest scale text first.
  auto title_of = [&](Vec scale) { return map_title(g, scale); };
  auto scale_for = [&](int rows) {
    return Vec{(lv.width() + cols - 1) / cols, (lv.height() + rows - 1) / std::max(1, rows)};
  };
  const std::string here = under_cursor(app);
  const std::vector<std::string> said = wrap_text(here, cols);
  const int title_rows = static_cast<int>(wrap_text(title_of({9, 9}), cols).size());
  const int head = title_rows + static_cast<int>(said.size());
  const int rows = std::max(1, term.height() - head - foot);
  scale_ = scale_for(rows);
  const Vec size{(lv.width() + scale_.x - 1) / scale_.x, (lv.height() + scale_.y - 1) / scale_.y};
  at_ = {std::max(0, (cols - size.x) / 2), head + std::max(0, (rows - size.y) / 2)};

  const Appearance looks(app.content(), app.settings().palette());
  const Vec cursor_block = block_of(cursor_, scale_);
  for (int y = 0; y < size.y; ++y)
    for (int x = 0; x < size.x; ++x) {
      const Vec top{x * scale_.x, y * scale_.y};
      const Vec p = block_best(g, top, scale_, true);
      Look look;
      const bool known = lv.contains(p) && map_look(looks, g, p, look);
      if (top == cursor_block) {
        term.put(at_.x + x, at_.y + y, known && look.glyph != U' ' ? look.glyph : U'_',
                 colors::kBlack, colors::kHighlight);
      } else if (known) {
        term.put(at_.x + x, at_.y + y, look.glyph, look.fg, look.bg);
      }
    }

  int row = 0;
  for (const std::string& t : wrap_text(title_of(scale_), cols))
    if (row < title_rows) term.print(0, row++, t, colors::kHighlight);
  row = title_rows;
  for (const std::string& t : said) term.print(0, row++, t, colors::kText);
  for (int i = 0; i < foot; ++i)
    term.print(0, term.height() - foot + i, keys[static_cast<std::size_t>(i)], colors::kDim);
}

}  // namespace dg
