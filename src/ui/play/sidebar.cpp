#include "ui/play/sidebar.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/describe.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

constexpr int kWidth = 26;     // the sidebar's columns, a gap column included
constexpr int kMapWidth = 80;  // a level's width: the map keeps it beside the sidebar
constexpr Color kPanel{12, 12, 20};
constexpr Color kGood{90, 200, 90}, kHurt{230, 200, 60}, kDanger{235, 80, 60}, kPower{90, 140, 230};

// A bar of `cells` for `value` of `most`: full blocks, then light shade.
void bar(Terminal& term, int x, int y, int cells, int value, int most, Color fg) {
  const int full = most > 0 ? std::clamp((value * cells + most - 1) / most, 0, cells) : 0;
  for (int i = 0; i < cells; ++i)
    term.put(x + i, y, i < full ? U'█' : U'░', i < full ? fg : colors::kDim, kPanel);
}

}  // namespace

Color health_colour(int hp, int max_hp) {
  if (3 * hp < max_hp) return kDanger;
  if (2 * hp < max_hp) return kHurt;
  return kGood;
}

int sidebar_width(int width) {
  return width >= kMapWidth + kWidth ? kWidth : 0;
}

void draw_sidebar(Terminal& term, const ScreenContext& app, int left, int top, int bottom) {
  const Game& g = app.game();
  const Player& h = g.hero();
  const Appearance looks(app.content(), app.settings().palette());
  for (int y = top; y < bottom; ++y)
    for (int x = left; x < term.width(); ++x) term.put(x, y, U' ', colors::kText, kPanel);
  const int x = left + 1, w = term.width() - x - 1;
  int y = top;
  auto line = [&](const std::string& text, Color fg) {
    if (y < bottom) term.print(x, y, fit_cells(text, w), fg, kPanel);
    ++y;
  };
  line(g.catalog().characters.role_of(h.who).name + ", level " + std::to_string(h.level),
       colors::kHighlight);
  // Hit points and power: a label, a bar, the numbers.
  const int bar_cells = std::max(4, w - 11);
  if (y < bottom) {
    const Color hp = health_colour(h.hp, h.max_hp);
    term.print(x, y, "HP", hp, kPanel);
    bar(term, x + 3, y, bar_cells, h.hp, h.max_hp, hp);
    term.print(x + 4 + bar_cells, y, std::to_string(h.hp) + "/" + std::to_string(h.max_hp), hp,
               kPanel);
  }
  ++y;
  if (y < bottom) {
    term.print(x, y, "Pw", kPower, kPanel);
    bar(term, x + 3, y, bar_cells, h.pw, h.max_pw, kPower);
    term.print(x + 4 + bar_cells, y, std::to_string(h.pw) + "/" + std::to_string(h.max_pw), kPower,
               kPanel);
  }
  ++y;
  line("AC " + std::to_string(h.armour_class(g.catalog())) + "  Dlvl " + here_label(g) + "  T " +
           std::to_string(g.turn()),
       colors::kText);
  // Conditions, each with the turns it has left.
  bool any = false;
  for (const Effect& e : h.effects) {
    const auto status = effect_status(e.kind);
    if (status.empty()) continue;
    if (!any) ++y;
    any = true;
    line(std::string(status) + " (" + std::to_string(e.turns) + " turns)", kHurt);
  }
  // The monsters in view, nearest first, each with its health.
  std::vector<const Monster*> seen;
  for (const Monster& m : g.level().monsters)
    if (g.sight().visible_monster(m.pos)) seen.push_back(&m);
  auto dist = [&](const Monster* m) { return chebyshev(m->pos, g.hero().pos); };
  std::stable_sort(seen.begin(), seen.end(),
                   [&](const Monster* a, const Monster* b) { return dist(a) < dist(b); });
  if (!seen.empty()) {
    ++y;
    line("In view:", colors::kText);
  }
  for (const Monster* m : seen) {
    if (y + 1 >= bottom) break;
    const Look look = looks.monster(m->breed);
    term.put(x, y, look.glyph, look.fg, kPanel);
    term.print(x + 2, y, fit_cells(g.catalog().breed_of(*m).name, w - 2), colors::kText, kPanel);
    ++y;
    // Its health as a bar, and in words beside it (not in colour only).
    const int cells = std::clamp(w - 18, 4, 10);
    bar(term, x + 2, y, cells, m->hp, m->max_hp, health_colour(m->hp, m->max_hp));
    const std::string words = standing_words(*m);
    term.print(x + 3 + cells, y, fit_cells(words, w - 3 - cells), colors::kDim, kPanel);
    ++y;
  }
  // Things in sight.
  std::vector<std::string> things;
  for (const FloorItem& f : g.level().items)
    if (g.sight().sees(f.pos)) things.push_back(g.wording().item_name(f.item));
  if (!things.empty() && y + 2 < bottom) {
    ++y;
    line("Things:", colors::kText);
    for (const std::string& t : things) line(t, colors::kDim);
  }
}

}  // namespace dg
