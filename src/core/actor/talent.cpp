#include "core/actor/talent.hpp"

namespace dg {

Knacks& Knacks::operator+=(const Knacks& o) {
  attacks += o.attacks;
  to_hit += o.to_hit;
  damage += o.damage;
  throw_damage += o.throw_damage;
  ac += o.ac;
  spell_power += o.spell_power;
  spell_cost += o.spell_cost;
  spell_failure += o.spell_failure;
  prayer += o.prayer;
  level_hp += o.level_hp;
  pet_growth += o.pet_growth;
  sneak += o.sneak;
  return *this;
}

}  // namespace dg
