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
#include "ui/item_menu.hpp"
#include "ui/item_screen.hpp"
#include "ui/key_help.hpp"
#include "ui/keymap.hpp"
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

// What to draw at p (view_cell decides what is there); remembered cells are dimmed.
bool look_at(const Appearance& looks, const Game& game, Vec p, Look& out) {
  using K = CellView::Kind;
  const CellView v = view_cell(game, p);
  switch (v.kind) {
    case K::Unknown: return false;
    case K::Player: out = looks.player(); break;
    case K::Monster: out = looks.monster(v.monster->breed); break;
    case K::Item: out = looks.item(v.item->kind); break;
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

void draw_map(Terminal& term, const Appearance& looks, const Game& game, int top, int rows,
              int width) {
  const Level& level = game.level();
  const Vec origin = camera_origin({level.width(), level.height()}, {width, rows}, game.player());
  Look look;
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < width; ++x) {
      const Vec p = origin + Vec{x, y};
      if (level.contains(p) && look_at(looks, game, p, look))
        term.put(x, top + y, look.glyph, look.fg, look.bg);
    }
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

std::string level_as_text(const Content& content, const Game& game) {
  Terminal t(game.level().width(), game.level().height());
  draw_map(t, Appearance(content, Palette::Standard), game, 0, t.height(), t.width());
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

namespace {

void choose_item(App& app, Use use) {
  struct Choice {
    Use use;
    const char* title;
    const char* none;
    bool (*keep)(const ItemKind&);
  };
  static const Choice kChoices[] = {
      {Use::Drop, "Drop what?", "You have nothing to drop.", [](const ItemKind&) { return true; }},
      {Use::Wield, "Wield what?", "You have no weapon to wield.",
       [](const ItemKind& k) { return k.cls == ItemClass::Weapon; }},
      {Use::Quaff, "Drink what?", "You have nothing to drink.",
       [](const ItemKind& k) { return k.cls == ItemClass::Potion; }},
      {Use::Throw, "Throw what?", "You have nothing to throw.",
       [](const ItemKind& k) { return k.cls == ItemClass::Weapon || k.cls == ItemClass::Potion; }},
  };
  for (const Choice& u : kChoices) {
    if (u.use != use) continue;
    auto entries = ItemMenu::inventory(app.game(), u.keep);
    if (entries.empty()) {
      app.notify(u.none);
      return;
    }
    app.push(std::make_unique<ItemMenu>(u.title, std::move(entries), [use](App& a, char letter) {
      const Command c = Command::use_item(use, letter);
      if (use == Use::Throw)
        a.push(std::make_unique<DirectionPrompt>(c));  // then which way
      else
        a.apply(c);
    }));
  }
}

// Armour that can go on now: not worn, its slot free and not under something worn.
void wear(App& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.kind_of(s.item);
    if (k.cls != ItemClass::Armour || h.wears(s.letter) || h.worn_in(k.slot) || h.covering(k.slot))
      continue;
    entries.push_back({s.letter, g.item_name(s.item)});
  }
  if (entries.empty()) {
    bool any = false;
    for (const InvSlot& s : h.inventory) any |= g.kind_of(s.item).cls == ItemClass::Armour;
    app.notify(any ? "You have no armour you can put on now (take something off first)."
                   : "You have no armour to wear.");
    return;
  }
  app.push(std::make_unique<ItemMenu>("Wear what?", std::move(entries), [](App& a, char letter) {
    a.apply(Command::use_item(Use::Wear, letter));
  }));
}

// A worn piece to take off: the only one at once, else a choice of them.
void take_off(App& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : h.inventory)
    if (h.wears(s.letter)) entries.push_back({s.letter, g.item_name(s.item)});
  if (entries.size() <= 1) {
    app.apply(Command::take_off(entries.empty() ? 0 : entries.front().letter));
    return;
  }
  app.push(
      std::make_unique<ItemMenu>("Take off what?", std::move(entries),
                                 [](App& a, char letter) { a.apply(Command::take_off(letter)); }));
}

void brew(App& app) {
  const Game& g = app.game();
  auto entries =
      ItemMenu::inventory(g, [](const ItemKind& k) { return k.cls == ItemClass::Ingredient; });
  if (entries.size() < 2) {
    app.notify("You need at least two different ingredients to brew.");
    return;
  }
  auto menu = std::make_unique<ItemMenu>(
      "Brew with which ingredients? (two or three)", std::move(entries), 2, 3,
      [](App& a, const std::string& letters) { a.apply(Command::brew(letters)); });
  std::vector<std::string> notes{"Recipes you know:"};
  for (std::size_t i = 0; i < g.knowledge().recipes().size(); ++i) {
    if (!g.knowledge().discovered(i)) continue;
    std::string line = " ";
    for (int k : g.knowledge().recipes()[i].ingredients)
      line += (line.size() > 1 ? " + " : "") + g.catalog().item(k).name;
    notes.push_back(line + " = " + g.catalog().item(g.knowledge().recipes()[i].potion).name);
  }
  if (notes.size() == 1) notes.push_back(" none yet");
  menu->set_notes(std::move(notes));
  app.push(std::move(menu));
}

void pick_up(App& app) {
  const Game& g = app.game();
  std::vector<MenuEntry> here;
  for (const FloorItem& f : g.level().items)
    if (f.pos == g.player())
      here.push_back({static_cast<char>('a' + here.size()), g.item_name(f.item)});
  if (here.size() <= 1 || here.size() > 26) {
    app.apply(Command::pick_up());  // the one thing here (or says nothing is)
    return;
  }
  // Several things: choose any of them (, for all), taken together in one turn.
  const int n = static_cast<int>(here.size());
  app.push(std::make_unique<ItemMenu>("Pick up what?", std::move(here), 1, n,
                                      [](App& a, const std::string& letters) {
                                        std::vector<int> which;
                                        for (char l : letters) which.push_back(l - 'a');
                                        a.apply(Command::pick_up(std::move(which)));
                                      }));
}

}  // namespace

bool PlayScreen::handle_pointer(const Input& in, App& app) {
  const Game& g = app.game();
  const Vec origin = camera_origin({g.level().width(), g.level().height()}, view_, g.player());
  const int map_row = in.row - kTopRows;
  if (map_row < 0 || map_row >= view_.y || in.col < 0 || in.col >= view_.x) return false;
  const Vec p = origin + Vec{in.col, map_row};
  if (!g.level().contains(p)) return false;
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
    more_.show(shown.empty() ? message_line(app.game()) : shown, width, moment(app.game()));
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
      if (auto s = known_stairs(app.game(), true); s && *s != app.game().player())
        travel(app, *s);
      else if (auto u = known_stairs(app.game(), false); u && *u != app.game().player())
        travel(app, *u);
      else
        app.notify("You have not seen a staircase to travel to.");
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

void PlayScreen::draw(Terminal& term, const App& app) const {
  const Game& game = app.game();
  const std::vector<std::string> bottom = bottom_lines(game, term.width());
  const int map_rows = PlayScreen::map_rows(term.height(), static_cast<int>(bottom.size()));
  const int side = sidebar_width(term.width());
  view_ = {term.width() - side, map_rows};
  if (app.notice_is_hint()) {
    term.print(0, 0, app.notice(), colors::kText);
  } else {
    more_.show(app.notice().empty() ? message_line(game) : app.notice(), view_.x, moment(game));
    term.print(0, 0, more_.line(), colors::kText);
  }
  if (map_rows > 0)
    draw_map(term, Appearance(app.content(), app.palette()), game, kTopRows, map_rows, view_.x);
  if (side > 0) draw_sidebar(term, app, view_.x, kTopRows, kTopRows + map_rows);
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
