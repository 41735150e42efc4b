#include "core/world/stage.hpp"

#include "core/game.hpp"
#include "core/world/hazards.hpp"

namespace dg::stage {

Actor* find(Game& g, int id) {
  return id == kHero ? static_cast<Actor*>(&g.mutable_player())
                     : g.mutable_level().monster_by_id(id);
}

Actor* at(Game& g, Vec p) {
  if (g.hero().pos == p) return &g.mutable_player();
  return g.mutable_level().monster_at(p);
}

void move(Game& g, Actor& who, Vec to, Way way) {
  const Vec from = who.pos;
  put(who, to);
  // The hero put elsewhere by magic sees from there before anything there is told, and is
  // told where as an event, for whoever cannot see the map.
  if (who.as_player() && way == Way::Magic) {
    g.refresh_vision();
    g.report(Event(EventKind::Landed, kHero, kHero, to, 0, EffectKind::kCount, {from}));
  } else if (who.as_player()) {
    g.report({EventKind::Stepped, kHero, kHero, to});
  }
  hazards::arrive(g, who);
}

}  // namespace dg::stage
