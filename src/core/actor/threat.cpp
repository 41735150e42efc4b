#include "core/actor/threat.hpp"

#include <optional>

#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

namespace {

// Steps from the hero to every cell, for monsters that open doors or not (made when needed).
class WalkingDistances {
 public:
  explicit WalkingDistances(const Game& g) : g_(g) {}
  int steps(const Monster& m) {
    const bool opens = g_.catalog().breed_of(m).opens_doors;
    std::optional<Array2D<int>>& field = opens ? opening_ : closed_;
    if (!field) {
      const Level& lv = g_.level();
      field.emplace();
      distance_field(
          lv.width(), lv.height(), g_.hero().pos,
          [&](Vec a, Vec b) { return path_step(g_.catalog().tiles, lv, a, b, opens); }, *field);
    }
    return (*field)[m.pos];
  }

 private:
  const Game& g_;
  std::optional<Array2D<int>> opening_, closed_;
};

bool threatens(const Game& g, const Monster& m, WalkingDistances& walking) {
  // Nor the pet, a captive, nor a shopkeeper at peace.
  if (m.tame || m.chains > 0 || m.at_peace() || !g.sight().perceives(m)) return false;
  // Nor one that never attacks (a floating eye, a mould): it only hurts who strikes it.
  if (g.catalog().breed_of(m).never_attacks()) return false;
  if (chebyshev(m.pos, g.hero().pos) <= 1) return true;  // whatever it is doing: it is right there
  if (m.mind == Mind::Asleep || m.mind == Mind::Fleeing) return false;
  if (g.catalog().breed_of(m).speed <= 0) return false;  // it never moves
  const int steps = walking.steps(m);
  if (steps == kUnreached) return false;  // across acid, behind a door it cannot open
  return steps <= (m.mind == Mind::Hunting ? kHunterNear : kWandererNear);
}

}  // namespace

const Monster* nearest_threat(const Game& game, std::span<const PassedOver> passed) {
  WalkingDistances walking(game);
  const Monster* best = nullptr;
  int best_d = 0;
  for (const Monster& m : game.level().monsters) {
    const int d = chebyshev(m.pos, game.hero().pos);
    if (best && d >= best_d) continue;
    bool passed_over = false;
    for (const PassedOver& p : passed) passed_over |= p.monster == m.id && d > 1 && d >= p.distance;
    if (passed_over || !threatens(game, m, walking)) continue;
    best = &m, best_d = d;
  }
  return best;
}

}  // namespace dg
