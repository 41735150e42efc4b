#include "core/action/walk.hpp"

#include <string>

#include "core/action/attack.hpp"
#include "core/action/door.hpp"
#include "core/actor/allies.hpp"
#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/wording.hpp"
#include "core/world/boulders.hpp"
#include "core/world/environment.hpp"
#include "core/world/fire.hpp"
#include "core/world/hazards.hpp"
#include "core/world/piece_triggers.hpp"
#include "core/world/shop.hpp"
#include "core/world/stage.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

// The step every walker takes, the hero as a monster or a pet; where walkers differ, each
// answers for itself (Actor::veer, passes_walls, opens_doors, meet, bump: below).
ActionResult WalkAction::on_perform(Game& g, Actor& a) {
  if (dir_ == Dir::None) return ActionResult::failure();
  if (effects::held_back(g, a, WearsOff::Walking)) return ActionResult::success();  // a pit
  const Dir dir = a.veer(g, dir_);
  const Vec from = a.pos, to = from + offset(dir);
  const Level& lv = g.level();
  const Catalog& cat = g.catalog();
  const Tile tile = lv.at(to);
  const bool through = a.passes_walls(g) && !lv.on_rim(to);
  Actor* there = stage::at(g, to);
  // A shopkeeper at peace: the hero's step into it asks first, and a yes is an attack.
  if (Monster* keeper = there && a.as_player() ? there->as_monster() : nullptr;
      keeper && keeper->at_peace()) {
    if (!confirmed_)
      return ActionResult::ask(keeper->shop >= 0
                                   ? shop::bump_question(g, *keeper)
                                   : "Really attack " + definite(cat.breed_of(*keeper)) +
                                         "? It is peaceful.");
    shop::anger(g, *keeper, "You attack " + definite(cat.breed_of(*keeper)) + "!");
  }
  if (auto instead = a.meet(g, there, to)) return std::move(*instead);
  // Judged by the step taken: a stumble cannot carry the hero diagonally out of a doorway. One
  // that passes walls passes doorways too, but opens a closed door on its way.
  const StepBlock block = through
                              ? (tile == Tile::DoorClosed ? StepBlock::ClosedDoor : StepBlock::None)
                              : step_block(cat.tiles, lv.at(from), tile, from, to);
  // A boulder (r39): the hero pushes it on, and a monster goes round.
  if (!through && a.as_player() && cat.tile(tile).pushed) return boulders::push(g, a, dir);
  switch (block) {
    case StepBlock::ClosedDoor:
      if (through || a.opens_doors(cat))
        return ActionResult::instead(std::make_unique<OpenDoorAction>(dir));
      return ActionResult::failure();
    case StepBlock::LockedDoor:
    case StepBlock::Impassable: return a.bump(g, to);
    case StepBlock::DoorwayDiagonal:
      tell(g, a, "You can't move diagonally through a doorway.");
      return ActionResult::failure();
    case StepBlock::None: break;
  }
  // A known danger stops the step until the walker agrees (a monster's step never does; one
  // through walls heeds only the hazard).
  if (!confirmed_) {
    const Trap* trap = lv.trap_at(to);
    if (trap && !trap->hidden && !through)
      return ActionResult::ask("Really step onto the " + cat.trap(trap->kind).name + "?");
    if (cat.tile(tile).hazard)
      return ActionResult::ask("Really step into the " + cat.tile(tile).name + "?");
    // Fire or a harmful gas the hero sees, unless they stand in it already.
    if (a.as_player() && environment::hurts_hero(g, to) && !environment::hurts_hero(g, a.pos))
      return ActionResult::ask(blaze::burning(g, to) ? "Really step into the fire?"
                                                     : "Really step into the " +
                                                           cat.gas(lv.gas_at(to).kind).name + "?");
  }
  // A pet cannot swap into rock that the walker passed into (a wizard walking through walls:
  // the fuzzer left a little dog inside a wall): the step stops, as NetHack's "You stop".
  if (there && !there->passes_walls(g) && !cat.tile(lv.at(from)).walkable) {
    if (const Monster* pet = there->as_monster())
      tell(g, a, "You stop. Your " + cat.breed_of(*pet).name + " is in the way.");
    return ActionResult::failure();
  }
  // Past a creature `meet` let by: the hero's pet, which steps where the hero was (as
  // NetHack's, onto a trap there too), unless the hero was taken away (a trap door, a
  // teleport trap: then it stays). Where the hero died, it only stands aside.
  const int walker = id_of(a), other = there ? id_of(*there) : kNobody, depth = g.depth();
  if (const Monster* pet = there ? there->as_monster() : nullptr)
    g.say("You swap places with your " + cat.breed_of(*pet).name + ".");
  stage::move(g, a, to);  // arrives as any creature does; `a` may be gone after
  Actor* w = stage::find(g, walker);
  Actor* o = other == kNobody ? nullptr : stage::find(g, other);
  if (o && w && g.depth() == depth && w->pos == to) {
    if (g.run().over)
      stage::put(*o, from);
    else
      stage::move(g, *o, from);
  }
  // Wading is slow: a step into water that `slows` costs half a turn more.
  if (w && w->pos == to && g.depth() == depth && cat.tile(lv.at(to)).slows)
    w->energy -= kActionCost / 2;
  return ActionResult::success();
}

