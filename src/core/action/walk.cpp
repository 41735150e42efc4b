#include "core/action/walk.hpp"

#include <string>

#include "core/action/attack.hpp"
#include "core/action/door.hpp"
#include "core/actor/allies.hpp"
#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/hazards.hpp"
#include "core/world/piece_triggers.hpp"
#include "core/world/stage.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {

ActionResult hero_walk(Game& g, Player& hero, Dir dir, bool confirmed) {
  Level& lv = g.mutable_level();
  const Catalog& cat = g.catalog();
  if (effects::held_back(g, hero, WearsOff::Walking))
    return ActionResult::success();  // a pit holds on
  if (hero.has(Property::Confused) && g.rng().one_in(3)) {
    dir = kAllDirs[static_cast<std::size_t>(g.rng().below(8))];
    g.say("You stumble.");
  }
  const Vec to = hero.pos + offset(dir);
  const Tile tile = lv.at(to);
  const bool edge = to.x <= 0 || to.y <= 0 || to.x >= lv.width() - 1 || to.y >= lv.height() - 1;
  if (g.wizard().through_walls && !edge && !cat.tile(tile).walkable) {
    stage::put(hero, to);
    return ActionResult::success();
  }
  if (Monster* m = lv.monster_at(to); m && m->chains > 0) {  // a captive: work at its chains
    allies::work_chains(g, *m);
    return ActionResult::success();
  }
  if (Monster* m = lv.monster_at(to); m && m->disguised) {  // the thing there was a mimic
    mind::unmask(g, *m);
    return ActionResult::success();
  }
  if (Monster* m = lv.monster_at(to);
      m && !m->tame && !doorway_diagonal(lv.at(hero.pos), tile, hero.pos, to))
    return ActionResult::instead(std::make_unique<AttackAction>(*m));
  if (lv.memory[to].unseen && !lv.monster_at(to)) {  // what struck from there has gone
    lv.memory[to].unseen = false;
    g.say("You attack thin air.");
    return ActionResult::success();
  }
  // Judged by the step taken: a stumble cannot carry the hero diagonally out of a doorway.
  switch (step_block(cat.tiles, lv.at(hero.pos), tile, hero.pos, to)) {
    case StepBlock::ClosedDoor: return ActionResult::instead(std::make_unique<OpenDoorAction>(dir));
    case StepBlock::LockedDoor:
      // The first bump finds the lock and takes no time; walking into a door known to be
      // locked bashes it.
      if (lv.memory[to].tile != Tile::DoorLocked) {
        lv.memory[to].tile = Tile::DoorLocked;
        g.say("This door is locked.");
        g.report({EventKind::LockFound, kHero, kNobody, to});
        return ActionResult::failure();
      }
      return ActionResult::instead(std::make_unique<BashAction>(to));
    case StepBlock::Impassable:
      if (unlock_with_tool(g, hero, to)) return ActionResult::success();  // a vault's key
      if (const TileRules& rules = cat.tile(tile); rules.usable()) {      // a fountain, a lever
        if (!rules.used.empty()) g.say(rules.used);
        effects::apply(g, hero, rules.on_bump, {rules.name});
        if (rules.used_up.of > 0 && rules.used_up.roll(g.rng()))
          g.mutable_level().tiles[to] = static_cast<Tile>(rules.used_into);
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
    case StepBlock::DoorwayDiagonal:
      g.say("You can't move diagonally through a doorway.");
      return ActionResult::failure();
    case StepBlock::None: break;
  }
  if (!confirmed) {
    const Trap* trap = lv.trap_at(to);
    if (trap && !trap->hidden)
      return ActionResult::ask("Really step onto the " + cat.trap(trap->kind).name + "?");
    if (cat.tile(tile).hazard)
      return ActionResult::ask("Really step into the " + cat.tile(tile).name + "?");
  }
  const Monster* pet = lv.monster_at(to);
  const int pet_id = pet && pet->tame ? pet->id : kNobody;
  if (pet_id != kNobody)
    g.say("You swap places with your " + g.catalog().breed_of(*pet).name + ".");
  const Vec from = hero.pos;
  const int depth = g.depth();
  stage::move(g, hero, to);
  // The pet steps where you were (as NetHack's, onto a trap there too), unless you were taken
  // away (a trap door, a teleport trap: then it stays). Where you died, it only stands aside.
  Monster* p = g.mutable_level().monster_by_id(pet_id);
  if (p && g.depth() == depth && hero.pos == to) {
    if (g.run().over)
      stage::put(*p, from);
    else
      stage::move(g, *p, from);
  }
  return ActionResult::success();
}

ActionResult monster_walk(Game& g, Monster& m, Dir dir) {
  if (effects::held_back(g, m, WearsOff::Walking)) return ActionResult::success();  // a trap
  const Vec to = m.pos + offset(dir);
  if (!mind::may_enter(g, m, to)) return ActionResult::failure();
  Level& lv = g.mutable_level();
  if (lv.at(to) == Tile::DoorClosed)  // opening the door is its move
    return ActionResult::instead(std::make_unique<OpenDoorAction>(dir));
  stage::move(g, m, to);  // arrives as the hero does; `m` may be gone after
  return ActionResult::success();
}

}  // namespace

ActionResult WalkAction::on_perform(Game& game, Actor& actor) {
  if (dir_ == Dir::None) return ActionResult::failure();
  // The hero's step asks before a known danger, picks up gold and tells what lies there.
  if (Player* hero = actor.as_player()) return hero_walk(game, *hero, dir_, confirmed_);
  return monster_walk(game, *actor.as_monster(), dir_);
}

}  // namespace dg
