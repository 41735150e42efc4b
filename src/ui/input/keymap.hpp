#pragma once
// The play screen's key bindings: arrows, vi-keys (hjklyubn), the numpad (and its
// Home/End/PageUp/PageDown meanings when Num Lock is off), and the command keys.
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/command.hpp"
#include "ui/input/input.hpp"
#include "ui/input/key_bindings.hpp"

namespace dg {

struct KeyAction {
  enum class Kind {
    Command,       // apply `command` now
    AskDirection,  // ask for a direction, then apply `command` with it (open, close)
    ChooseItem,    // pick an inventory item, then apply `command` with its letter
    TakeOff,       // take off a worn piece (choosing when several are worn)
    PickUp,        // pick up (choosing when several things lie here)
    Inventory,     // show what you carry
    Brew,          // choose two or three ingredients and brew them
    WizardMenu,
    SaveQuit,  // save the game and stop playing (NetHack's S)
    History,   // the messages so far
    Help,      // every key
    Travel,    // a cursor on the level map, to walk anywhere remembered (the stairs first)
    Overview,  // the level map, the cursor on the hero
    ZoomIn,    // the map drawn bigger (after the largest: back to the smallest)
    ZoomOut,
    Rest,        // wait until healed
    Explore,     // walk toward the nearest unknown, until there is none
    Look,        // a cursor that names what is where
    Describe,    // the surroundings in words
    Status,      // the hero's status in one sentence
    LevelWords,  // the level in words: rooms, stairs, doors, ways into the unknown
    Palette,     // switch the colour-blind-safe palette on or off
    Cast,        // the spell menu, then a direction for an aimed spell
    RemoveRing,  // which ring to take off (the only one at once)
    Options,     // the options screen: keys, palette, zoom, explore
    Fire,        // throw what the quiver holds (choosing it the first time), then a direction
    Quiver,      // choose what the fire key throws
    Run,         // then a direction: run that way (as Shift+direction does)
    Count,       // a count for the next command by touch: 5, 10, 20, 50, then none again
    Fight,       // strike the nearest foe, or step toward it (ui/play/fight.hpp)
    CastAgain,   // the last spell cast, at the nearest foe in a line (ui/play/fight.hpp)
    Talents,     // the talents offered now, to choose one, or those taken (ui/play/talent_menu)
    God,         // the hero's god: piety, powers to invoke, an altar's offer (ui/play/god_menu)
    Sound,       // sound on or off (kept with the options)
  };
  Kind kind = Kind::Command;
  Command command;
  friend bool operator==(const KeyAction&, const KeyAction&) = default;
};

// What a key's command does: a kind of command, or (for Command::Kind::Use) a verb for an
// item, so a row can say K::Search or Use::Quaff.
struct KeyVerb {
  Command::Kind kind = Command::Kind::Wait;
  Use use = Use::Drop;
  constexpr KeyVerb(Command::Kind k) : kind(k) {}                 // NOLINT: rows name kinds plainly
  constexpr KeyVerb(Use u) : kind(Command::Kind::Use), use(u) {}  // NOLINT: and verbs
  Command command() const {
    Command c = Command::of(kind);
    c.use = use;
    return c;
  }
};

// One row of the key table: the characters bound, what they do, and the words the help screen
// and the reminder line use for them. Help and reminder are generated from this table
// (ui/input/key_help.cpp), so a new key is one row here.
struct KeyBinding {
  char32_t first = 0;   // the typed character bound
  char32_t second = 0;  // a second one meaning the same (0: none)
  KeyAction::Kind kind = KeyAction::Kind::Command;
  KeyVerb command = Command::Kind::Wait;
  std::string_view section;   // the help screen's heading: "Moving", "Things", "The game"
  std::string_view keys;      // the keys as the help shows them ("{vi}": the vi-keys; "": the
                              // row above names this key too, as "< >" does)
  std::string_view does;      // what they do, in the help's words
  std::string_view reminder;  // the reminder line's keys|words ("" leaves the key out; "{vi}"
                              // as above); the keys are these when the bindings are the default
  int reminder_place = 0;     // the order on the reminder line (1 first)
  std::string_view id;        // the command's id (ui/input/key_bindings.hpp); "" binds nothing
};

// Every binding of the play screen, in the help's order. The movement rows bind no character
// themselves: direction_for() reads the movement keys' own table.
std::span<const KeyBinding> key_table();
// Whether a key of this kind applies its row's command (at once, or once an item, direction or
// spell is chosen); the other kinds open a screen or begin a walk, and their rows' command is
// only a filler (travel's, look's).
bool applies_command(KeyAction::Kind kind);
// The default movement keys: the characters (h j k l y u b n) and the other keys (arrows,
// numpad, Home/End/Page Up/Page Down), each with its direction.
std::span<const std::pair<char32_t, Dir>> char_moves();
std::span<const std::pair<Key, Dir>> key_moves();
// The characters that move by default (h j k l y u b n), from the movement table.
std::u32string vi_keys();

// The direction a key means (movement keys), if any: with the player's bindings, or the
// default ones (vi-keys, arrows and the numpad).
std::optional<Dir> direction_for(const Input& in, const KeyBindings& keys = default_key_bindings());
// The vi-key that moves `d` ('k' for north); 0 for Dir::None.
char32_t key_for(Dir d);
// What a key does on the play screen, if anything (the same two ways).
std::optional<KeyAction> action_for(const Input& in,
                                    const KeyBindings& keys = default_key_bindings());

}  // namespace dg
