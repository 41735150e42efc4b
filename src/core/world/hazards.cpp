#include "core/world/hazards.hpp"

#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/environment.hpp"
#include "core/world/piece_triggers.hpp"
#include "core/world/stage.hpp"

namespace dg::hazards {

namespace {

void describe_floor_items(Game& g, Vec p) {
  int n = 0;
  const FloorItem* first = nullptr;
  for (const FloorItem& f : g.level().items)
    if (f.pos == p) ++n, first = first ? first : &f;
  if (n == 1) g.say("You see here " + g.wording().item_name(first->item) + ".");
  if (n > 1) g.say("There are several objects here.");
}

// Gold on the cell: the hero takes it, and a monster whose kind takes gold (a leprechaun).
void take_gold(Game& g, Actor& who, Vec at) {
  Level& lv = g.mutable_level();
  GoldPile* pile = lv.gold_at(at);
  if (!pile) return;
  const Monster* m = who.as_monster();
  if (m && !g.catalog().breed_of(*m).picks_up_gold) return;
  const int amount = pile->amount;
  who.gold += amount;
  if (!m) g.mutable_player().gold_found += amount;
  if (!m) g.report({EventKind::PickedUp, kHero, kHero, at, -1});
  std::erase_if(lv.gold, [at](const GoldPile& p) { return p.pos == at; });
  if (!m)
    g.say(std::to_string(amount) + " gold piece" + (amount == 1 ? "" : "s") + ".");
  else if (g.sight().sees(at))
    g.say(capitalised(g.wording().monster_name(*m)) + " picks up some gold.");
}

// What the hero finds where they stand: things on the floor, a staircase.
void tell_what_lies_here(Game& g, Vec p) {
  describe_floor_items(g, p);
  const Tile tile = g.level().at(p);
  if (tile == Tile::StairsDown) g.say("There is a staircase down here.");
  if (tile == Tile::StairsUp) g.say("There is a staircase up here.");
}

}  // namespace

void spring(Game& g, Actor& victim, Trap& trap) {
  const TrapRules& rules = g.catalog().trap(trap.kind);
  if (victim.has(Property::Levitating) && rules.floats_over) {
    if (victim.as_player() && !trap.hidden) g.say("You float over the " + rules.name + ".");
    return;
  }
  g.report({EventKind::TrapSprung, kNobody, id_of(victim), trap.pos});
  if (victim.as_player()) {
    trap.hidden = false;
    effects::apply(g, victim, rules.effects, {rules.name});
    return;
  }
  // A monster's death in a trap is nobody's kill. Its words (`other`) are said where the hero
  // sees the trap, and then the hero knows it is there.
  const Vec at = trap.pos;
  Effects steps = rules.effects;
  if (!g.sight().sees(at))
    for (EffectStep& s : steps) s.other.clear();
  if (effects::apply(g, victim, steps, {rules.name, nullptr, true}) && g.sight().sees(at))
    trap.hidden = false;  // (effects never add or remove traps: `trap` is still there)
}

void arrive(Game& g, Actor& who) {
  const Vec to = who.pos;
  const int id = id_of(who);
  const bool hero = who.as_player() != nullptr;
  const int depth = g.depth();
  take_gold(g, who, to);
  pieces::entered(g, who, to);  // a set piece's words, and what stepping there sets off
  if (hero) tell_what_lies_here(g, to);
  // A hazard hurts as its data says: on stepping in (a pit), or each turn spent in it (acid,
  // in each_turn); a floating creature passes over.
  const TileRules& here = g.catalog().tile(g.level().at(to));
  const bool floating = who.has(Property::Levitating);
  if (here.hazard && floating)
    tell(g, who, "You float over the " + here.name + ".", "{A} floats over the " + here.name + ".");
  else if (!here.on_enter.empty())
    effects::apply(g, who, here.on_enter, {here.name, nullptr, !hero});
  else if (here.hazard)
    tell(g, who, "You wade into the " + here.name + ".", "{A} wades into the " + here.name + ".");
  // Still there (a pit's fall may have killed it, the hero may have fallen a level)?
  Actor* still = stage::find(g, id);
  if (!still || g.run().over || still->pos != to || g.depth() != depth) return;
  if (Trap* t = g.mutable_level().trap_at(to)) spring(g, *still, *t);
}

void each_turn(Game& g, Actor& who) {
  const TileRules& here = g.catalog().tile(g.level().at(who.pos));
  const int id = id_of(who);
  if (!here.each_turn.empty() && !who.has(Property::Levitating))
    effects::apply(g, who, here.each_turn, {here.name, nullptr, !who.as_player()});
  // Then fire and gas, on whoever is still there.
  if (Actor* still = stage::find(g, id); still && !g.run().over)
    environment::creature_turn(g, *still);
}

}  // namespace dg::hazards
