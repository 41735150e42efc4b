// What the world does to the hero: gold underfoot, traps, pits, acid, poison, healing.
#include <algorithm>
#include <string>

#include "core/dice.hpp"
#include "core/game.hpp"

namespace dg {

namespace {
constexpr int kRegenBase = 22;  // turns per hit point regained are this minus constitution
constexpr int kOpenCellTries = 2000;
}  // namespace

void Game::hurt(int amount, const std::string& cause) {
  if (amount <= 0 || over_) return;
  player_.hp -= amount;
  if (player_.hp > 0) return;
  if (wizard_.immortal) {
    player_.hp = player_.max_hp;
    say("You feel death's touch pass you by.");
    return;
  }
  player_.hp = 0;
  over_ = true;
  ending_ = Ending::Died;
  death_cause_ = cause;
  say("You die...");
}

Vec Game::random_open_cell() {
  const Level& lv = level();
  for (int t = 0; t < kOpenCellTries; ++t) {
    const Vec p{rng_.below(lv.width()), rng_.below(lv.height())};
    if (lv.at(p) == Tile::Floor && !lv.trap_at(p) && !lv.monster_at(p) && p != player_.pos)
      return p;
  }
  return lv.stairs_up;  // every level has one, and validation made sure it is reachable
}

void Game::arrive(Vec to) {
  Level& lv = mutable_level();
  if (GoldPile* g = lv.gold_at(to)) {
    player_.gold += g->amount;
    say(std::to_string(g->amount) + " gold piece" + (g->amount == 1 ? "" : "s") + ".");
    std::erase_if(lv.gold, [&](const GoldPile& p) { return p.pos == to; });
  }
  describe_floor_items(to);
  const bool floating = player_.has(Property::Levitating);
  switch (lv.at(to)) {
    case Tile::StairsDown: say("There is a staircase down here."); break;
    case Tile::StairsUp: say("There is a staircase up here."); break;
    case Tile::Acid:
      say(floating ? "You float over the acid pool." : "You wade into the acid pool.");
      break;
    case Tile::Pit:
      if (floating) {
        say("You float over the pit.");
        break;
      }
      say("You fall into a pit!");
      hold(Held::Pit, 2, 5, Dice{1, 6, 0}, "fell into a pit");
      break;
    default: break;
  }
  Trap* t = lv.trap_at(to);
  if (t && floating && (t->kind == TrapKind::Trapdoor || t->kind == TrapKind::BearTrap)) {
    if (!t->hidden) say("You float over the " + trap_name(t->kind) + ".");
    return;
  }
  if (t) spring(*t);
}

void Game::hold(Held what, int min_turns, int max_turns, Dice damage, const std::string& cause) {
  player_.held = what;
  player_.held_turns = rng_.range(min_turns, max_turns);
  hurt(damage.roll(rng_), cause);
}

void Game::spring(Trap& trap) {
  trap.hidden = false;
  switch (trap.kind) {
    case TrapKind::Dart:
      say("A little dart shoots out at you!");
      hurt(Dice{1, 3, 0}.roll(rng_), "killed by a dart trap");
      if (!over_ && rng_.one_in(3)) {
        say("The dart was poisoned!");
        add_effect(EffectKind::Poison, rng_.range(5, 10));
      }
      break;
    case TrapKind::Teleport:
      say("You feel a wrenching sensation.");
      player_.pos = random_open_cell();
      arrive(player_.pos);
      break;
    case TrapKind::Alarm:
      say("A loud alarm sounds through the level!");
      noise_ = {trap.pos, turn_, depth_};
      break;
    case TrapKind::BearTrap:
      say("A bear trap closes on your foot!");
      hold(Held::BearTrap, 4, 7, Dice{2, 4, 0}, "caught in a bear trap");
      break;
    case TrapKind::Trapdoor:
      if (depth_ >= max_depth()) break;
      say("A trap door opens up under you!");
      if (change_level(depth_ + 1, true).took_turn) player_.pos = random_open_cell();
      break;
    case TrapKind::kCount: break;
  }
}

void Game::hero_tick() {
  if (level().at(player_.pos) == Tile::Acid && !player_.has(Property::Levitating)) {
    say("The acid burns!");
    hurt(Dice{1, 4, 0}.roll(rng_), "dissolved in an acid pool");
    corrode_armour();
  }
  if (player_.has(Property::Poisoned) && rng_.coin()) hurt(1, "died of poison");
  if (player_.has(Property::Searching)) find_hidden();  // a ranger searches as they go
  tick_effects();
  // Constitution speeds healing: every 8 turns at 14, every 4 at 18 or more.
  const int every = std::max(4, kRegenBase - player_.constitution());
  if (!over_ && player_.hp < player_.max_hp && turn_ % every == 0) ++player_.hp;
}

}  // namespace dg
