#pragma once
// The one place the UI asks what things look like. Glyphs and colours come from the
// tileset content file (content/data/tileset.toml) and the monster and item files; the core
// only hands out ids. Every look is given in the palette chosen (the colour-blind-safe one is
// an accessibility option).
#include "content/content.hpp"
#include "core/world/tile.hpp"
#include "core/world/trap.hpp"
#include "ui/text/palette.hpp"

namespace dg {

class Appearance {
 public:
  Appearance(const Content& content, Palette palette) : content_(content), palette_(palette) {}

  Look of(Tile t) const;
  Look of(TrapKind k) const;
  Look player() const;
  Look gold() const;
  Look unseen() const;  // NetHack's `I`: where something unseen struck
  Look monster(int breed) const;
  Look item(int kind) const;
  Look fire() const;         // a burning cell
  Look gas(int kind) const;  // bg: the tint of a cell it fills

 private:
  Look in_palette(Look look) const;
  const Content& content_;
  Palette palette_;
};

}  // namespace dg
