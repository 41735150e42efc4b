#include "core/world/environment.hpp"

#include <algorithm>

#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/fire.hpp"
#include "core/world/gas.hpp"
#include "core/world/stage.hpp"

namespace dg::environment {

namespace {

bool harmful_gas(const Game& g, Vec p) {
  const GasCell c = g.level().gas_at(p);
  return c.volume > 0 && g.catalog().gas(c.kind).harmful();
}

// Water puts out a creature on fire.
void quench(Game& g, Actor& who) {
  std::erase_if(who.effects, [](const Effect& e) { return e.kind == EffectKind::Burning; });
  tell(g, who, "You put out the flames in the water.", "{A} puts out its flames in the water.");
}

}  // namespace

void tick(Game& g) {
  Level& lv = g.mutable_level();
  const Catalog& cat = g.catalog();
  if (!lv.vents_found) {  // once a level: no tile turns into a vent
    lv.vents_found = true;
    for (int y = 0; y < lv.height(); ++y)
      for (int x = 0; x < lv.width(); ++x)
        if (cat.tile(lv.tiles[{x, y}]).vents >= 0) lv.vents.push_back({x, y});
  }
  if (lv.burning == 0 && lv.gassy == 0 && lv.vents.empty()) return;
  for (Vec v : lv.vents) {
    const TileRules& t = cat.tile(lv.at(v));
    if (t.vents >= 0 && t.vent_chance.roll(g.rng()))
      gas::release(lv, cat.gases, cat.tiles, v, t.vents, t.vent_volume);
  }
  blaze::tick(g);
  gas::tick(lv, cat.gases, cat.tiles, g.rng());
}

void creature_turn(Game& g, Actor& who) {
  const Level& lv = g.level();
  const bool on_fire = who.has(Property::Burning);
  if (lv.burning == 0 && lv.gassy == 0 && !on_fire) return;
  const Catalog& cat = g.catalog();
  const int id = id_of(who);
  const bool hero = who.as_player() != nullptr;
  const EffectSource fire{"fire", nullptr, !hero};
  if (blaze::burning(g, who.pos)) effects::apply(g, who, cat.fire.each_turn, fire);
  Actor* a = stage::find(g, id);
  if (a && !g.run().over && a->has(Property::Burning)) {
    if (cat.tile(lv.at(a->pos)).quenches) {
      quench(g, *a);
    } else {
      const Vec at = a->pos;
      effects::apply(g, *a, cat.fire.burning, fire);
      blaze::ignite(g, at);  // what burns under a creature on fire catches
    }
  }
  a = stage::find(g, id);
  if (!a || g.run().over) return;
  const GasCell c = g.level().gas_at(a->pos);
  if (c.volume > 0) {
    const GasRules& gas = cat.gas(c.kind);
    effects::apply(g, *a, gas.each_turn, {gas.name, nullptr, !hero});
  }
}

int threat(const Game& g, const Monster& m, Vec p) {
  if (blaze::burning(g, p) && !m.has(Property::FireResistant)) return 1000;
  return harmful_gas(g, p) ? g.level().gas_at(p).volume : 0;
}

bool hurts_hero(const Game& g, Vec p) {
  if (!g.sight().sees(p)) return false;
  return blaze::burning(g, p) || harmful_gas(g, p);
}

}  // namespace dg::environment
