// The hero's actions on the map: walking, doors, stairs, searching, wizard commands.
#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/spawn.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {
// A bash breaks the door when d30 <= strength - 4: 40% at strength 16, 70% at 25.
constexpr int kBashSides = 30;
constexpr int kDoorToughness = 4;
constexpr int kSearchOneIn = 3;  // each search finds each adjacent hidden trap 1 time in 3
}  // namespace

Outcome Game::move(const Command& c) {
  if (c.dir == Dir::None) return {};
  Level& lv = mutable_level();
  if (held_back(player_, WearsOff::Walking)) return {true, {}};  // a pit or a trap holds on
  Dir dir = c.dir;
  if (player_.has(Property::Confused) && rng_.one_in(3)) {
    dir = kAllDirs[static_cast<std::size_t>(rng_.below(8))];
    say("You stumble.");
  }
  const Vec to = player_.pos + offset(dir);
  const Tile tile = lv.at(to);
  const bool edge = to.x <= 0 || to.y <= 0 || to.x >= lv.width() - 1 || to.y >= lv.height() - 1;
  if (wizard_.through_walls && !edge && !catalog_->tile(tile).walkable) {
    player_.pos = to;
    return {true, {}};
  }
  if (Monster* m = lv.monster_at(to)) {  // bumping a monster attacks it
    if (!diagonal_blocked(player_.pos, to)) {
      attack(player_, *m);
      return {true, {}};
    }
  }
  // Judged by the step taken: a stumble cannot carry the hero diagonally out of a doorway.
  switch (step_block(catalog_->tiles, lv.at(player_.pos), tile, player_.pos, to)) {
    case StepBlock::ClosedDoor: return open_door(dir);  // bumping a door opens it
    case StepBlock::LockedDoor: say("This door is locked."); return bash(to);
    case StepBlock::Impassable:
      // Bumping costs no time: the player learns what is there and tries again.
      say("There is " +
          std::string(tile == Tile::Rock ? "solid rock" : "a " + catalog_->tile(tile).name) +
          " in the way.");
      return {};
    case StepBlock::DoorwayDiagonal: say("You can't move diagonally through a doorway."); return {};
    case StepBlock::None: break;
  }
  if (!c.confirmed) {
    const Trap* trap = lv.trap_at(to);
    if (trap && !trap->hidden)
      return {false, "Really step onto the " + catalog_->trap(trap->kind).name + "?"};
    if (catalog_->tile(tile).hazard)
      return {false, "Really step into the " + catalog_->tile(tile).name + "?"};
  }
  player_.pos = to;
  arrive(to);
  return {true, {}};
}

bool Game::diagonal_blocked(Vec from, Vec to) const {
  return doorway_diagonal(level().at(from), level().at(to), from, to);
}

Outcome Game::open_door(Dir dir) {
  Level& lv = mutable_level();
  const Vec p = player_.pos + offset(dir);
  switch (lv.at(p)) {
    case Tile::DoorClosed:
      lv.tiles[p] = Tile::DoorOpen;
      say("The door opens.");
      report({EventKind::DoorOpened, kHero, kNobody, p});
      return {true, {}};
    case Tile::DoorLocked: say("This door is locked."); return {};
    case Tile::DoorOpen: say("This door is already open."); return {};
    case Tile::DoorBroken: say("This door is broken."); return {};
    default: say("You see no door there."); return {};
  }
}

Outcome Game::close_door(Dir dir) {
  Level& lv = mutable_level();
  const Vec p = player_.pos + offset(dir);
  switch (lv.at(p)) {
    case Tile::DoorOpen: {
      // A door cannot close on a creature (seen or not) or on anything lying in the doorway.
      // (The bot found monsters shut inside doors before this check had them.)
      const bool items = std::any_of(lv.items.begin(), lv.items.end(),
                                     [p](const FloorItem& f) { return f.pos == p; });
      if (lv.gold_at(p) || lv.monster_at(p) || items) {
        say("Something's in the way.");
        return {};
      }
      lv.tiles[p] = Tile::DoorClosed;
      say("The door closes.");
      report({EventKind::DoorClosed, kHero, kNobody, p});
      return {true, {}};
    }
    case Tile::DoorClosed:
    case Tile::DoorLocked: say("This door is already closed."); return {};
    case Tile::DoorBroken: say("This door is broken."); return {};
    default: say("You see no door there."); return {};
  }
}

Outcome Game::bash(Vec door) {
  // A strength roll: the stronger you are, the likelier the door gives. Loud either way.
  make_noise(door);
  if (rng_.range(1, kBashSides) <= player_.effective_strength() - kDoorToughness) {
    mutable_level().tiles[door] = Tile::DoorBroken;
    say("WHAMM! You bash the door open.");
    report({EventKind::DoorBashed, kHero, kNobody, door, 1});
  } else {
    say("WHAMM!");
    report({EventKind::DoorBashed, kHero, kNobody, door, 0});
  }
  return {true, {}};
}

