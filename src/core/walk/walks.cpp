#include "core/walk/walks.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>

#include "core/actor/followers.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {

constexpr int kMaxTravel = 400;  // steps in one go
constexpr int kMaxRest = 500;    // turns in one go
constexpr int kMaxRun = 200;

WalkStep end(std::string said = {}) {
  WalkStep s;
  s.said = std::move(said);
  return s;
}

WalkStep step(Command c) {
  WalkStep s;
  s.command = std::move(c);
  return s;
}

// The first step along the remembered way to `to`; none when there, or when no way is known.
std::optional<Command> step_toward(const Game& g, Vec to) {
  if (g.hero().pos == to) return std::nullopt;
  const auto path = travel_path(g, to);
  if (path.empty()) return std::nullopt;
  return Command::move(direction_of(path.front() - g.hero().pos));
}

// One step along the remembered way to `to`; the end when there, or when no way is known.
WalkStep toward(const Game& g, Vec to) {
  if (const auto c = step_toward(g, to)) return step(*c);
  return end();
}

class Explore final : public Walk {
 public:
  explicit Explore(bool picks_up) : Walk(kMaxTravel, true), picks_up_(picks_up) {}
  WalkStep next(const Game& g) override {
    // Standing on things worth carrying: take them all (once: what cannot be taken is left,
    // and the level remembers so).
    if (std::vector<int> take = wanted_here(g, picks_up_); !take.empty())
      return step(Command::pick_up(std::move(take)));
    if (const auto target = explore_goal(g, picks_up_)) return toward(g, *target);
    return end();
  }
  std::optional<Command> first_step(const Game& g) const override {
    if (!wanted_here(g, picks_up_).empty()) return std::nullopt;
    const auto target = explore_goal(g, picks_up_);
    return target ? step_toward(g, *target) : std::nullopt;
  }
  std::string ended(const Game& g) const override {
    if (explore_goal(g, picks_up_)) return {};  // stopped on the way: the player decides
    if (const auto past = explore_goal(g, picks_up_, true))
      if (std::string said = in_the_way_words(g, *past); !said.empty()) return said;
    return known_locked_door(g)
               ? "Done exploring, but for a locked door: o again to go and bash it."
               : "Done exploring: nothing more to see that you can reach.";
  }

 private:
  bool picks_up_;
};

class Bash final : public Walk {
 public:
  explicit Bash(const LockedDoor& door) : Walk(kMaxTravel, true), door_(door) {}
  WalkStep next(const Game& g) override {
    if (g.hero().pos != door_.from) return toward(g, door_.from);
    WalkStep s = end();
    s.question = "Nothing else here can be reached: a locked door is " +
                 direction_words(g.hero().pos, door_.door) + ". Bash it open? [yn]";
    s.on_yes = Command::move(direction_of(door_.door - door_.from));
    return s;
  }
  std::optional<Command> first_step(const Game& g) const override {
    return step_toward(g, door_.from);
  }

 private:
  LockedDoor door_;
};

class Travel final : public Walk {
 public:
  explicit Travel(Vec to) : Walk(kMaxTravel, true), to_(to) {}
  WalkStep next(const Game& g) override { return toward(g, to_); }
  std::optional<Command> first_step(const Game& g) const override { return step_toward(g, to_); }

 private:
  Vec to_;
};

class Rest final : public Walk {
 public:
  explicit Rest(const Game& g)
      : Walk(kMaxRest, false), turn_(g.turn()), hp_(g.hero().hp), pw_(g.hero().pw) {}
  WalkStep next(const Game& g) override {
    if (rested(g)) return end();
    return step(Command::of(Command::Kind::Search));  // resting searches, as in NetHack
  }
  // One line for the whole rest, however it ended: "Rested 73 turns: hit points 51 → 88 of 88".
  std::string summary(const Game& g) const override {
    const int turns = g.turn() - turn_;
    if (turns <= 0) return {};
    const Player& h = g.hero();
    std::string s = "Rested " + std::to_string(turns) + (turns == 1 ? " turn" : " turns") +
                    ": hit points " + std::to_string(hp_) + " → " + std::to_string(h.hp) + " of " +
                    std::to_string(h.max_hp);
    if (h.pw != pw_)
      s += ", power " + std::to_string(pw_) + " → " + std::to_string(h.pw) + " of " +
           std::to_string(h.max_pw);
    return s;
  }

 private:
  int turn_, hp_, pw_;
};

// On the stairs with the pet in sight but farther than it follows from (core/actor/followers):
// a few turns' wait for it, then the stairs, whether it came or not.
constexpr int kStairsPetWaits = 8;

const Monster* pet_in_sight(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame && !m.stays && g.sight().perceives(m)) return &m;
  return nullptr;
}

class Stairs final : public Walk {
 public:
  explicit Stairs(bool down) : Walk(kStairsPetWaits + 1, false), down_(down) {}
  WalkStep next(const Game& g) override {
    if (taken_) return end();
    const Monster* pet = pet_in_sight(g);
    if (pet && chebyshev(pet->pos, g.hero().pos) > followers::kPetFollows &&
        waited_ < kStairsPetWaits) {
      ++waited_;
      return step(Command::of(Command::Kind::Search));
    }
    taken_ = true;
    return step(Command::of(down_ ? Command::Kind::Descend : Command::Kind::Ascend));
  }

