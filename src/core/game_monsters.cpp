// The world's turn: ticks of the energy scheduler, and each monster's mind, which chooses
// the action it performs.
#include <algorithm>
#include <vector>

#include "core/action/attack.hpp"
#include "core/action/walk.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/spawn.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {
constexpr int kSightRange2 = 12 * 12;     // monsters see a hero in the dark this close
constexpr int kNoticeOneIn = 3;           // a sleeper in view of the hero wakes 1 turn in 3
constexpr int kStealthyNoticeOneIn = 12;  // ... or 1 in 12 when the hero is stealthy
constexpr int kHearing = 20;              // noises wake monsters within this many steps
constexpr int kWanderSpawnOneIn = 80;     // a wandering monster arrives about every 80 turns
constexpr int kMaxMonsters = 40;          // per level, so wanderers never pile up without end
constexpr int kPathNodes = 3000;          // A* budget for a monster heading somewhere unseen

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
    if (poison_tick(*m)) continue;  // poison finished it
    run_down_effects(*m);
    while (!over_ && (m = mutable_level().monster_by_id(id)) && can_act(m->energy)) {
      m->energy -= kActionCost;
      monster_acts(id);
    }
  }
}

bool Game::monster_sees_hero(const Monster& m) const {
  if (m.has(Property::Blind)) return false;
  if (!los_.visible().contains(m.pos) || !los_.visible()[m.pos])
    return false;  // sight is symmetric
  const int dx = m.pos.x - player_.pos.x, dy = m.pos.y - player_.pos.y;
  return dx * dx + dy * dy <= kSightRange2 || level().lit[player_.pos];
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

std::optional<Vec> Game::field_step(const Monster& m, bool away) {
  const Array2D<int>& field = hero_field();
  const int here = field[m.pos];
  Vec best{-1, -1};
  int best_d = here;
  for (Dir d : kAllDirs) {
    const Vec q = m.pos + offset(d);
    if (!field.contains(q) || field[q] == kUnreached || !monster_can_enter(m, q)) continue;
    const bool better = here == kUnreached || (away ? field[q] > best_d : field[q] < best_d);
    if (better) best = q, best_d = field[q];
  }
  if (best.x < 0) return std::nullopt;
  return best;
}

std::optional<Vec> Game::path_step_toward(const Monster& m, Vec goal) {
  const Level& lv = level();
  const bool opens = breed_of(m).opens_doors;
  const auto path = astar(
      lv.width(), lv.height(), m.pos, goal,
      [&](Vec from, Vec to) { return path_step(from, to, opens); }, kPathNodes);
  // The path ignores other creatures: one standing on its first step blocks it this turn.
  if (path.empty() || !monster_can_enter(m, path.front())) return std::nullopt;
  return path.front();
}

void Game::monster_acts(int id) {
  Monster& m = *mutable_level().monster_by_id(id);
  if (held_back(m, WearsOff::Acting)) return;  // paralysed
  if (const auto action = choose_action(m)) action->perform(*this, m);
}

std::unique_ptr<Action> Game::choose_action(Monster& m) {
  const auto step_to = [&m](Vec to) {
    return std::make_unique<WalkAction>(direction_of(to - m.pos));
  };
  const bool sees = monster_sees_hero(m);
  const bool heard = noise_.depth == depth_ && noise_.turn >= turn_ - 1 &&
                     chebyshev(noise_.pos, m.pos) <= kHearing;
  if (m.mind == Mind::Asleep) {
    // A sleeper wakes to noise, or now and then when the hero is in plain view (seldom
    // when the hero is stealthy).
    const int notice = player_.has(Property::Stealthy) ? kStealthyNoticeOneIn : kNoticeOneIn;
    if (heard || (sees && rng_.one_in(notice))) {
      m.mind = Mind::Hunting;
      m.goal = sees ? player_.pos : noise_.pos;
    }
    return nullptr;
  }
  if (sees) m.goal = player_.pos;
  if (m.mind == Mind::Wandering && (sees || heard)) {
    m.mind = Mind::Hunting;
    if (!sees) m.goal = noise_.pos;
  }
  const int flee_below = m.max_hp * breed_of(m).flee_percent / 100;
  if (m.mind != Mind::Fleeing && m.hp < flee_below) m.mind = Mind::Fleeing;
  if (m.mind == Mind::Fleeing && (m.hp >= 2 * flee_below || breed_of(m).flee_percent == 0) &&
      m.gold == 0)
    m.mind = Mind::Hunting;

  const bool adjacent = chebyshev(m.pos, player_.pos) == 1 && !diagonal_blocked(m.pos, player_.pos);
  if (m.has(Property::Confused) && rng_.coin())  // staggers about
    return std::make_unique<WalkAction>(kAllDirs[static_cast<std::size_t>(rng_.below(8))]);
  switch (m.mind) {
    case Mind::Fleeing:
      if (const auto away = field_step(m, true)) return step_to(*away);
      if (adjacent) return std::make_unique<AttackAction>(player_);  // cornered: fight
      return nullptr;
    case Mind::Hunting:
      if (adjacent) return std::make_unique<AttackAction>(player_);
      if (sees || m.goal == player_.pos) {
        // In sight, or heading for where the hero really is: the shared field leads there.
        if (const auto closer = field_step(m, false)) return step_to(*closer);
        return nullptr;
      }
      if (m.pos != m.goal)
        if (const auto next = path_step_toward(m, m.goal)) return step_to(*next);
      m.mind = Mind::Wandering;  // lost the trail
      m.goal = {-1, -1};
      return nullptr;
    case Mind::Wandering:
      if (m.goal.x >= 0 && m.pos != m.goal)
        if (const auto next = path_step_toward(m, m.goal)) return step_to(*next);
      m.goal = random_open_cell();
      return nullptr;
    case Mind::Asleep: return nullptr;
  }
  return nullptr;
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
