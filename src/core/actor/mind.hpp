#pragma once
// A monster's mind: what it notices (the hero in sight, a noise), what it wants (to sleep,
// wander, hunt or flee), and the action it chooses for its turn: a step, an attack, or
// nothing. The scheduler (Game::update) performs the choice.
#include <memory>
#include <optional>

#include "core/action/action.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Monster;

namespace mind {

// Updates what `m` knows and wants, and returns what it does this turn (null: nothing).
std::unique_ptr<Action> choose_action(Game& g, Monster& m);
// Whether `m` sees the hero: a line of sight, and light or nearness.
bool sees_hero(const Game& g, const Monster& m);
// Whether `m` may step (or open its way) into `p` now (core/world/step_rule.hpp).
bool may_enter(const Game& g, const Monster& m, Vec p);
// The neighbour `m` can enter that is nearest the hero by walking (farthest, `away`), around
// walls and hazards: the hunters' and the pet's way to the hero. None when no step is better.
std::optional<Vec> field_step(Game& g, const Monster& m, bool away);
// The way from `m` to `target` along a row, column or diagonal, `range` cells at most, with
// nothing but open ground and no other creature between: a shot, a zap or a throw.
std::optional<Dir> line_to(const Game& g, const Monster& m, Vec target, int range);
// Where `m` aims a shot, a zap or a throw that reaches `range` cells, if anywhere: any caster
// at any creature it fights (r31; before, only ever at the hero). A wild monster aims at the
// hero it sees, else at the nearest pet in line; a pet (or a freed captive) at the nearest wild
// monster in line that the hero sees, as it picks its prey (core/actor/pet.cpp).
std::optional<Dir> aim(const Game& g, const Monster& m, int range);
// A mimic found out (walked into, hurt): it is a monster to all eyes from now on, and it
// hunts. Says so when the hero sees it.
void unmask(Game& g, Monster& m);
// Turns a hunter may go without acting (a step, an attack, a spell) before it gives up and
// wanders: no monster stands off forever across acid or beside a doorway it cannot attack
// through.
constexpr int kHuntIdleLimit = 5;
// Turns a monster that gave up wanders before the sight of the hero makes it hunt again.
constexpr int kGaveUpTurns = 20;

}  // namespace mind
}  // namespace dg
