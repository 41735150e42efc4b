#include "ui/play/map_view.hpp"

#include <algorithm>
#include <vector>

#include "content/content.hpp"
#include "core/game.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/camera.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/text/palette.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {

constexpr int kMemoryBrightness = 45;   // percent: remembered cells are drawn dimmer
constexpr Rgb kEdgeBack{120, 40, 20};   // behind a monster in sight off the view, at its edge
constexpr Rgb kFlameTip{255, 224, 90};  // a flame flickers between its colour and this

Rgb mixed(Rgb a, Rgb b, int percent) {
  const auto m = [percent](int x, int y) {
    return static_cast<std::uint8_t>(x + (y - x) * percent / 100);
  };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b)};
}

// Fire and gas over a cell in sight: a burning cell shows flames (a creature in it, the fire
// behind it), flickering from turn to turn (never between turns: nothing moves while the
// player thinks); a gas tints the ground behind whatever is there, the more the thicker.
void overlay(const Appearance& looks, const Game& game, Vec p, bool creature, Look& out) {
  const Level& lv = game.level();
  // Coloured light first: a brazier's warm, fungus green (core/world/light.hpp).
  if (const Glow glow = game.sight().glow(p)) {
    const Rgb light = glow.from == Glow::From::Tile ? looks.of(static_cast<Tile>(glow.which)).light
                      : glow.from == Glow::From::Fire ? looks.fire().light
                      : glow.from == Glow::From::Item ? looks.item(glow.which).fg
                                                      : looks.monster(glow.which).light;
    out.fg = mixed(out.fg, light, 30);
    out.bg = mixed(out.bg, light, 16);
  }
  if (lv.fire_at(p) > 0) {
    const Look flame = looks.fire();
    const unsigned flicker =
        (static_cast<unsigned>(p.x) * 73856093u ^ static_cast<unsigned>(p.y) * 19349663u ^
         static_cast<unsigned>(game.turn()) * 83492791u) %
        100u;
    out.bg = flame.bg;
    if (!creature) out.glyph = flame.glyph, out.fg = mixed(flame.fg, kFlameTip, flicker * 7 / 10);
  }
  if (const GasCell c = lv.gas_at(p); c.volume > 0)
    out.bg = mixed(out.bg, looks.gas(c.kind).bg, std::min(100, 35 + c.volume / 2));
}

}  // namespace

bool map_look(const Appearance& looks, const Game& game, Vec p, Look& out) {
  using K = CellView::Kind;
  const CellView v = view_cell(game, p);
  switch (v.kind) {
    case K::Unknown: return false;
    case K::Player: out = looks.player(); break;
    case K::Monster:
      out = looks.monster(v.monster->breed);
      if (v.monster->tame) out.bg = kPetBack;  // as NetHack highlights a pet
      if (v.monster->chains > 0) out.bg = kCaptiveBack;
      break;
    case K::Unseen: out = looks.unseen(); break;
    case K::Item: out = looks.item(v.item.kind); break;
    case K::Gold: out = looks.gold(); break;
    case K::Trap: out = looks.of(v.trap); break;
    case K::Tile:
      out = looks.of(v.tile);
      if (v.tile == Tile::Wall) out.glyph = wall_glyph(game.level(), p);
      break;
  }
  // A thing lying in water (or on any ground with a colour of its own) shows that ground
  // around it: a dagger sunk in deep water is not a dagger on the floor.
  if (v.kind == K::Item || v.kind == K::Gold || v.kind == K::Trap) {
    const Level& lv = game.level();
    const Tile under =
        v.remembered ? lv.memory[p].tile : remembered_tile(lv.at(p), lv.memory[p].tile);
    out.bg = looks.of(under).bg;
  }
  if (v.remembered)
    out.fg = dimmed(out.fg, kMemoryBrightness);
  else if (v.kind != K::Unseen)
    overlay(looks, game, p, v.kind == K::Player || v.kind == K::Monster, out);
  return true;
}

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
  // A monster in sight that the view could not hold with the hero: its glyph on the view's
  // edge, on the side it is, on a background of its own (so nothing in sight is unseen).
  for (const Monster& m : level.monsters) {
    if (!game.sight().visible_monster(m.pos) || view.shows(m.pos)) continue;
    const Vec in_view = m.pos - view.origin;
    const Vec edge{std::clamp(in_view.x, 0, view.cells.x - 1),
                   std::clamp(in_view.y, 0, view.cells.y - 1)};
    const Look it = looks.monster(m.breed);
    const Vec at = view.screen_of(view.origin + edge);
    term.put_big(at.x, at.y, view.zoom, it.glyph, it.fg, kEdgeBack);
  }
}

bool MapView::cell_at(int col, int row, Vec& out) const {
  if (col < 0 || row < top || col >= cells.x * zoom || row >= top + cells.y * zoom) return false;
  out = origin + Vec{col / zoom, (row - top) / zoom};
  return true;
}

MapView map_view(const Game& game, int top, int width, int rows, int zoom) {
  MapView v;
  v.zoom = std::max(1, zoom);
  v.top = top;
  v.cells = {width / v.zoom, rows / v.zoom};
  // The hostile monsters in sight, which the camera shows with the hero where it can.
  std::vector<Vec> seen;
  for (const Monster& m : game.level().monsters)
    if (!m.tame && game.sight().visible_monster(m.pos)) seen.push_back(m.pos);
  v.origin =
      camera_origin({game.level().width(), game.level().height()}, v.cells, game.hero().pos, seen);
  return v;
}

std::string level_as_text(const Content& content, const Game& game) {
  Terminal t(game.level().width(), game.level().height());
  const Vec size{game.level().width(), game.level().height()};
  draw_map(t, Appearance(content, Palette::Standard), game, MapView{{0, 0}, size, 1, 0});
  return t.to_string();
}

}  // namespace dg
