// The hero's changes of level, finding hidden traps, and wizard commands (what the hero
// does with a turn is an action: core/action/).
#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/spawn.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {
constexpr int kSearchOneIn = 3;  // each search finds each adjacent hidden trap 1 time in 3
}  // namespace

bool Game::diagonal_blocked(Vec from, Vec to) const {
  return doorway_diagonal(level().at(from), level().at(to), from, to);
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
  effects::release_holds(player_);
  report({EventKind::LevelChanged, kHero, kNobody, player_.pos, to_depth});
  say(to_depth > from ? "You descend to dungeon level " + std::to_string(to_depth) + "."
                      : "You climb up to dungeon level " + std::to_string(to_depth) + ".");
  if (to_depth == gen::kDungeonDepth)
    say("You feel the Amulet's presence somewhere on this level.");
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
