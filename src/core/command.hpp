#pragma once
// What the player asks the game to do. The UI turns keys into these; the core applies them;
// a save is the list of them. Each field means one thing, and each kind reads only the
// fields named beside it.
#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace dg {

// What the hero does with a thing carried (Command::Kind::Use). A new verb for items is a
// value here, its rule in the core, its name in save.cpp and a key in ui/input/keymap.cpp.
enum class Use : std::uint8_t {
  Drop,
  Wield,
  Wear,
  Quaff,
  Throw,   // in `dir`
  Read,    // a scroll or a spellbook
  Zap,     // a wand, in `dir` (none: at yourself, or down)
  PutOn,   // a ring
  Remove,  // a ring worn
};

struct Command {
  enum class Kind : std::uint8_t {
    Move,  // dir; bumping a closed door opens it, a locked one is bashed
    Wait,
    Search,  // look for hidden traps around you
    Open,    // dir
    Close,   // dir
    Ascend,
    Descend,
    PickUp,    // floor_items
    Use,       // use, item (and dir, to throw)
    TakeOff,   // item: the worn piece (0: the only one worn)
    Brew,      // ingredients
    Cast,      // item: the spell's letter ('a' the first learned), in `dir` (none: yourself)
    Call,      // item: the thing whose kind the player names `text` (takes no time)
    Identify,  // item: the thing an identify teaches (0: at random); takes no time
    Enchant,   // item: the thing an enchanting grows (0: the wielded weapon); takes no time
    Talent,    // item: the talent chosen of those offered ('a' the first); takes no time
    Pray,      // to the hero's god, for help in trouble
    Order,     // the hero's companions: wait here, or (all waiting) follow
    Quit,      // give up: the run ends as a death by quitting (core/action/quit.hpp)
    // Wizard mode only (the game refuses them otherwise):
    WizardJump,         // depth
    WizardToggleMap,    // see the whole level
    WizardToggleWalls,  // walk through walls
    WizardImmortal,     // toggle: death passes you by
    WizardSummon,       // breed, next to you
    WizardCreate,       // item_kind, at your feet
    WizardLevel,        // one experience level more (NetHack's #levelchange, one up)
    // The hero's god (r37, core/action/worship.hpp):
    Invoke,       // item: the god's power called on ('a' the first)
    Offer,        // the hero's gold, on an altar of their god
    Convert,      // to the god of the altar the hero stands on
    WizardPiety,  // wizard mode: 50 piety more (gifts and powers come as earned piety's would)
    Pay,          // the shopkeeper, for the unpaid things carried (r38)
  };
  Kind kind = Kind::Wait;
  Dir dir = Dir::None;
  Use use = Use::Drop;
  char item = 0;                 // the inventory letter of the thing used
  std::string ingredients;       // two or three inventory letters
  std::string text;              // a name the player gave (Call)
  std::vector<int> floor_items;  // which of the things here (0: the first; none: the first)
  int depth = 0;
  int breed = -1;          // index into the catalog's breeds
  int item_kind = -1;      // index into the catalog's item kinds
  bool confirmed = false;  // the player already agreed (to step onto a known hazard, say)

  static Command of(Kind k, Dir d = Dir::None) {
    Command c;
    c.kind = k;
    c.dir = d;
    return c;
  }
  static Command move(Dir d) { return of(Kind::Move, d); }
  static Command wait() { return of(Kind::Wait); }
  static Command use_item(Use u, char letter, Dir d = Dir::None) {
    Command c = of(Kind::Use, d);
    c.use = u;
    c.item = letter;
    return c;
  }
  static Command take_off(char letter = 0) {
    Command c = of(Kind::TakeOff);
    c.item = letter;
    return c;
  }
  static Command cast(char spell, Dir d = Dir::None) {
    Command c = of(Kind::Cast, d);
    c.item = spell;
    return c;
  }
  static Command call(char letter, std::string name) {
    Command c = of(Kind::Call);
    c.item = letter;
    c.text = std::move(name);
    return c;
  }
  static Command identify(char letter) {
    Command c = of(Kind::Identify);
    c.item = letter;
    return c;
  }
  static Command enchant(char letter) {
    Command c = of(Kind::Enchant);
    c.item = letter;
    return c;
  }
  static Command talent(char letter) {
    Command c = of(Kind::Talent);
    c.item = letter;
    return c;
  }
  static Command invoke(char letter) {
    Command c = of(Kind::Invoke);
    c.item = letter;
    return c;
  }
  static Command brew(std::string letters) {
    Command c = of(Kind::Brew);
    c.ingredients = std::move(letters);
    return c;
  }
  static Command pick_up(int index = 0) { return pick_up(std::vector<int>{index}); }
  static Command pick_up(std::vector<int> indices) {  // several at once, in one turn
    Command c = of(Kind::PickUp);
    c.floor_items = std::move(indices);
    return c;
  }
  static Command jump(int to_depth) {
    Command c = of(Kind::WizardJump);
    c.depth = to_depth;
    return c;
  }
  static Command summon(int breed_index) {
    Command c = of(Kind::WizardSummon);
    c.breed = breed_index;
    return c;
  }
  static Command create(int kind_index) {
    Command c = of(Kind::WizardCreate);
    c.item_kind = kind_index;
    return c;
  }
  Command confirm() const {
    Command c = *this;
    c.confirmed = true;
    return c;
  }
  // Moving, doors and throwing need a way to go.
  bool aimed() const {
    return kind == Kind::Move || kind == Kind::Open || kind == Kind::Close ||
           (kind == Kind::Use && use == Use::Throw);
  }
  friend bool operator==(const Command&, const Command&) = default;
};

}  // namespace dg
