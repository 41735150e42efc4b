#include "core/walk/walker.hpp"

#include <utility>

#include "core/actor/threat.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

std::string stop_reason(const Game& g) {
  const Monster* m = nearest_threat(g);
  if (!m) return {};
  const std::string it = with_article(g.breed_of(*m).name);
  if (chebyshev(m->pos, g.player()) <= 1) return "You stop: " + it + " is beside you.";
  // Short, to fit a phone's line: "You stop: a kobold shaman comes, 11 east, 10 south."
  if (m->mind == Mind::Hunting)
    return "You stop: " + it + " comes, " + direction_words(g.player(), m->pos) + ".";
  return "You stop: " + it + " is near, " + direction_words(g.player(), m->pos) + ".";
}

namespace {

constexpr int kPetLag = 4;    // a pet in sight farther than this is waited for...
constexpr int kPetWaits = 3;  // ... a few turns at a time, as Brogue's allies are

// Whether a walk should wait a turn for the pet: in sight, lagging behind.
bool pet_lags(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame) return g.perceives(m) && chebyshev(m.pos, g.player()) > kPetLag;
  return false;
}

}  // namespace

void Walker::start(std::unique_ptr<Walk> walk) {
  walk_ = std::move(walk);
  steps_ = waited_ = 0;
}

WalkStep Walker::next(const Game& g) {
  WalkStep step;
  if (!walk_ || g.over() || steps_ >= walk_->limit()) {
    stop();
    return step;
  }
  if (std::string why = stop_reason(g); !why.empty()) {
    stop();
    step.said = std::move(why);
    return step;
  }
  step = walk_->next(g);
  if (!step.command) {
    if (step.said.empty()) step.said = walk_->ended(g);
    stop();
    return step;
  }
  if (walk_->waits_for_pet() && step.command->kind == Command::Kind::Move) {
    // A few turns for the pet to catch up; one that does not (held, or fighting) is not
    // waited for again until it has.
    if (!pet_lags(g)) {
      waited_ = 0;
    } else if (waited_ < kPetWaits) {
      step.command = Command::of(Command::Kind::Search);
      ++waited_;
    }
  }
  return step;
}

std::string Walker::applied(const Outcome& out, int hp_before, const Game& g) {
  ++steps_;
  // Refused, or a question was asked, or hurt: the player decides what next.
  if (!walk_ || (out.took_turn && out.confirm.empty() && g.hero().hp >= hp_before && !g.over()))
    return {};
  std::string said = g.over() ? "" : walk_->ended(g);
  stop();
  return said;
}

}  // namespace dg
