#include "ui/play_screen.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/appearance.hpp"
#include "ui/camera.hpp"
#include "ui/cell_view.hpp"
#include "ui/describe.hpp"
#include "ui/item_commands.hpp"
#include "ui/item_menu.hpp"
#include "ui/item_screen.hpp"
#include "ui/key_help.hpp"
#include "ui/keymap.hpp"
#include "ui/level_map_screen.hpp"
#include "ui/look_screen.hpp"
#include "ui/prompts.hpp"
#include "ui/sidebar.hpp"
#include "ui/terminal.hpp"
#include "ui/text_pager.hpp"
#include "ui/text_wrap.hpp"
#include "ui/travel.hpp"
#include "ui/wizard_menu.hpp"

namespace dg {

namespace {

constexpr int kMemoryBrightness = 45;  // percent: remembered cells are drawn dimmer

}  // namespace

bool map_look(const Appearance& looks, const Game& game, Vec p, Look& out) {
  using K = CellView::Kind;
  const CellView v = view_cell(game, p);
  switch (v.kind) {
    case K::Unknown: return false;
    case K::Player: out = looks.player(); break;
    case K::Monster: out = looks.monster(v.monster->breed); break;
    case K::Item: out = looks.item(v.item.kind); break;
    case K::Gold: out = looks.gold(); break;
    case K::Trap: out = looks.of(v.trap); break;
    case K::Tile:
      out = looks.of(v.tile);
      if (v.tile == Tile::Wall) out.glyph = wall_glyph(game.level(), p);
      break;
  }
  if (v.remembered) out.fg = dimmed(out.fg, kMemoryBrightness);
  return true;
}

namespace {

void draw_map(Terminal& term, const Appearance& looks, const Game& game, const MapView& view) {
  const Level& level = game.level();
  Look look;
  for (int y = 0; y < view.cells.y; ++y) {
    for (int x = 0; x < view.cells.x; ++x) {
      const Vec p = view.origin + Vec{x, y};
      if (!level.contains(p) || !map_look(looks, game, p, look)) continue;
      const Vec at = view.screen_of(p);
      term.put_big(at.x, at.y, view.zoom, look.glyph, look.fg, look.bg);
    }
  }
}

constexpr int kMinPane = 2;  // fewer spare rows than this are left blank
constexpr int kClassicRows = 24;

// The messages of the latest command, each wrapped to `width`.
std::vector<std::string> latest_rows(const Game& game, int width) {
  std::vector<std::string> rows;
  for (const Message& m : game.log().latest())
    for (std::string& r : wrap_text(m.text, width)) rows.push_back(std::move(r));
  return rows;
}

// Whether the pane holds the latest messages whole, so the top line need not show them.
bool pane_holds_latest(const Game& game, const PlayLayout& l) {
  return l.pane_rows > 0 && static_cast<int>(latest_rows(game, l.map_width).size()) <= l.pane_rows;
}

// The newest messages that fit, one per line (wrapped), oldest at the top: those of the
// latest command in full colour, older ones dimmed.
void draw_pane(Terminal& term, const Game& game, const PlayLayout& l) {
  const auto& all = game.log().all();
  const std::size_t fresh = std::min(all.size(), game.log().latest().size());
  std::vector<std::pair<std::string, Color>> rows;  // newest first
  for (std::size_t i = all.size(); i-- > 0 && static_cast<int>(rows.size()) < l.pane_rows;) {
    const Color c = i + fresh >= all.size() ? colors::kText : colors::kDim;
    std::vector<std::string> parts = wrap_text(all[i].text, l.map_width);
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) rows.emplace_back(std::move(*it), c);
  }
  const int n = std::min(static_cast<int>(rows.size()), l.pane_rows);
  for (int k = 0; k < n; ++k) {
    const auto& [text, color] = rows[static_cast<std::size_t>(k)];
    term.print(0, l.pane_top + l.pane_rows - 1 - k, text, color);
  }
}

MessagePager::Moment moment(const Game& game) {
  return {game.turn(), game.log().count()};
}

}  // namespace

std::string message_line(const Game& game) {
  std::string line;
  for (const Message& m : game.log().latest()) {
    if (!line.empty()) line += "  ";
    line += m.text;
  }
  return line;
}

