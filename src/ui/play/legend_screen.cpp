#include "ui/play/legend_screen.hpp"

#include <algorithm>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/describe.hpp"
#include "ui/play/map_view.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

const char* class_words(ItemClass c) {
  switch (c) {
    case ItemClass::Weapon: return "a weapon";
    case ItemClass::Armour: return "armour";
    case ItemClass::Potion: return "a potion (unknown ones go by their look)";
    case ItemClass::Ingredient: return "an ingredient, for brewing";
    case ItemClass::Amulet: return "an amulet: the Amulet of the Deep is one";
    case ItemClass::Scroll: return "a scroll (unknown ones go by their label)";
    case ItemClass::Wand: return "a wand";
    case ItemClass::Ring: return "a ring";
    case ItemClass::Spellbook: return "a spellbook";
    case ItemClass::Tool: return "a tool: a key opens a vault";
    case ItemClass::kCount: break;
  }
  return "a thing";
}

}  // namespace

std::vector<LegendEntry> map_legend(const ScreenContext& app) {
  const Appearance looks(app.content(), app.settings().palette());
  const Catalog& cat = app.content().catalog;
  std::vector<LegendEntry> out;
  out.push_back({looks.player(), "you"});
  for (std::size_t t = 1; t < cat.tiles.size(); ++t) {  // (not solid rock: it is never drawn)
    const Tile tile = static_cast<Tile>(t);
    LegendEntry e{
        looks.of(tile),
        cat.tile(tile).name + (cat.tile(tile).hazard ? ": it hurts; you are asked first" : "")};
    // A wall is drawn in lines joined to its neighbours (cell_view.cpp's wall_glyph), never
    // as the data's glyph, which a corridor's # would be mistaken for.
    if (tile == Tile::Wall) {
      e.look.glyph = U'─';
      e.name = "wall (drawn in lines that join: ─ │ ┌ ┐ └ ┘)";
    }
    out.push_back(std::move(e));
  }
  out.push_back({looks.of(TrapKind{0}), "a trap, once found (hidden ones are not drawn)"});
  out.push_back({looks.fire(), "fire: it spreads through what burns; you are asked first"});
  for (std::size_t k = 0; k < cat.gases.size(); ++k) {  // a gas tints the ground it is over
    Look cloud = looks.of(Tile::Floor);
    cloud.bg = looks.gas(static_cast<int>(k)).bg;
    out.push_back({cloud, "on this ground: " + cat.gases[k].name});
  }
  out.push_back({looks.gold(), "gold"});
  out.push_back({looks.unseen(), "something unseen struck from here: walk into it to strike"});
  for (std::size_t c = 0; c < kItemClasses; ++c)
    for (std::size_t k = 0; k < cat.items.size(); ++k)
      if (cat.items[k].cls == static_cast<ItemClass>(c)) {
        out.push_back({looks.item(static_cast<int>(k)), class_words(cat.items[k].cls)});
        break;
      }
  // One monster for all: the jackal, the first a player meets (any breed, in a mod without it).
  if (!cat.breeds.empty()) {
    const int b = std::max(0, cat.find_breed("jackal"));
    out.push_back({looks.monster(b),
                   with_article(cat.breed(b)) + ": every letter is a monster (look names it)"});
    Look pet = looks.monster(b);
    pet.bg = kPetBack;
    out.push_back({pet, "on this ground: your pet or an ally (F never strikes it)"});
    Look captive = looks.monster(b);
    captive.bg = kCaptiveBack;
    out.push_back({captive, "on this ground: a captive in chains (look says how to free it)"});
  }
  return out;
}

std::vector<LegendEntry> view_legend(const ScreenContext& app) {
  const Game& g = app.game();
  const Appearance looks(app.content(), app.settings().palette());
  const Level& lv = g.level();
  std::vector<std::pair<int, Vec>> seen;  // (distance, cell), nearest first
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (g.sight().sees({x, y})) seen.push_back({chebyshev(g.hero().pos, {x, y}), {x, y}});
  std::stable_sort(seen.begin(), seen.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<LegendEntry> out;
  for (const auto& [d, p] : seen) {
    const CellView v = view_cell(g, p);
    if (v.kind == CellView::Kind::Unknown) continue;
    if (v.kind == CellView::Kind::Tile && (v.tile == Tile::Rock)) continue;
    std::string name = p == g.hero().pos ? "you" : describe_cell(g, p);
    if (std::any_of(out.begin(), out.end(), [&](const LegendEntry& e) { return e.name == name; }))
      continue;
    Look look;
    if (!map_look(looks, g, p, look)) continue;
    out.push_back({look, std::move(name)});
  }
  return out;
}

bool LegendScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  const int last = std::max(0, static_cast<int>(entries_.size()) - page_);
  switch (in.key) {
    case Key::Up: first_ = std::max(0, first_ - 1); break;
    case Key::Down: first_ = std::min(last, first_ + 1); break;
    case Key::PageUp: first_ = std::max(0, first_ - page_); break;
    case Key::PageDown:
    case Key::Right: first_ = std::min(last, first_ + page_); break;
    case Key::Char:
      if (in.ch == U'j' || in.ch == U' ' || in.ch == U'>')
        first_ = std::min(last, first_ + (in.ch == U'j' ? 1 : page_));
      else if (in.ch == U'k' || in.ch == U'<')
        first_ = std::max(0, first_ - (in.ch == U'k' ? 1 : page_));
      else
        app.screens().pop();
      break;
    default: app.screens().pop(); break;
  }
  return true;
}

void LegendScreen::draw(Terminal& term, const ScreenContext&) const {
  term.clear();
  term.print(1, 0, title_, colors::kHighlight);
  page_ = std::max(1, term.height() - 3);
  int row = 2;
  for (int i = first_; i < static_cast<int>(entries_.size()) && row < term.height() - 1; ++i) {
    const LegendEntry& e = entries_[static_cast<std::size_t>(i)];
    term.put(2, row, e.look.glyph, e.look.fg, e.look.bg);
    const auto lines = wrap_text(e.name, std::max(8, term.width() - 7));
    for (std::size_t j = 0; j < lines.size() && row < term.height() - 1; ++j)
      term.print(5, row++, lines[j], colors::kText);
  }
  const bool more = row >= term.height() - 1 && first_ + page_ < static_cast<int>(entries_.size());
  term.print(1, term.height() - 1,
             entries_.empty()
                 ? "Nothing in view. Any key: back."
                 : (more ? "Down or Space: more; any other key: back." : "Any key: back."),
             colors::kDim);
}

}  // namespace dg