Outcome Game::change_level(int to_depth, bool arrive_on_up_stairs) {
  if (to_depth < 1 || to_depth > max_depth()) return {};
  const int from = depth_;
  auto entered = enter_level(to_depth);
  if (!entered) {
    say("The stairs crumble: " + entered.error());
    return {};
  }
  const Level& lv = level();
  player_.pos = arrive_on_up_stairs ? lv.stairs_up : lv.stairs_down;
  if (player_.pos.x < 0) player_.pos = random_open_cell();
  // A monster may stand where the hero arrives: it wandered onto the stairs after the hero
  // left by a trap door, or a wizard jumped to the level they are on. It steps aside to the
  // nearest free cell (the command fuzzer found the two sharing a cell).
  Level& here = mutable_level();
  if (Monster* m = here.monster_at(player_.pos)) {
    if (auto aside = nearest_free_for_monster(*catalog_, here, player_.pos, player_.pos))
      m->pos = *aside;
    else  // a level with no free cell at all: it leaves rather than share the hero's
      here.monsters.erase(here.monsters.begin() + (m - here.monsters.data()));
  }
  release_holds(player_);
  report({EventKind::LevelChanged, kHero, kNobody, player_.pos, to_depth});
  say(to_depth > from ? "You descend to dungeon level " + std::to_string(to_depth) + "."
                      : "You climb up to dungeon level " + std::to_string(to_depth) + ".");
  if (to_depth == gen::kDungeonDepth)
    say("You feel the Amulet's presence somewhere on this level.");
  return {true, {}};
}

Outcome Game::search() {
  if (find_hidden() == 0) say("You search but find nothing.");
  return {true, {}};
}

int Game::find_hidden() {
  int found = 0;
  for (Trap& t : mutable_level().traps) {
    const Vec d = t.pos - player_.pos;
    if (!t.hidden || d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1) continue;
    if (!rng_.one_in(kSearchOneIn)) continue;
    t.hidden = false;
    ++found;
    say("You find " + std::string(t.kind == TrapKind::Alarm ? "an " : "a ") +
        catalog_->trap(t.kind).name + ".");
  }
  return found;
}

Outcome Game::wizard_command(const Command& c) {
  if (!wizard_.enabled) {
    say("Only a wizard can do that.");
    return {};
  }
  switch (c.kind) {
    case Command::Kind::WizardToggleMap:
      wizard_.see_all = !wizard_.see_all;
      say(wizard_.see_all ? "You see the whole level." : "Your sight is your own again.");
      return {};
    case Command::Kind::WizardToggleWalls:
      // Solid again inside rock would leave the hero stuck in it (the fuzzer did that).
      if (wizard_.through_walls && !catalog_->tile(level().at(player_.pos)).walkable) {
        say("You cannot become solid inside " + catalog_->tile(level().at(player_.pos)).name + ".");
        return {};
      }
      wizard_.through_walls = !wizard_.through_walls;
      say(wizard_.through_walls ? "You feel insubstantial." : "You feel solid again.");
      return {};
    case Command::Kind::WizardImmortal:
      wizard_.immortal = !wizard_.immortal;
      say(wizard_.immortal ? "You feel immortal." : "You feel mortal again.");
      return {};
    case Command::Kind::WizardSummon: {
      if (c.breed < 0 || c.breed >= static_cast<int>(catalog_->breeds.size())) {
        say("There is no such monster.");
        return {};
      }
      for (Dir d : kAllDirs) {
        const Vec p = player_.pos + offset(d);
        if (!free_for_monster(*catalog_, level(), p)) continue;
        Monster& m = spawn_monster(*catalog_, mutable_level(), rng_, c.breed, depth_, p);
        m.mind = Mind::Hunting;
        m.goal = player_.pos;
        say("You summon " + with_article(catalog_->breed(c.breed).name) + ".");
        return {};
      }
      say("There is no room around you.");
      return {};
    }
    case Command::Kind::WizardCreate:
      if (c.item_kind < 0 || c.item_kind >= static_cast<int>(catalog_->items.size())) {
        say("There is no such thing.");
        return {};
      }
      mutable_level().items.push_back({player_.pos, Item{c.item_kind, 1, 0}});
      say(item_name(Item{c.item_kind, 1, 0}) + " appears at your feet.");
      return {};
    case Command::Kind::WizardJump:
      if (c.depth < 1 || c.depth > max_depth()) {
        say("There is no dungeon level " + std::to_string(c.depth) + " (1-" +
            std::to_string(max_depth()) + ").");
        return {};
      }
      return change_level(c.depth, true);
    default: return {};
  }
}

}  // namespace dg
