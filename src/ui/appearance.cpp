#include "ui/appearance.hpp"

#include "content/content.hpp"

namespace dg {

const Look& look_of(Tile t) {
  return tileset().tiles[static_cast<std::size_t>(t)];
}
const Look& look_of(TrapKind k) {
  return tileset().traps[static_cast<std::size_t>(k)];
}
const Look& look_of_player() {
  return tileset().player;
}
const Look& look_of_gold() {
  return tileset().gold;
}

const Look& look_of_monster(int breed) {
  return monster_look(breed);
}

const Look& look_of_item(int kind) {
  return item_look(kind);
}

}  // namespace dg
