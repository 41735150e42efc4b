#pragma once
// What the player asks the game to do. The UI turns keys into these; the core applies them.
#include "core/geometry.hpp"

namespace dg {

struct Command {
  enum class Kind { Move, Wait };
  Kind kind = Kind::Wait;
  Dir dir = Dir::None;

  static Command move(Dir d) { return {Kind::Move, d}; }
  static Command wait() { return {Kind::Wait, Dir::None}; }
  friend bool operator==(const Command&, const Command&) = default;
};

}  // namespace dg
