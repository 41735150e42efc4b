#include "ui/keymap.hpp"

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

using K = Command::Kind;
struct CharCommand {
  char32_t ch;
  KeyAction::Kind kind;
  K command;
};
constexpr std::array<CharCommand, 27> kCharCommands = {{
    {U'B', KeyAction::Kind::Brew, K::Brew},          {U't', KeyAction::Kind::ChooseItem, K::Throw},
    {U',', KeyAction::Kind::PickUp, K::PickUp},      {U'i', KeyAction::Kind::Inventory, K::Wait},
    {U'd', KeyAction::Kind::ChooseItem, K::Drop},    {U'w', KeyAction::Kind::ChooseItem, K::Wield},
    {U'W', KeyAction::Kind::ChooseItem, K::Wear},    {U'q', KeyAction::Kind::ChooseItem, K::Quaff},
    {U'T', KeyAction::Kind::Command, K::TakeOff},    {U'.', KeyAction::Kind::Command, K::Wait},
    {U'5', KeyAction::Kind::Command, K::Wait},       {U's', KeyAction::Kind::Command, K::Search},
    {U'<', KeyAction::Kind::Command, K::Ascend},     {U'>', KeyAction::Kind::Command, K::Descend},
    {U'o', KeyAction::Kind::Explore, K::Wait},       {U'O', KeyAction::Kind::AskDirection, K::Open},
    {U'c', KeyAction::Kind::AskDirection, K::Close}, {U'&', KeyAction::Kind::WizardMenu, K::Wait},
    {U'S', KeyAction::Kind::SaveQuit, K::Wait},      {U'm', KeyAction::Kind::History, K::Wait},
    {U'?', KeyAction::Kind::Help, K::Wait},          {U'_', KeyAction::Kind::Travel, K::Wait},
    {U'R', KeyAction::Kind::Rest, K::Wait},          {U'x', KeyAction::Kind::Look, K::Wait},
    {U';', KeyAction::Kind::Look, K::Wait},          {U':', KeyAction::Kind::Describe, K::Wait},
    {U'P', KeyAction::Kind::Palette, K::Wait},
}};

}  // namespace

std::optional<Dir> direction_for(const Input& in) {
  if (in.ctrl) return std::nullopt;
  if (in.key == Key::Char) {
    for (auto [c, d] : kCharMoves)
      if (c == in.ch) return d;
    return std::nullopt;
  }
  for (auto [k, d] : kKeyMoves)
    if (k == in.key) return d;
  return std::nullopt;
}

std::optional<KeyAction> action_for(const Input& in) {
  // Ctrl-P is NetHack's message history; no other Ctrl key is bound (none fights the
  // browser's Ctrl-W, Ctrl-T, Ctrl-N).
  if (in.ctrl && in.key == Key::Char && (in.ch == U'p' || in.ch == U'P'))
    return KeyAction{KeyAction::Kind::History, Command{}};
  if (in.ctrl) return std::nullopt;
  if (auto d = direction_for(in)) return KeyAction{KeyAction::Kind::Command, Command::move(*d)};
  if (in.key == Key::Keypad5) return KeyAction{KeyAction::Kind::Command, Command::wait()};
  if (in.key != Key::Char) return std::nullopt;
  for (const CharCommand& c : kCharCommands)
    if (c.ch == in.ch) return KeyAction{c.kind, Command::of(c.command)};
  return std::nullopt;
}

}  // namespace dg
