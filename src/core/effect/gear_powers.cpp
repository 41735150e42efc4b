#include "core/effect/gear_powers.hpp"

#include <string>

#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/stage.hpp"

namespace dg::gear {

void reveal(Game& g, Item& item) {
  const PowerDef* p = g.catalog().power_of(item);
  if (!p || item.power_known) return;
  const std::string kind = g.catalog().kind_of(item).name;
  item.power_known = true;
  g.say("Your " + kind + " is " + with_article(powered_name(*p, kind)) + "!");
}

int reveal_all(Game& g) {
  int told = 0;
  for (InvSlot& s : g.mutable_player().inventory)
    if (g.catalog().power_of(s.item) && !s.item.power_known) {
      reveal(g, s.item);
      ++told;
    }
  return told;
}

void weapon_landed(Game& g, int target_id) {
  Player& hero = g.mutable_player();
  InvSlot* w = hero.wielded ? hero.slot(hero.wielded) : nullptr;
  const PowerDef* p = w ? g.catalog().power_of(w->item) : nullptr;
  if (!p) return;
  reveal(g, w->item);
  Actor* target = stage::find(g, target_id);
  if (!target || p->hit.empty() || g.run().over) return;
  effects::apply(g, *target, p->hit, {powered_name(*p, g.catalog().kind_of(w->item).name), &hero});
}

void armour_struck(Game& g, int attacker_id) {
  Player& hero = g.mutable_player();
  for (char letter : hero.worn) {
    InvSlot* a = letter ? hero.slot(letter) : nullptr;
    const PowerDef* p = a ? g.catalog().power_of(a->item) : nullptr;
    if (!p || p->struck.empty()) continue;
    reveal(g, a->item);
    Actor* attacker = stage::find(g, attacker_id);
    if (!attacker || g.run().over) return;
    effects::apply(g, *attacker, p->struck,
                   {powered_name(*p, g.catalog().kind_of(a->item).name), &hero});
  }
}

}  // namespace dg::gear