std::string attribute_line(const Game& game) {
  const Player& h = game.hero();
  const Attributes& a = h.attr;
  std::string s = "St:" + strength_text(a[Attr::St], a.exceptional);
  for (Attr at : {Attr::Dx, Attr::Co, Attr::In, Attr::Wi, Attr::Ch})
    s += " " + std::string(attr_abbrev(at)) + ":" + std::to_string(a[at]);
  if (h.who.alignment >= 0)
    s += " " + game.catalog().characters.alignments[static_cast<std::size_t>(h.who.alignment)].name;
  return s;
}

std::vector<std::string> bottom_lines(const Game& game, int width) {
  // Each line wraps onto a second row at most: enough for the narrowest playable screen (40
  // columns), and a smaller one still keeps rows for the map.
  std::vector<std::string> out;
  for (const std::string& line : {attribute_line(game), status_line(game)}) {
    const std::vector<std::string> rows = wrap_text(line, width);
    for (std::size_t i = 0; i < rows.size() && i < 2; ++i) out.push_back(rows[i]);
  }
  out.push_back(reminder_line(width));
  return out;
}

PlayLayout play_layout(const Game& game, int cols, int rows, int zoom) {
  PlayLayout l;
  l.bottom = bottom_lines(game, cols);
  l.map_width = cols - sidebar_width(cols);
  l.map_rows = PlayScreen::map_rows(rows, static_cast<int>(l.bottom.size()));
  // The classic 24 rows keep NetHack's layout (one message line, paged); rows beyond them,
  // where the level leaves them free, show the pane.
  const int spare =
      std::min(l.map_rows - game.level().height() * std::max(1, zoom) - 1, rows - kClassicRows);
  if (spare >= kMinPane) {  // the pane sits on the status lines, a blank row under the map
    l.map_rows -= spare + 1;
    l.pane_top = PlayScreen::kTopRows + l.map_rows + 1;
    l.pane_rows = spare;
  }
  return l;
}

bool MapView::cell_at(int col, int row, Vec& out) const {
  if (col < 0 || row < top || col >= cells.x * zoom || row >= top + cells.y * zoom) return false;
  out = origin + Vec{col / zoom, (row - top) / zoom};
  return true;
}

MapView map_view(const Game& game, const PlayLayout& layout, int zoom) {
  MapView v;
  v.zoom = std::max(1, zoom);
  v.top = PlayScreen::kTopRows;
  v.cells = {layout.map_width / v.zoom, layout.map_rows / v.zoom};
  v.origin = camera_origin({game.level().width(), game.level().height()}, v.cells, game.player());
  return v;
}

bool messages_need_paging(const Game& game, int cols, int rows, int zoom) {
  if (cols <= 0 || rows <= 0) return false;  // nothing drawn: nothing to page
  const PlayLayout l = play_layout(game, cols, rows, zoom);
  if (pane_holds_latest(game, l)) return false;
  return message_pages(message_line(game), cols).size() > 1;
}

std::string level_as_text(const Content& content, const Game& game) {
  Terminal t(game.level().width(), game.level().height());
  const Vec size{game.level().width(), game.level().height()};
  draw_map(t, Appearance(content, Palette::Standard), game, MapView{{0, 0}, size, 1, 0});
  return t.to_string();
}

std::string status_line(const Game& game) {
  const Player& h = game.hero();
  std::string s = "Dlvl:" + std::to_string(game.depth()) + " $:" + std::to_string(h.gold) +
                  " HP:" + std::to_string(h.hp) + "(" + std::to_string(h.max_hp) + ")" +
                  " Pw:" + std::to_string(h.pw) + "(" + std::to_string(h.max_pw) + ")" +
                  " AC:" + std::to_string(h.armour_class(game.catalog())) +
                  " Exp:" + std::to_string(h.level) + " T:" + std::to_string(game.turn());
  if (const Effect* held = h.hold()) s += " " + std::string(effect_status(held->kind));
  std::vector<EffectKind> shown;  // each active effect once, however many times it stacks
  for (const Effect& e : h.effects)
    if (!effect_rules(e.kind).is_hold() &&
        std::find(shown.begin(), shown.end(), e.kind) == shown.end())
      shown.push_back(e.kind);
  for (EffectKind k : shown) s += " " + std::string(effect_status(k));
  if (h.burdened(game.catalog())) s += " Burdened";
  if (game.wizard().enabled) s += " [wizard]";
  return s;
}

