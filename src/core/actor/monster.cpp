#include "core/actor/monster.hpp"

#include "core/catalog.hpp"
#include "core/combat.hpp"

namespace dg {

int Monster::armour_class(const Catalog& c) const {
  return c.breed(breed).ac - modifiers(effects, Property::Protected);
}

std::vector<Blow> Monster::blows(const Catalog& c) const {
  std::vector<Blow> out;
  for (const Attack& at : c.breed(breed).attacks)
    out.push_back({at.hit, at.damage, 0, monster_to_hit(level, 0), &at.effects, at.effect_chance});
  return out;
}

int Monster::throw_to_hit() const {
  return monster_to_hit(level, 0);
}

Item* Monster::carried(char letter) {
  const auto i = static_cast<std::size_t>(letter - 'a');
  return letter >= 'a' && i < items.size() ? &items[i] : nullptr;
}

char Monster::take_in(const Catalog&, const Item& item, bool& too_heavy) {
  too_heavy = false;
  if (items.size() >= kMaxCarried) return 0;
  items.push_back(item);
  return static_cast<char>('a' + items.size() - 1);
}

Item Monster::take_one(char letter) {
  const auto at = items.begin() + (letter - 'a');
  Item one = *at;
  one.count = 1;
  if (--at->count <= 0) items.erase(at);
  return one;
}

}  // namespace dg
