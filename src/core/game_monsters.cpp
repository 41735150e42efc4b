// The world's turn: the one scheduler (Game::update), each monster's slot of a tick (its mind,
// core/actor/mind.cpp, chooses the action it performs), the hunters' shared path field, and
// wanderers arriving.
#include <algorithm>
#include <vector>

#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/spawn.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {
constexpr int kWanderSpawnOneIn = 80;  // a wandering monster arrives about every 80 turns
constexpr int kMaxMonsters = 40;       // per level, so wanderers never pile up without end

int chebyshev(Vec a, Vec b) {
  return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}
}  // namespace

void Game::update() {
  // The scheduler, a tick at a time. In each tick every actor, the hero first and then each
  // monster, gains its speed in energy, has its conditions tick, and acts while its energy
  // lasts; then wanderers may arrive. The hero's acting is the player's next command, so the
  // loop returns when the hero can act, and the next command's update resumes the tick there.
  while (!over_ && !can_act(player_.energy)) {
    monsters_turn();
    maybe_spawn_wanderer();
    ++turn_;  // the next tick, which begins with the hero
    player_.energy += player_.effective_speed(*catalog_);
    hero_tick();
  }
}

void Game::monsters_turn() {
  std::vector<int> ids;
  for (const Monster& m : level().monsters) ids.push_back(m.id);
  for (int id : ids) {
    Monster* m = mutable_level().monster_by_id(id);
    if (!m) continue;  // killed or gone this tick
    m->energy += m->effective_speed();
    if (effects::poison_tick(*this, *m)) continue;  // poison finished it
    effects::run_down(*this, *m);
    while (!over_ && (m = mutable_level().monster_by_id(id)) && can_act(m->energy)) {
      m->energy -= kActionCost;
      monster_acts(id);
    }
  }
}

bool Game::monster_can_enter(const Monster& m, Vec p) const {
  const Level& lv = level();
  const Tile t = lv.at(p);
  switch (step_block(catalog_->tiles, lv.at(m.pos), t, m.pos, p)) {
    case StepBlock::ClosedDoor: return breed_of(m).opens_doors;  // opening it is the move
    case StepBlock::None: break;
    default: return false;
  }
  if (catalog_->tile(t).hazard) return false;  // monsters keep out of acid and pits
  return !lv.monster_at(p) && p != player_.pos;
}

bool Game::path_step(Vec from, Vec to, bool opens_doors) const {
  const Level& lv = level();
  const Tile t = lv.at(to);
  switch (step_block(catalog_->tiles, lv.at(from), t, from, to)) {
    case StepBlock::None: return !catalog_->tile(t).hazard;
    // A path goes through a door only straight, as the step after opening it will.
    case StepBlock::ClosedDoor: return opens_doors && !doorway_diagonal(lv.at(from), t, from, to);
    default: return false;
  }
}

const Array2D<int>& Game::hero_field() {
  if (paths_.tick == turn_ && paths_.from == player_.pos) return paths_.to_hero;
  paths_.tick = turn_;
  if (paths_.depth != depth_ || paths_.from != player_.pos ||
      paths_.tiles != level().tiles.cells()) {
    const Level& lv = level();
    // Shared by every hunter, so doors count as open (a beast that cannot open one picks
    // the next best step when it gets there).
    distance_field(
        lv.width(), lv.height(), player_.pos,
        [&](Vec from, Vec to) { return path_step(from, to, true); }, paths_.to_hero);
    paths_.depth = depth_;
    paths_.from = player_.pos;
    paths_.tiles = lv.tiles.cells();
  }
  return paths_.to_hero;
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
  const int b = pick_breed(*catalog_, rng_, depth_);
  if (b < 0) return;
  // Out of sight, and not right next to the hero.
  for (int tries = 0; tries < 20; ++tries) {
    const Vec p = random_open_cell();
    if (sees(p) || chebyshev(p, player_.pos) < 8 || !free_for_monster(*catalog_, lv, p)) continue;
    Monster& m = spawn_monster(*catalog_, lv, rng_, b, depth_, p);
    m.mind = Mind::Wandering;
    return;
  }
}

}  // namespace dg