bool PlayScreen::handle_pointer(const Input& in, App& app) {
  const Game& g = app.game();
  Vec p;
  if (!map_.cell_at(in.col, in.row, p) || !g.level().contains(p)) return false;
  const std::string what = describe_cell(g, p);
  if (in.key == Key::LongPress && p != g.player() && g.visible_monster(p)) {
    app.push(std::make_unique<LookScreen>(p));  // a monster: all that can be told of it
    return true;
  }
  if (in.key != Key::Click || p == g.player()) {
    std::string said = p == g.player()
                           ? "That is " + what + "."
                           : capitalised(what) + " (" + direction_words(g.player(), p) + ").";
    if (in.key == Key::Hover)
      app.hint(std::move(said));
    else
      app.notify(std::move(said));
    return true;
  }
  if (const Dir next = direction_of(p - g.player()); next != Dir::None) {
    app.apply(Command::move(next));  // next to the hero: step, open, or attack
    return true;
  }
  if (!g.level().memory[p].seen) {
    app.notify("You do not know the way there.");
    return true;
  }
  travel(app, p);
  return true;
}

bool PlayScreen::handle(const Input& in, App& app) {
  // A message line with more to read takes the input to show the next page.
  const std::string& shown = app.shown_notice();
  // Paged to the terminal's width as the platform laid it out, known before this screen is
  // first drawn: keys that arrive together act as keys typed one per frame. (An App with no
  // size, the bot's, pages to what was drawn, which for it is nothing.)
  const int width = app.cols() > 0 ? app.cols() : view_.x;
  if (!app.shown_notice_was_hint())  // a hint was drawn as it is, outside the pager
    more_.show(shown.empty() ? top_line_messages(app, width) : shown, width, moment(app.game()));
  if (more_.waiting()) return more_.turn(in);
  more_.release();
  if (in.is_pointer()) return handle_pointer(in, app);
  const auto action = action_for(in);
  if (!action) {
    if (in.key == Key::None) return false;
    // Escape and Enter mean "never mind" here, as after a menu: they clear the message line.
    if (in.key != Key::Escape && in.key != Key::Enter)
      app.notify("Unknown command " + describe(in) + ".");
    return true;
  }
  const Command::Kind ck = action->command.kind;
  const bool stairs_key = action->kind == KeyAction::Kind::Command &&
                          (ck == Command::Kind::Descend || ck == Command::Kind::Ascend);
  if (stairs_key) {
    // > and < away from their staircase walk there first, when the hero knows where it is.
    const bool down = ck == Command::Kind::Descend;
    const Tile here = app.game().level().at(app.game().player());
    const auto stairs = known_stairs(app.game(), down);
    if (here != (down ? Tile::StairsDown : Tile::StairsUp)) {
      if (stairs)
        travel(app, *stairs);
      else
        app.notify(std::string("There is no staircase ") + (down ? "down" : "up") +
                   " here, and you have not seen one on this level yet.");
      return true;
    }
  }
  switch (action->kind) {
    case KeyAction::Kind::Command: app.apply(action->command); break;
    case KeyAction::Kind::Travel:
      app.push(std::make_unique<LevelMapScreen>(LevelMapScreen::travel_start(app.game())));
      break;
    case KeyAction::Kind::Overview:
      app.push(std::make_unique<LevelMapScreen>(app.game().player()));
      break;
    case KeyAction::Kind::Rest: rest(app); break;
    case KeyAction::Kind::Explore: explore(app); break;
    case KeyAction::Kind::Look: app.push(std::make_unique<LookScreen>(app.game().player())); break;
    case KeyAction::Kind::Describe: app.notify(describe_surroundings(app.game())); break;
    case KeyAction::Kind::Palette:
      app.set_palette(app.palette() == Palette::Standard ? Palette::ColourBlind
                                                         : Palette::Standard);
      app.notify(app.palette() == Palette::ColourBlind
                     ? "Colour-blind-safe palette on (P again: off)."
                     : "Standard palette.");
      break;
    case KeyAction::Kind::ZoomIn:
    case KeyAction::Kind::ZoomOut: {
      const int z = app.map_zoom();
      const bool in_key = action->kind == KeyAction::Kind::ZoomIn;
      app.set_map_zoom(in_key ? (z >= App::kMaxZoom ? 1 : z + 1) : z - 1);
      app.notify("Map zoom " + std::to_string(app.map_zoom()) + "x (+ and - change it).");
      break;
    }
    case KeyAction::Kind::AskDirection:
      app.push(std::make_unique<DirectionPrompt>(action->command));
      break;
    case KeyAction::Kind::ChooseItem:
      if (action->command.use == Use::Wear)
        wear(app);
      else
        choose_item(app, action->command.use);
      break;
    case KeyAction::Kind::TakeOff: take_off(app); break;
    case KeyAction::Kind::PickUp: pick_up(app); break;
    case KeyAction::Kind::Brew: brew(app); break;
    case KeyAction::Kind::Inventory:
      // A letter (or a tap) shows that thing and what can be done with it.
      {
        auto menu = std::make_unique<ItemMenu>(
            "Inventory", ItemMenu::inventory(app.game(), [](const ItemKind&) { return true; }),
            [](App& a, char letter) { a.push(std::make_unique<ItemScreen>(letter)); });
        menu->close_on_other_keys();
        app.push(std::move(menu));
        break;
      }
    case KeyAction::Kind::History: {
      std::vector<std::string> lines;
      for (const Message& m : app.game().log().all())
        lines.push_back("T" + std::to_string(m.turn) + "  " + m.text);
      app.push(std::make_unique<TextPager>("Messages", std::move(lines), true));
      break;
    }
    case KeyAction::Kind::Help:
      app.push(std::make_unique<TextPager>("Keys", help_lines(app.cols()), false));
      break;
    case KeyAction::Kind::SaveQuit:
      if (app.save()) app.quit(true);
      break;
    case KeyAction::Kind::WizardMenu:
      if (app.game().wizard().enabled) {
        app.push(std::make_unique<WizardMenu>());
      } else {
        app.notify("Wizard mode is off (start with --wizard, or ?wizard=1 on the web).");
      }
      break;
  }
  return true;
}

