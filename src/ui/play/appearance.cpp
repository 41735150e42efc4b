#include "ui/play/appearance.hpp"

namespace dg {

Look Appearance::in_palette(Look look) const {
  look.fg = recolour(look.fg, palette_);
  look.bg = recolour(look.bg, palette_);
  return look;
}

Look Appearance::of(Tile t) const {
  return in_palette(content_.tileset.tiles[static_cast<std::size_t>(t)]);
}
Look Appearance::of(TrapKind k) const {
  return in_palette(content_.tileset.traps[k]);
}
Look Appearance::player() const {
  return in_palette(content_.tileset.player);
}
Look Appearance::gold() const {
  return in_palette(content_.tileset.gold);
}

Look Appearance::unseen() const {
  return in_palette(content_.tileset.unseen);
}
Look Appearance::monster(int breed) const {
  return in_palette(content_.monster_look(breed));
}
Look Appearance::item(int kind) const {
  return in_palette(content_.item_look(kind));
}
Look Appearance::fire() const {
  return in_palette(content_.tileset.fire);
}
Look Appearance::gas(int kind) const {
  return in_palette(content_.tileset.gases[static_cast<std::size_t>(kind)]);
}

}  // namespace dg