 private:
  bool down_;
  bool taken_ = false;
  int waited_ = 0;
};

class Repeat final : public Walk {
 public:
  Repeat(const Command& command, int times)
      : Walk(std::clamp(times, 0, kMaxRest), false), command_(command) {}
  WalkStep next(const Game&) override { return step(command_); }

 private:
  Command command_;
};

}  // namespace

// A cell a run may step into: remembered, walkable, no known hazard or trap, nobody seen there.
// A closed door is not: a run stops before it (a bump would open it).
bool open_way(const Game& g, Vec p) {
  const Level& lv = g.level();
  if (!lv.contains(p)) return false;
  const Memory& m = lv.memory[p];
  if (!m.seen || m.trap >= 0) return false;
  const TileRules& rules = g.catalog().tile(m.tile);
  if (!rules.walkable || rules.hazard) return false;
  return !g.sight().visible_monster(p);
}

namespace {

bool is_diagonal(Dir d) {
  return offset(d).x != 0 && offset(d).y != 0;
}

// Something here worth stopping for, having come `dir`: stairs, a door, gold or things on the
// floor, or a door beside the way (not the one just left behind).
bool worth_a_look(const Game& g, Vec p, Dir dir) {
  const Level& lv = g.level();
  const Tile t = lv.memory[p].tile;
  if (t == Tile::StairsUp || t == Tile::StairsDown || is_door(t)) return true;
  if (lv.memory[p].gold || lv.memory[p].item >= 0) return true;
  for (Dir d : kAllDirs) {
    if (is_diagonal(d) || offset(d) == Vec{} - offset(dir)) continue;
    const Vec q = p + offset(d);
    if (lv.contains(q) && is_door(lv.memory[q].tile)) return true;
  }
  return false;
}

int dot(Vec a, Vec b) {
  return a.x * b.x + a.y * b.y;
}

}  // namespace

Dir run_onward(const Game& g, Dir dir) {
  const Vec p = g.hero().pos;
  const Vec way = offset(dir);
  const bool in_corridor = g.level().memory[p].tile == Tile::Corridor;
  if (open_way(g, p + way)) {
    // Straight on, but not past a side turning of a corridor (a fork: the player chooses).
    if (in_corridor && !is_diagonal(dir))
      for (Vec side : {Vec{way.y, way.x}, Vec{-way.y, -way.x}})
        if (open_way(g, p + side)) return Dir::None;
    return dir;
  }
  if (!in_corridor) return Dir::None;  // a wall across a room: the run ends
  // A corridor's bend: the one way on that does not turn back.
  Dir onward = Dir::None;
  for (Dir d : kAllDirs) {
    if (dot(offset(d), way) < 0 || !open_way(g, p + offset(d))) continue;
    if (onward != Dir::None) return Dir::None;  // two ways on: a fork
    onward = d;
  }
  return onward;
}

namespace {

class Run final : public Walk {
 public:
  Run(const Game& g, Dir dir) : Walk(kMaxRun, false), dir_(dir), said_(g.log().count()) {}
  WalkStep next(const Game& g) override {
    if (!first_) {
      // Whatever the game said on the way (gold picked up, something seen here) is news.
      if (g.log().count() != said_ || worth_a_look(g, g.hero().pos, dir_)) return end();
      dir_ = run_onward(g, dir_);
      if (dir_ == Dir::None) return end();
    }
    first_ = false;
    return step(Command::move(dir_));
  }
  std::optional<Command> first_step(const Game&) const override {
    return first_ ? std::optional<Command>(Command::move(dir_)) : std::nullopt;
  }

 private:
  Dir dir_;
  std::size_t said_;
  bool first_ = true;
};

}  // namespace

std::string in_the_way_words(const Game& g, Vec to) {
  const auto at = in_the_way(g, to);
  if (!at) return {};
  const Monster* m = g.sight().visible_monster(*at);
  return "You stop: " + with_article(g.catalog().breed_of(*m)) + " is in the way" +
         where_words(g.hero().pos, *at) + ".";
}

bool rested(const Game& g) {
  const Player& h = g.hero();
  return h.hp >= h.max_hp && h.pw >= h.max_pw;
}

std::unique_ptr<Walk> explore_walk(bool picks_up) {
  return std::make_unique<Explore>(picks_up);
}
std::unique_ptr<Walk> bash_walk(const LockedDoor& door) {
  return std::make_unique<Bash>(door);
}
std::unique_ptr<Walk> travel_walk(Vec to) {
  return std::make_unique<Travel>(to);
}
std::unique_ptr<Walk> rest_walk(const Game& game) {
  return std::make_unique<Rest>(game);
}
bool pet_lags_for_stairs(const Game& game) {
  const Monster* pet = pet_in_sight(game);
  return pet && chebyshev(pet->pos, game.hero().pos) > followers::kPetFollows;
}

std::unique_ptr<Walk> stairs_walk(bool down) {
  return std::make_unique<Stairs>(down);
}

std::unique_ptr<Walk> repeat_walk(const Command& command, int times) {
  return std::make_unique<Repeat>(command, times);
}
std::unique_ptr<Walk> run_walk(const Game& game, Dir dir) {
  return std::make_unique<Run>(game, dir);
}

}  // namespace dg