// --- Each walker's own answers ---

Dir Player::veer(Game& g, Dir d) {
  if (!has(Property::Confused) || !g.rng().one_in(3)) return d;
  g.say("You stumble.");
  return kAllDirs[static_cast<std::size_t>(g.rng().below(8))];
}

bool Player::passes_walls(const Game& g) const {
  return g.wizard().through_walls;
}

std::optional<ActionResult> Player::meet(Game& g, Actor* there, Vec to) {
  Level& lv = g.mutable_level();
  if (Monster* m = there ? there->as_monster() : nullptr) {
    if (m->chains > 0) {  // a captive: work at its chains
      allies::work_chains(g, *m);
      return ActionResult::success();
    }
    if (m->disguised) {  // the thing there was a mimic
      mind::unmask(g, *m);
      return ActionResult::success();
    }
    if (!m->tame && !doorway_diagonal(lv.at(pos), lv.at(to), pos, to))
      return ActionResult::instead(std::make_unique<AttackAction>(*m));
  } else if (lv.memory[to].unseen) {  // what struck from there has gone
    lv.memory[to].unseen = false;
    g.say("You attack thin air.");
    return ActionResult::success();
  }
  return std::nullopt;
}

ActionResult Player::bump(Game& g, Vec to) {
  Level& lv = g.mutable_level();
  const Catalog& cat = g.catalog();
  const Tile tile = lv.at(to);
  if (tile == Tile::DoorLocked) {
    // The first bump finds the lock and takes no time; walking into a door known to be
    // locked bashes it.
    if (lv.memory[to].tile != Tile::DoorLocked) {
      lv.memory[to].tile = Tile::DoorLocked;
      g.say("This door is locked.");
      g.report({EventKind::LockFound, kHero, kNobody, to});
      return ActionResult::failure();
    }
    return ActionResult::instead(std::make_unique<BashAction>(to));
  }
  if (unlock_with_tool(g, *this, to)) return ActionResult::success();  // a vault's key
  if (const TileRules& rules = cat.tile(tile); rules.usable()) {       // a fountain, a lever
    if (!rules.used.empty()) g.say(rules.used);
    effects::apply(g, *this, rules.on_bump, {rules.name});
    if (rules.used_up.of > 0 && rules.used_up.roll(g.rng()))
      lv.tiles[to] = static_cast<Tile>(rules.used_into);
    pieces::hero_used(g, to);  // what the lever works
    return ActionResult::success();
  }
  // Bumping costs no time: the player learns what is there and tries again.
  if (!cat.tile(tile).bumped.empty())
    g.say(cat.tile(tile).bumped);
  else
    g.say("There is " +
          std::string(tile == Tile::Rock ? "solid rock" : "a " + cat.tile(tile).name) +
          " in the way.");
  g.report(Event(EventKind::Bumped, kHero, kNobody, to));
  return ActionResult::failure();
}

bool Monster::passes_walls(const Game& g) const {
  return g.catalog().breed_of(*this).phases;
}

bool Monster::opens_doors(const Catalog& c) const {
  return c.breed_of(*this).opens_doors;
}

}  // namespace dg
