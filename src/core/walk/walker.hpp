#pragma once
// The hero's multi-turn behaviour: explore, travel, rest, run and a counted command are each
// a Walk, which gives one ordinary command at a time (so saves and replays see every step).
// The Walker takes the walk a step at a time, as often as its driver asks (the UI: a few
// steps a frame, so the hero is seen to walk and any key stops it), and ends it as soon as
// something needs the player: a monster that threatens, a hurt, a refused step, a question,
// the end of the game.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/actor/threat.hpp"
#include "core/command.hpp"

namespace dg {

class Game;
struct Outcome;

// A monster a walk stops for: what is said ("You stop: a jackal comes, 5 east."), which one,
// and how far it was (in steps, Chebyshev). A walk never attacks: it stops for a monster that
// threatens the hero (core/actor/threat.hpp), and for one in its way (its next step would go
// into a monster, or beside one that never attacks but hurts who strikes it, as a floating
// eye does, or a captive's chains).
struct WalkStop {
  std::string said;
  std::string name;  // "the newt": for "Continue with the newt in view? [yn]"
  int monster = -1;  // its id; -1 (kNobody) for none
  int distance = 0;
  bool beside = false;  // a threat beside the hero: no walk begins then
};

// Why a walk or a rest should stop now for a monster that threatens the hero ("You stop: a
// jackal comes, 5 east."), or "" when none does: Walker::threat for a walker that passed over
// none.
std::string stop_reason(const Game& game);

// What a walk does next: a command, or its end, with what to say and ask then.
struct WalkStep {
  std::optional<Command> command;  // none: the walk is over
  std::string said;                // said at its end ("You feel rested.", "You stop: ...")
  std::string question;            // asked at its end ("... Bash it open? [yn]") ...
  Command on_yes;                  // ... and what a yes does
};

class Walk {
 public:
  // At most `limit` steps in one go. A walk from place to place (`waits_for_pet`) waits a few
  // turns for a pet lagging in sight, so it is not lost.
  Walk(int limit, bool waits_for_pet) : limit_(limit), waits_for_pet_(waits_for_pet) {}
  virtual ~Walk() = default;
  // The next step, or its end (command empty), with a question to ask then.
  virtual WalkStep next(const Game& game) = 0;
  // What is said when it has ended, but not for a monster ("You feel rested."): "" for nothing.
  virtual std::string ended(const Game&) const { return {}; }
  // What it did, said at its end whatever ended it ("Rested 73 turns: hit points 51 → 88 of
  // 88"); "" for nothing (a walk from place to place: where it ends says that).
  virtual std::string summary(const Game&) const { return {}; }
  // The step it would take first, not yet taken (for Walker::blocked): none by default.
  virtual std::optional<Command> first_step(const Game&) const { return std::nullopt; }
  int limit() const { return limit_; }
  bool waits_for_pet() const { return waits_for_pet_; }

 private:
  int limit_;
  bool waits_for_pet_;
};

class Walker {
 public:
  void start(std::unique_ptr<Walk> walk);
  bool active() const { return walk_ != nullptr; }
  // The player stopped it (a key, a tap); nothing is said.
  void stop() { walk_.reset(); }
  // The next command to apply, or the walk's end (which stops it).
  WalkStep next(const Game& game);
  // The command `next` gave was applied: a refusal, a question or a hurt ends the walk there;
  // then what to say of its end.
  std::string applied(const Outcome& out, int hp_before, const Game& game);
  int steps() const { return steps_; }

  // The threat a walk would stop for now (monster -1 when none), but for those passed over.
  WalkStop threat(const Game& game) const { return stop_for(game, nullptr); }
  // Before a walk `walk` begins: the monster it would stop for at once (monster -1 when none).
  WalkStop blocked(const Game& game, const Walk& walk) const;
  // Whether `stop` is the monster the last walk stopped for, no nearer (nor beside the hero):
  // pressed again, the player is asked whether to go on with it in view, as DCSS asks.
  bool stopped_before(const WalkStop& stop) const;
  // The player chose to walk on with that monster: no walk stops for it again while it comes
  // no nearer (nor, for one in the way, at all) on this level.
  void pass_over(const WalkStop& stop, int depth);
  // The last stop, kept for stopped_before (set by next() and by the caller of blocked()).
  void note_stop(const WalkStop& stop) { last_stop_ = stop; }

 private:
  // What is said as the walk ends for `reason` ("" for none): its summary first, if any.
  std::string end_words(const Game& game, const std::string& reason) const;
  // The walk's end: that said, and the walk stopped.
  WalkStep finish(const Game& game, const std::string& reason);
  // The monster to stop for now, given the walk's next step `command` (when known).
  WalkStop stop_for(const Game& game, const Command* command) const;
  // Those passed over on this level.
  std::vector<PassedOver> passed_here(const Game& game) const;

  std::unique_ptr<Walk> walk_;
  int steps_ = 0;   // commands applied in this walk
  int waited_ = 0;  // turns waited for the pet in a row
  WalkStop last_stop_;
  std::vector<PassedOver> passed_;  // the newest few, on level passed_depth_
  int passed_depth_ = 0;
};

}  // namespace dg
