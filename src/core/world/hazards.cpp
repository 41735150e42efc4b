#include "core/world/hazards.hpp"

#include <algorithm>
#include <string>

#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/piece_triggers.hpp"

namespace dg::hazards {

namespace {

void describe_floor_items(Game& g, Vec p) {
  int n = 0;
  const FloorItem* first = nullptr;
  for (const FloorItem& f : g.level().items)
    if (f.pos == p) ++n, first = first ? first : &f;
  if (n == 1) g.say("You see here " + g.item_name(first->item) + ".");
  if (n > 1) g.say("There are several objects here.");
}

}  // namespace

void spring(Game& g, Actor& victim, Trap& trap) {
  const TrapRules& rules = g.catalog().trap(trap.kind);
  if (victim.has(Property::Levitating) && rules.floats_over) {
    if (victim.as_player() && !trap.hidden) g.say("You float over the " + rules.name + ".");
    return;
  }
  if (victim.as_player()) {
    trap.hidden = false;
    effects::apply(g, victim, rules.effects, {rules.name});
    return;
  }
  // A monster's death in a trap is nobody's kill. Its words (`other`) are said where the hero
  // sees the trap, and then the hero knows it is there.
  const Vec at = trap.pos;
  Effects steps = rules.effects;
  if (!g.sees(at))
    for (EffectStep& s : steps) s.other.clear();
  if (effects::apply(g, victim, steps, {rules.name, nullptr, true}) && g.sees(at))
    trap.hidden = false;  // (effects never add or remove traps: `trap` is still there)
}

void arrive(Game& g, Vec to) {
  Level& lv = g.mutable_level();
  Player& hero = g.mutable_player();
  if (GoldPile* gold = lv.gold_at(to)) {
    hero.gold += gold->amount;
    g.say(std::to_string(gold->amount) + " gold piece" + (gold->amount == 1 ? "" : "s") + ".");
    std::erase_if(lv.gold, [&](const GoldPile& p) { return p.pos == to; });
  }
  pieces::hero_entered(g, to);  // a set piece's words, and what stepping there sets off
  describe_floor_items(g, to);
  const bool floating = hero.has(Property::Levitating);
  const Tile tile = lv.at(to);
  const TileRules& here = g.catalog().tile(tile);
  if (tile == Tile::StairsDown) g.say("There is a staircase down here.");
  if (tile == Tile::StairsUp) g.say("There is a staircase up here.");
  // A hazard hurts as its data says: on stepping in (a pit), or each turn spent in it (acid,
  // in each_turn); a floating hero passes over.
  if (here.hazard && floating)
    g.say("You float over the " + here.name + ".");
  else if (!here.on_enter.empty())
    effects::apply(g, hero, here.on_enter, {here.name});
  else if (here.hazard)
    g.say("You wade into the " + here.name + ".");
  if (Trap* t = lv.trap_at(to)) spring(g, hero, *t);
}

void each_turn(Game& g) {
  Player& hero = g.mutable_player();
  const TileRules& here = g.catalog().tile(g.level().at(hero.pos));
  if (!here.each_turn.empty() && !hero.has(Property::Levitating))
    effects::apply(g, hero, here.each_turn, {here.name});
}

}  // namespace dg::hazards
