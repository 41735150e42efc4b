// The world's turn: the one scheduler (Game::update), what each tick does to the hero, each
// monster's slot of a tick (its mind, core/actor/mind.cpp, chooses the action it performs),
// and wanderers arriving.
#include <algorithm>
#include <vector>

#include "core/action/search.hpp"
#include "core/action/worship.hpp"
#include "core/actor/mind.hpp"
#include "core/actor/spellcasting.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/climb.hpp"
#include "core/world/environment.hpp"
#include "core/world/hazards.hpp"
#include "core/world/places.hpp"
#include "core/world/shop.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg {

namespace {
// A wandering monster arrives about every 150 turns (r24; every 80, the balance bot met about
// six on each level and died on its way down).
constexpr int kWanderSpawnOneIn = 150;
constexpr int kMaxMonsters = 40;        // per level, so wanderers never pile up without end
constexpr int kRegenBase = 22;          // turns per hit point regained are this minus constitution
constexpr int kTeleportitisOneIn = 85;  // a ring of teleportation moves its wearer now and then

}  // namespace

void Game::update() {
  // The scheduler, a tick at a time. In each tick every actor, the hero first and then each
  // monster, gains its speed in energy, has its conditions tick, and acts while its energy
  // lasts; then wanderers may arrive. The hero's acting is the player's next command, so the
  // loop returns when the hero can act, and the next command's update resumes the tick there.
  while (!run_.over && !can_act(player_.energy)) {
    monsters_turn();
    environment::tick(*this);  // fire spreads and gas drifts between the creatures' turns
    if (run_.wanderers) maybe_spawn_wanderer();
    ++turn_;  // the next tick, which begins with the hero
    player_.energy += player_.effective_speed(*catalog_);
    hero_tick();
  }
}

void Game::hero_tick() {
  hazards::each_turn(*this, player_);
  effects::poison_tick(*this, player_);
  if (player_.has(Property::Searching)) search_around(*this);  // a ranger searches as they go
  effects::run_down(*this, player_);
  // Constitution speeds healing: every 8 turns at 14, every 4 at 18 or more; experience
  // heals more each time (from level 5 two hit points, from 10 three: r26, so a deep
  // level's rest ends before its next wanderer comes). A ring of regeneration: every turn.
  const int every =
      player_.has(Property::Regeneration) ? 1 : std::max(4, kRegenBase - player_.constitution());
  if (!run_.over && player_.hp < player_.max_hp && turn_ % every == 0)
    player_.hp = std::min(player_.max_hp, player_.hp + 1 + player_.level / 5);
  player_.pw += power_regained(*catalog_, player_, turn_, rng_);
  if (player_.prayer_timeout > 0) --player_.prayer_timeout;
  if (!run_.over) worship::each_turn(*this);
  if (!run_.over) climb::each_turn(*this);  // the Amulet's climb back (r38)
  if (!run_.over) shop::each_turn(*this);   // out of a shop with unpaid things: a thief
  if (!run_.over && player_.has(Property::Teleportitis) && rng_.one_in(kTeleportitisOneIn)) {
    say("You feel a wrenching sensation.");
    stage::move(*this, player_, random_open_cell(level(), rng_, player_.pos), stage::Way::Magic);
  }
}

void Game::monsters_turn() {
  std::vector<int> ids;
  for (const Monster& m : level().monsters) ids.push_back(m.id);
  for (int id : ids) {
    Monster* m = mutable_level().monster_by_id(id);
    if (!m) continue;  // killed or gone this tick
    m->energy += m->effective_speed(*catalog_);
    if (effects::poison_tick(*this, *m)) continue;  // poison finished it
    hazards::each_turn(*this, *m);                  // acid under it, as under the hero
    if (!(m = mutable_level().monster_by_id(id))) continue;
    effects::run_down(*this, *m);
    if (const int regen = catalog_->breed_of(*m).regenerates; regen > 0)  // a troll's wounds close
      m->hp = std::min(m->max_hp, m->hp + regen);
    while (!run_.over && (m = mutable_level().monster_by_id(id)) && can_act(m->energy)) {
      m->energy -= kActionCost;
      monster_acts(id);
    }
  }
}

void Game::monster_acts(int id) {
  Monster& m = *mutable_level().monster_by_id(id);
  if (effects::held_back(*this, m, WearsOff::Acting)) return;  // paralysed
  if (const auto action = mind::choose_action(*this, m)) action->perform(*this, m);
}

void Game::maybe_spawn_wanderer() {
  Level& lv = mutable_level();
  if (static_cast<int>(lv.monsters.size()) >= kMaxMonsters || !rng_.one_in(kWanderSpawnOneIn))
    return;
  const int danger = dungeon_.danger(dungeon_.depth);
  const BranchDef* theme = branch_def(*catalog_, dungeon_, dungeon_.depth);
  const int b = theme ? pick_breed_among(*catalog_, rng_, danger, theme->breeds)
                      : pick_breed(*catalog_, rng_, danger);
  if (b < 0) return;
  // Out of sight, and not right next to the hero.
  for (int tries = 0; tries < 20; ++tries) {
    const Vec p = random_open_cell(lv, rng_, player_.pos);
    if (sight().sees(p) || chebyshev(p, player_.pos) < 8 || !free_for_monster(*catalog_, lv, p))
      continue;
    for (int id : spawn_group(*catalog_, lv, rng_, b, danger, p, player_.pos))
      lv.monster_by_id(id)->mind = Mind::Wandering;
    return;
  }
}

}  // namespace dg
