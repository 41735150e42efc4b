#include "ui/play_screen.hpp"

#include <memory>
#include <string>

#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/appearance.hpp"
#include "ui/camera.hpp"
#include "ui/keymap.hpp"
#include "ui/prompts.hpp"
#include "ui/terminal.hpp"
#include "ui/wizard_menu.hpp"

namespace dg {

namespace {

constexpr int kMemoryBrightness = 45;  // percent: remembered cells are drawn dimmer

// What to draw at p: what is seen now, else what is remembered (dimmed), else nothing.
bool look_at(const Game& game, Vec p, Look& out) {
  const Level& lv = game.level();
  if (game.sees(p)) {
    if (p == game.player()) return out = look_of_player(), true;
    if (const Monster* m = lv.monster_at(p)) return out = look_of_monster(m->breed), true;
    for (const GoldPile& g : lv.gold)
      if (g.pos == p) return out = look_of_gold(), true;
    const Trap* t = lv.trap_at(p);
    if (t && !t->hidden) return out = look_of(t->kind), true;
    out = look_of(lv.at(p));
    return true;
  }
  if (p == game.player())
    return out = look_of_player(), true;  // blind or not, you know where you are
  const Memory& m = lv.memory[p];
  if (!m.seen) return false;
  out = m.gold        ? look_of_gold()
        : m.trap >= 0 ? look_of(static_cast<TrapKind>(m.trap))
                      : look_of(m.tile);
  out.fg = dimmed(out.fg, kMemoryBrightness);
  return true;
}

void draw_map(Terminal& term, const Game& game, int top, int rows) {
  const Level& level = game.level();
  const Vec origin =
      camera_origin({level.width(), level.height()}, {term.width(), rows}, game.player());
  Look look;
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < term.width(); ++x) {
      const Vec p = origin + Vec{x, y};
      if (level.contains(p) && look_at(game, p, look))
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

std::string status_line(const Game& game) {
  const Player& h = game.hero();
  std::string s = "Dlvl:" + std::to_string(game.depth()) + " $:" + std::to_string(h.gold) +
                  " HP:" + std::to_string(h.hp) + "(" + std::to_string(h.max_hp) + ")" +
                  " Pw:" + std::to_string(h.pw) + "(" + std::to_string(h.max_pw) + ")" +
                  " AC:" + std::to_string(h.ac) + " Exp:" + std::to_string(h.level) +
                  " T:" + std::to_string(game.turn());
  if (h.held == Held::Pit) s += " InPit";
  if (h.held == Held::BearTrap) s += " Trapped";
  if (h.held == Held::Paralysed) s += " Paralysed";
  if (h.weak > 0) s += " Weak";
  if (h.poison > 0) s += " Poisoned";
  if (game.wizard().enabled) s += " [wizard]";
  return s;
}

}  // namespace

bool PlayScreen::handle(const Input& in, App& app) {
  const auto action = action_for(in);
  if (!action) {
    if (in.key == Key::None) return false;
    app.notify("Unknown command " + describe(in) + ".");
    return true;
  }
  switch (action->kind) {
    case KeyAction::Kind::Command: app.apply(action->command); break;
    case KeyAction::Kind::AskDirection:
      app.push(std::make_unique<DirectionPrompt>(action->command));
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
  const int map_rows = term.height() - kTopRows - kBottomRows;
  term.print(0, 0, app.notice().empty() ? message_line(game) : app.notice(), colors::kText);
  if (map_rows > 0) draw_map(term, game, kTopRows, map_rows);
  const int status = term.height() - kBottomRows;
  term.print(0, status, status_line(game), colors::kText);
  term.print(0, status + 1,
             "move: arrows hjklyubn numpad  wait: .  search: s  open/close: o c  stairs: < >",
             colors::kDim);
}

}  // namespace dg
