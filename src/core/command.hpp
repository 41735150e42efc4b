#pragma once
// What the player asks the game to do. The UI turns keys into these; the core applies them.
#include "core/geometry.hpp"

namespace dg {

struct Command {
  enum class Kind {
    Move,  // dir; bumping a closed door opens it, a locked one is bashed
    Wait,
    Search,  // look for hidden traps around you
    Open,    // dir
    Close,   // dir
    Ascend,
    Descend,
    PickUp,  // arg: which of the items here (0 = the first)
    Drop,    // arg: inventory letter
    Wield,   // arg: inventory letter
    Wear,    // arg: inventory letter
    TakeOff,
    Quaff,  // arg: inventory letter
    Throw,  // arg: inventory letter; dir
    Brew,   // arg: two or three ingredient letters, packed a | b << 8 | c << 16
    // Wizard mode only (the game refuses them otherwise):
    WizardJump,         // arg: the depth to go to
    WizardToggleMap,    // see the whole level
    WizardToggleWalls,  // walk through walls
    WizardImmortal,     // toggle: death passes you by
    WizardSummon,       // arg: the breed to summon next to you
    WizardCreate,       // arg: the item kind to make at your feet
  };
  Kind kind = Kind::Wait;
  Dir dir = Dir::None;
  int arg = 0;
  bool confirmed = false;  // the player already agreed to step onto a known hazard

  static Command move(Dir d) { return {Kind::Move, d, 0, false}; }
  static Command wait() { return {Kind::Wait, Dir::None, 0, false}; }
  static Command of(Kind k, Dir d = Dir::None, int arg = 0) { return {k, d, arg, false}; }
  Command confirm() const {
    Command c = *this;
    c.confirmed = true;
    return c;
  }
  friend bool operator==(const Command&, const Command&) = default;
};

}  // namespace dg
