#include "ui/input/keymap.hpp"

#include <array>
#include <utility>

namespace dg {

namespace {

// Typed characters. Vi-keys follow Rogue and NetHack: h j k l for W S N E, y u b n diagonals.
constexpr std::array<std::pair<char32_t, Dir>, 8> kCharMoves = {{
    {U'h', Dir::W},
    {U'j', Dir::S},
    {U'k', Dir::N},
    {U'l', Dir::E},
    {U'y', Dir::NW},
    {U'u', Dir::NE},
    {U'b', Dir::SW},
    {U'n', Dir::SE},
}};

// Non-character keys, numpad laid out like a compass (7 8 9 / 4 5 6 / 1 2 3).
constexpr std::array<std::pair<Key, Dir>, 16> kKeyMoves = {{
    {Key::Up, Dir::N},
    {Key::Down, Dir::S},
    {Key::Left, Dir::W},
    {Key::Right, Dir::E},
    {Key::Home, Dir::NW},
    {Key::PageUp, Dir::NE},
    {Key::End, Dir::SW},
    {Key::PageDown, Dir::SE},
    {Key::Keypad7, Dir::NW},
    {Key::Keypad8, Dir::N},
    {Key::Keypad9, Dir::NE},
    {Key::Keypad4, Dir::W},
    {Key::Keypad6, Dir::E},
    {Key::Keypad1, Dir::SW},
    {Key::Keypad2, Dir::S},
    {Key::Keypad3, Dir::SE},
}};

using CK = Command::Kind;  // names unlike the short ones other files use in a unity build
using KA = KeyAction::Kind;
constexpr std::string_view kMoving = "Moving", kThings = "Things", kGame = "The game";
// clang-format off
constexpr auto kTable = std::to_array<KeyBinding>({
    {0, 0, KA::Command, CK::Move, kMoving, "{vi}", "west south north east, then diagonals (or arrows, numpad)",
     "{vi}|move", 2, "move"},
    {0, 0, KA::Command, CK::Move, kMoving, "walk into", "a monster: attack it; a door: open it (a locked one: bash it)",
     "", 0, ""},
    {U'.', U'5', KA::Command, CK::Wait, kMoving, ". 5 s", "wait a turn, search", ".|wait", 7, "wait"},
    {U's', 0, KA::Command, CK::Search, kMoving, "", "", "s|search", 8, "search"},  // on the help with .
    {U'<', 0, KA::Command, CK::Ascend, kMoving, "< >", "stairs up, down", "< >|stairs", 4, "ascend"},
    {U'>', 0, KA::Command, CK::Descend, kMoving, "", "", "", 0, "descend"},  // on the help with <
    {U'_', 0, KA::Travel, CK::Wait, kMoving, "_ X", "travel, the level map", "", 0, "travel"},
    {U'X', 0, KA::Overview, CK::Wait, kMoving, "", "", "", 0, "overview"},  // on the help with _
    {U'o', 0, KA::Explore, CK::Wait, kMoving, "o", "explore the unknown", "o|explore", 3, "explore"},
    {U'v', 0, KA::Rest, CK::Wait, kMoving, "v p A F", "rest, pray, order, fight", "", 0, "rest"},
    {U'p', 0, KA::Command, CK::Pray, kMoving, "", "", "", 0, "pray"},  // on the help with v
    {U'A', 0, KA::Command, CK::Order, kMoving, "", "", "", 0, "order"},  // on the help with v
    {U'O', 0, KA::AskDirection, CK::Open, kMoving, "O c", "open, close a door", "O/c|doors", 9, "open"},
    {U'c', 0, KA::AskDirection, CK::Close, kMoving, "", "", "", 0, "close"},  // on the help with O
    {U'@', 0, KA::Status, CK::Wait, kMoving, "@ M a ^", "you, level, talents, god", "", 0, "status"},
    {U'M', 0, KA::LevelWords, CK::Wait, kMoving, "", "", "", 0, "level_words"},  // on the help with @
    {U'x', U';', KA::Look, CK::Wait, kMoving, "x ; :", "look (cursor), describe around", "", 0, "look"},
    {U':', 0, KA::Describe, CK::Wait, kMoving, "", "", "", 0, "describe"},  // on the help with x
    {U'G', 0, KA::Run, CK::Move, kMoving, "G #", "run (Shift+move, H J K L Y U N too); a count: 20s searches 20", "", 0, "run"},
    {U'#', 0, KA::Count, CK::Wait, kMoving, "", "", "", 0, "count"},  // on the help with G
    {U'F', 0, KA::Fight, CK::Wait, kMoving, "", "", "", 0, "fight"},  // on the help with v
    {U',', 0, KA::PickUp, CK::PickUp, kThings, ", $", "pick up, pay a shop", ",|pick up", 5, "pick_up"},
    {U'$', 0, KA::Command, CK::Pay, kThings, "", "", "", 0, "pay"},  // on the help with ,
    {U'i', 0, KA::Inventory, CK::Wait, kThings, "i", "inventory", "i|inventory", 6, "inventory"},
    {U'd', 0, KA::ChooseItem, Use::Drop, kThings, "d", "drop", "d|drop", 10, "drop"},
    {U'w', 0, KA::ChooseItem, Use::Wield, kThings, "w", "wield a weapon", "w|wield", 11, "wield"},
    {U'W', 0, KA::ChooseItem, Use::Wear, kThings, "W", "wear armour", "W|wear", 12, "wear"},
    {U'T', 0, KA::TakeOff, CK::TakeOff, kThings, "T", "take armour off", "T|take off", 13, "take_off"},
    {U'q', 0, KA::ChooseItem, Use::Quaff, kThings, "q", "quaff a potion", "q|quaff", 14, "quaff"},
    {U'r', 0, KA::ChooseItem, Use::Read, kThings, "r", "read a scroll or book", "r|read", 16, "read"},
    {U't', 0, KA::ChooseItem, Use::Throw, kThings, "t f Q", "throw, fire, quiver", "t|throw", 15, "throw"},
    {U'f', 0, KA::Fire, Use::Throw, kThings, "", "", "f|fire", 22, "fire"},  // on the help with t
    {U'Q', 0, KA::Quiver, Use::Throw, kThings, "", "", "", 0, "quiver"},  // on the help with t
    {U'z', 0, KA::ChooseItem, Use::Zap, kThings, "z Z V", "zap, cast, cast again", "z|zap", 19, "zap"},
    {U'Z', 0, KA::Cast, CK::Cast, kThings, "", "", "Z|cast", 20, "cast"},  // on the help with z
    {U'V', 0, KA::CastAgain, CK::Cast, kThings, "", "", "", 0, "cast_again"},  // on the help with z
    {U'P', 0, KA::ChooseItem, Use::PutOn, kThings, "P R", "put on, remove a ring", "P/R|rings", 21, "put_on"},
    {U'R', 0, KA::RemoveRing, Use::Remove, kThings, "", "", "", 0, "remove"},  // on the help with P
    {U'B', 0, KA::Brew, CK::Brew, kThings, "B", "brew ingredients into a potion", "B|brew", 17, "brew"},
    {U'a', 0, KA::Talents, CK::Talent, kMoving, "", "", "", 0, "talents"},  // on the help with @
    {U'^', 0, KA::God, CK::Invoke, kMoving, "", "", "", 0, "god"},  // on the help with @
    {U'm', 0, KA::History, CK::Wait, kGame, "Ctrl-P or m", "message history", "m|messages", 18, "messages"},
    {U'?', 0, KA::Help, CK::Wait, kGame, "?", "this help", "?|help", 1, "help"},
    {U'S', 0, KA::SaveQuit, CK::Wait, kGame, "S !", "save and stop, give up", "", 0, "save"},
    {U'!', 0, KA::Command, CK::Quit, kGame, "", "", "", 0, "quit"},  // on the help with S
    {U'C', 0, KA::Palette, CK::Wait, kGame, "C = %", "colour palette, options, mute", "", 0, "palette"},
    {U'=', 0, KA::Options, CK::Wait, kGame, "", "", "", 0, "options"},  // on the help with C
    {U'%', 0, KA::Sound, CK::Wait, kGame, "", "", "", 0, "sound"},  // on the help with C
    {U'+', 0, KA::ZoomIn, CK::Wait, kGame, "+ -", "zoom the map in, out", "", 0, "zoom_in"},
    {U'-', 0, KA::ZoomOut, CK::Wait, kGame, "", "", "", 0, "zoom_out"},  // on the help with +
    {U'&', 0, KA::WizardMenu, CK::Wait, kGame, "&", "wizard commands (wizard mode)", "", 0, "wizard"},
});
// clang-format on

}  // namespace

std::span<const KeyBinding> key_table() {
  return kTable;
}

bool applies_command(KeyAction::Kind kind) {
  using K = KeyAction::Kind;
  return kind == K::Command || kind == K::AskDirection || kind == K::ChooseItem ||
         kind == K::TakeOff || kind == K::PickUp || kind == K::Brew || kind == K::Cast ||
         kind == K::Fire;
}

std::span<const std::pair<char32_t, Dir>> char_moves() {
  return kCharMoves;
}

std::span<const std::pair<Key, Dir>> key_moves() {
  return kKeyMoves;
}

std::u32string vi_keys() {
  std::u32string keys;
  for (auto [c, d] : kCharMoves) keys += c;
  return keys;
}

char32_t key_for(Dir d) {
  for (auto [c, dir] : kCharMoves)
    if (dir == d) return c;
  return 0;
}

std::optional<Dir> direction_for(const Input& in, const KeyBindings& keys) {
  const auto chord = chord_of(in);
  if (!chord) return std::nullopt;
  return move_direction(keys.command_for(*chord));
}

std::optional<KeyAction> action_for(const Input& in, const KeyBindings& keys) {
  // Ctrl-P is NetHack's message history and Ctrl-X its attributes (here the whole status, as
  // `@`); no other Ctrl key is bound (none fights the browser's Ctrl-W, Ctrl-T, Ctrl-N).
  if (in.ctrl && in.key == Key::Char && (in.ch == U'p' || in.ch == U'P'))
    return KeyAction{KeyAction::Kind::History, Command{}};
  if (in.ctrl && in.key == Key::Char && (in.ch == U'x' || in.ch == U'X'))
    return KeyAction{KeyAction::Kind::Status, Command{}};
  const auto chord = chord_of(in);
  if (!chord) return std::nullopt;
  const std::string_view id = keys.command_for(*chord);
  if (id.empty()) return std::nullopt;
  if (auto d = move_direction(id)) return KeyAction{KeyAction::Kind::Command, Command::move(*d)};
  for (const KeyBinding& b : kTable)
    if (b.id == id) return KeyAction{b.kind, b.command.command()};
  return std::nullopt;
}

}  // namespace dg
