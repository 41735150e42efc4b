#include "core/world/light.hpp"

#include <algorithm>

#include "core/catalog.hpp"
#include "core/world/fov.hpp"
#include "core/world/level.hpp"

namespace dg {

namespace {

// The cells a light of `radius` at `at` reaches, marked with `glow` where none was yet.
void shine(const Level& lv, const Catalog& cat, Vec at, int radius, Glow glow, Array2D<Glow>& out,
           FieldOfView& fov) {
  fov.compute(lv, cat.tiles, at, radius);
  const int x0 = std::max(0, at.x - radius), x1 = std::min(lv.width() - 1, at.x + radius);
  const int y0 = std::max(0, at.y - radius), y1 = std::min(lv.height() - 1, at.y + radius);
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x)
      if (fov.visible()[{x, y}] && !out[{x, y}]) out[{x, y}] = glow;
}

}  // namespace

void light_level(const Catalog& cat, Level& lv, Array2D<Glow>& glow, FieldOfView& fov,
                 Carried lamp) {
  if (glow.width() != lv.width() || glow.height() != lv.height())
    glow = Array2D<Glow>(lv.width(), lv.height());
  else
    glow.fill(Glow{});
  if (!lv.lamps_found) {
    lv.lamps_found = true;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (cat.tile(lv.tiles[{x, y}]).light > 0) lv.lamps.push_back({x, y});
  }
  const bool glowing_monster = [&] {
    for (const Monster& m : lv.monsters)
      if (cat.breed_of(m).light > 0) return true;
    return false;
  }();
  if (lv.lamps.empty() && lv.burning == 0 && !glowing_monster && lamp.radius <= 0) return;
  for (Vec p : lv.lamps) {
    const Tile t = lv.at(p);
    if (const int r = cat.tile(t).light; r > 0)
      shine(lv, cat, p, r, {Glow::From::Tile, static_cast<std::uint16_t>(t)}, glow, fov);
  }
  if (lv.burning > 0 && cat.fire.light > 0)
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (lv.fire[{x, y}] > 0)
          shine(lv, cat, {x, y}, cat.fire.light, {Glow::From::Fire, 0}, glow, fov);
  for (const Monster& m : lv.monsters)
    if (const int r = cat.breed_of(m).light; r > 0 && !m.disguised)
      shine(lv, cat, m.pos, r, {Glow::From::Monster, static_cast<std::uint16_t>(m.breed)}, glow,
            fov);
  if (lamp.radius > 0)
    shine(lv, cat, lamp.at, lamp.radius, {Glow::From::Item, static_cast<std::uint16_t>(lamp.kind)},
          glow, fov);
}

}  // namespace dg
