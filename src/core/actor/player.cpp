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

int Player::armour_class(const Catalog& c) const {
  const InvSlot* a = worn ? slot(worn) : nullptr;
  return a ? 10 - std::max(0, c.kind_of(a->item).ac - a->item.erosion) : 10;
}

Dice Player::weapon_damage(const Catalog& c) const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? c.kind_of(w->item).damage : unarmed;
}

int Player::weapon_to_hit(const Catalog& c) const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? c.kind_of(w->item).to_hit : 0;
}

int Player::carried_weight(const Catalog& c) const {
  int total = 0;
  for (const InvSlot& s : inventory) total += c.kind_of(s.item).weight * s.item.count;
  return total;
}

int Player::capacity() const {
  return std::min(1000, 25 * (effective_strength() + constitution()) + 50);
}

int Player::effective_speed(const Catalog& c) const {
  const int s = speed + modifiers(effects, Property::Speed);
  return std::max(3, burdened(c) ? s * 3 / 4 : s);
}

}  // namespace dg
