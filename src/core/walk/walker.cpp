#include "core/walk/walker.hpp"

#include <string_view>
#include <utility>

#include "core/actor/threat.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {

// Stopped for `m`: its name, where it is, and why.
WalkStop stop_at(const Game& g, const Monster& m, const std::string& why) {
  WalkStop s;
  s.monster = m.id;
  s.name = definite(g.catalog().breed_of(m));
  s.distance = chebyshev(m.pos, g.hero().pos);
  // Which way: "(east)" beside the hero, else how far ("8 east, 1 south").
  s.said = "You stop: " + with_article(g.catalog().breed_of(m)) + " " + why +
           where_words(g.hero().pos, m.pos) + ".";
  return s;
}

}  // namespace

std::string stop_reason(const Game& g) {
  return Walker().threat(g).said;
}

std::vector<PassedOver> Walker::passed_here(const Game& g) const {
  return g.depth() == passed_depth_ ? passed_ : std::vector<PassedOver>{};
}

WalkStop Walker::stop_for(const Game& g, const Command* command) const {
  const std::vector<PassedOver> passed = passed_here(g);
  if (const Monster* m = nearest_threat(g, passed)) {
    const int d = chebyshev(m->pos, g.hero().pos);
    // Short, to fit a phone's line: "You stop: a kobold shaman comes, 11 east, 10 south."
    WalkStop s = stop_at(g, *m,
                         d <= 1                     ? "is beside you"
                         : m->mind == Mind::Hunting ? "comes"
                                                    : "is near");
    s.beside = d <= 1;
    return s;
  }
  // The next step: never into a monster, nor beside one a stray blow would regret.
  if (!command || command->kind != Command::Kind::Move) return {};
  const Vec to = g.hero().pos + offset(command->dir);
  for (const Monster& o : g.level().monsters) {
    if (o.tame || g.sight().visible_monster(o.pos) != &o) continue;  // the pet swaps places
    bool passed_by = false;  // one in the way, passed over: at any distance
    for (const PassedOver& p : passed) passed_by |= p.monster == o.id && p.distance == 0;
    const bool harmless = g.catalog().breed_of(o).never_attacks() || o.chains > 0 || o.at_peace();
    const bool beside = harmless && chebyshev(o.pos, to) <= 1 && chebyshev(o.pos, g.hero().pos) > 1;
    if (o.pos == to || (beside && !passed_by)) return stop_at(g, o, "is in the way");
  }
  return {};
}

WalkStop Walker::blocked(const Game& g, const Walk& walk) const {
  WalkStop s = stop_for(g, nullptr);
  if (s.monster >= 0) return s;
  const std::optional<Command> first = walk.first_step(g);
  return first ? stop_for(g, &*first) : WalkStop{};
}

bool Walker::stopped_before(const WalkStop& s) const {
  return s.monster >= 0 && !s.beside && s.monster == last_stop_.monster &&
         s.distance >= last_stop_.distance;
}

void Walker::pass_over(const WalkStop& s, int depth) {
  if (s.monster < 0) return;
  if (depth != passed_depth_) passed_.clear();
  passed_depth_ = depth;
  // One in the way is passed at any distance; a threat while it comes no nearer.
  passed_.push_back({s.monster, s.said.find("in the way") != std::string::npos ? 0 : s.distance});
  if (passed_.size() > 8) passed_.erase(passed_.begin());
}

namespace {

constexpr int kPetLag = 4;    // a pet in sight farther than this is waited for...
constexpr int kPetWaits = 3;  // ... a few turns at a time, as Brogue's allies are

// Whether a walk should wait a turn for the pet: in sight, lagging behind.
bool pet_lags(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame) return g.sight().perceives(m) && chebyshev(m.pos, g.hero().pos) > kPetLag;
  return false;
}

}  // namespace

void Walker::start(std::unique_ptr<Walk> walk) {
  walk_ = std::move(walk);
  steps_ = waited_ = 0;
}

std::string Walker::end_words(const Game& g, const std::string& reason) const {
  const std::string sum = walk_ ? walk_->summary(g) : "";
  if (sum.empty()) return reason;
  if (reason.empty()) return sum + ".";
  constexpr std::string_view kStop = "You stop: ";
  if (reason.starts_with(kStop)) return sum + "; stopped: " + reason.substr(kStop.size());
  return sum + ". " + reason;
}

WalkStep Walker::finish(const Game& g, const std::string& reason) {
  WalkStep end;
  end.said = end_words(g, reason);
  stop();
  return end;
}

WalkStep Walker::next(const Game& g) {
  WalkStep step;
  if (!walk_ || g.run().over || steps_ >= walk_->limit()) {
    stop();
    return step;
  }
  // A monster to stop for, now or at the next step; else the walk's own end.
  WalkStop s = stop_for(g, nullptr);
  if (s.monster < 0) {
    step = walk_->next(g);
    if (!step.command) {  // its end, and the question it asks then (bash the door?)
      WalkStep end = finish(g, step.said.empty() ? walk_->ended(g) : step.said);
      end.question = std::move(step.question);
      end.on_yes = std::move(step.on_yes);
      return end;
    }
    s = stop_for(g, &*step.command);
  }
  if (s.monster >= 0) {
    last_stop_ = s;
    return finish(g, s.said);
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

namespace {
// Something the player should see at once: a condition that took hold of the hero (poison, a
// hold, confusion...) or wore off (levitation ends over water), or something hidden found nearby.
bool news(const Outcome& out) {
  for (const Event& e : out.events)
    if (((e.kind == EventKind::EffectBegan || e.kind == EventKind::EffectEnded) &&
         e.target == kHero) ||
        e.kind == EventKind::Found)
      return true;
  return false;
}
}  // namespace

std::string Walker::applied(const Outcome& out, int hp_before, const Game& g) {
  ++steps_;
  // Refused, or a question was asked, or hurt, or news: the player decides what next.
  if (!walk_ || (out.took_turn && out.confirm.empty() && g.hero().hp >= hp_before &&
                 !g.run().over && !news(out)))
    return {};
  if (g.run().over) {
    stop();
    return {};
  }
  return finish(g, walk_->ended(g)).said;
}

}  // namespace dg
