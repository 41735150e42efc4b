#include "ui/appearance.hpp"

#include "content/content.hpp"

namespace dg {

namespace {
Palette g_palette = Palette::Standard;

Look in_palette(Look look) {
  look.fg = recolour(look.fg, g_palette);
  look.bg = recolour(look.bg, g_palette);
  return look;
}
}  // namespace

void set_palette(Palette p) {
  g_palette = p;
}
Palette palette() {
  return g_palette;
}

Look look_of(Tile t) {
  return in_palette(tileset().tiles[static_cast<std::size_t>(t)]);
}
Look look_of(TrapKind k) {
  return in_palette(tileset().traps[static_cast<std::size_t>(k)]);
}
Look look_of_player() {
  return in_palette(tileset().player);
}
Look look_of_gold() {
  return in_palette(tileset().gold);
}
Look look_of_monster(int breed) {
  return in_palette(monster_look(breed));
}
Look look_of_item(int kind) {
  return in_palette(item_look(kind));
}

}  // namespace dg
