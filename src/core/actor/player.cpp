#include "core/actor/player.hpp"

#include <algorithm>

namespace dg {

const InvSlot* Player::slot(char letter) const {
  for (const InvSlot& s : inventory)
    if (s.letter == letter) return &s;
  return nullptr;
}

InvSlot* Player::slot(char letter) {
  for (InvSlot& s : inventory)
    if (s.letter == letter) return &s;
  return nullptr;
}

int Player::armour_class() const {
  const InvSlot* a = worn ? slot(worn) : nullptr;
  return a ? 10 - std::max(0, a->item.type().ac - a->item.erosion) : 10;
}

Dice Player::weapon_damage() const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? w->item.type().damage : unarmed;
}

int Player::weapon_to_hit() const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? w->item.type().to_hit : 0;
}

int Player::carried_weight() const {
  int total = 0;
  for (const InvSlot& s : inventory) total += s.item.type().weight * s.item.count;
  return total;
}

int Player::capacity() const {
  return std::min(1000, 25 * (effective_strength() + constitution()) + 50);
}

int Player::effective_speed() const {
  const int s = speed + modifiers(effects, Property::Speed);
  return std::max(3, burdened() ? s * 3 / 4 : s);
}

}  // namespace dg
