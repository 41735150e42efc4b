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

#include "core/command.hpp"

namespace dg {

class Game;
struct Outcome;

// Why a walk or a rest should stop now ("You stop: a jackal comes, 5 east."), or "" when
// nothing threatens the hero (the rule: core/actor/threat.hpp).
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

 private:
  std::unique_ptr<Walk> walk_;
  int steps_ = 0;   // commands applied in this walk
  int waited_ = 0;  // turns waited for the pet in a row
};

}  // namespace dg