std::string PlayScreen::top_line_messages(const App& app, int width) {
  const Game& game = app.game();
  const int rows = app.rows();
  if (width > 0 && rows > 0 &&
      pane_holds_latest(game, play_layout(game, width, rows, app.map_zoom())))
    return "";
  return message_line(game);
}

void PlayScreen::draw(Terminal& term, const App& app) const {
  const Game& game = app.game();
  const PlayLayout layout = play_layout(game, term.width(), term.height(), app.map_zoom());
  const std::vector<std::string>& bottom = layout.bottom;
  const int map_rows = layout.map_rows;
  const int side = term.width() - layout.map_width;
  view_ = {layout.map_width, map_rows};
  if (app.notice_is_hint()) {
    term.print(0, 0, app.notice(), colors::kText);
  } else {
    const std::string said = pane_holds_latest(game, layout) ? std::string() : message_line(game);
    more_.show(app.notice().empty() ? said : app.notice(), view_.x, moment(game));
    term.print(0, 0, more_.line(), colors::kText);
  }
  if (layout.pane_rows > 0) draw_pane(term, game, layout);
  if (map_rows > 0) {
    map_ = map_view(game, layout, app.map_zoom());
    draw_map(term, Appearance(app.content(), app.palette()), game, map_);
  }
  if (side > 0)
    draw_sidebar(term, app, view_.x, kTopRows, term.height() - static_cast<int>(bottom.size()));
  const int first = term.height() - static_cast<int>(bottom.size());
  for (std::size_t i = 0; i < bottom.size(); ++i)
    term.print(0, first + static_cast<int>(i), bottom[i],
               i + 1 == bottom.size() ? colors::kDim : colors::kText);
  // Hit points below half turn yellow, below a third red (the status lines are plain text).
  const Player& h = game.hero();
  if (2 * h.hp < h.max_hp)
    for (std::size_t i = 0; i < bottom.size(); ++i) {
      const auto at = bottom[i].find(" HP:");
      if (at == std::string::npos) continue;
      const auto end = bottom[i].find(' ', at + 1);
      term.print(static_cast<int>(at) + 1, first + static_cast<int>(i),
                 bottom[i].substr(at + 1, end == std::string::npos ? end : end - at - 1),
                 health_colour(h.hp, h.max_hp));
    }
}

}  // namespace dg
