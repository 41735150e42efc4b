#pragma once
// The play screen's key bindings: arrows, vi-keys (hjklyubn), the numpad (and its
// Home/End/PageUp/PageDown meanings when Num Lock is off), and the command keys.
#include <optional>

#include "core/command.hpp"
#include "ui/input.hpp"

namespace dg {

struct KeyAction {
  enum class Kind {
    Command,       // apply `command` now
    AskDirection,  // ask for a direction, then apply `command` with it (open, close)
    ChooseItem,    // pick an inventory item, then apply `command` with its letter
    PickUp,        // pick up (choosing when several things lie here)
    Inventory,     // show what you carry
    Brew,          // choose two or three ingredients and brew them
    WizardMenu,
    SaveQuit,  // save the game and stop playing (NetHack's S)
    History,   // the messages so far
    Help,      // every key
    Travel,    // walk to the stairs (down if known, else up)
    Rest,      // wait until healed
    Explore,   // walk toward the nearest unknown, until there is none
    Look,      // a cursor that names what is where
    Describe,  // the surroundings in words
    Palette,   // switch the colour-blind-safe palette on or off
  };
  Kind kind = Kind::Command;
  Command command;
  friend bool operator==(const KeyAction&, const KeyAction&) = default;
};

// The direction a key means (movement keys), if any.
std::optional<Dir> direction_for(const Input& in);
// What a key does on the play screen, if anything.
std::optional<KeyAction> action_for(const Input& in);

}  // namespace dg
