#include "ui/input/key_bindings.hpp"

#include <algorithm>
#include <array>

#include "ui/input/keymap.hpp"
#include "ui/text/utf8.hpp"

namespace dg {

namespace {

constexpr std::array<std::pair<Dir, std::string_view>, 8> kMoveIds = {{
    {Dir::N, "move_n"},
    {Dir::NE, "move_ne"},
    {Dir::E, "move_e"},
    {Dir::SE, "move_se"},
    {Dir::S, "move_s"},
    {Dir::SW, "move_sw"},
    {Dir::W, "move_w"},
    {Dir::NW, "move_nw"},
}};

// The options screen's names of the commands, moves first, then the help's order: one for
// each id of ui/keymap's table (a test holds the two lists together).
constexpr auto kCommands = std::to_array<BindableCommand>({
    {"move_n", "move north"},
    {"move_ne", "move north-east"},
    {"move_e", "move east"},
    {"move_se", "move south-east"},
    {"move_s", "move south"},
    {"move_sw", "move south-west"},
    {"move_w", "move west"},
    {"move_nw", "move north-west"},
    {"wait", "wait a turn"},
    {"search", "search"},
    {"ascend", "go up the stairs"},
    {"descend", "go down the stairs"},
    {"travel", "travel"},
    {"overview", "the level map"},
    {"explore", "explore"},
    {"rest", "rest until healed"},
    {"pray", "pray"},
    {"order", "companions: wait, or follow"},
    {"run", "run (then a direction)"},
    {"count", "count (by touch)"},
    {"fight", "fight the nearest foe"},
    {"cast_again", "cast the last spell at the nearest foe"},
    {"open", "open a door"},
    {"close", "close a door"},
    {"look", "look around"},
    {"describe", "describe around"},
    {"status", "your status in words"},
    {"level_words", "the level in words"},
    {"pick_up", "pick up"},
    {"inventory", "inventory"},
    {"drop", "drop"},
    {"wield", "wield a weapon"},
    {"wear", "wear armour"},
    {"take_off", "take armour off"},
    {"quaff", "quaff a potion"},
    {"read", "read"},
    {"throw", "throw"},
    {"fire", "fire the quiver"},
    {"quiver", "choose the quiver"},
    {"zap", "zap a wand"},
    {"cast", "cast a spell"},
    {"put_on", "put on a ring"},
    {"remove", "remove a ring"},
    {"brew", "brew"},
    {"talents", "talents: choose one, or see yours"},
    {"god", "your god: piety, powers, an altar"},
    {"pay", "pay the shopkeeper"},
    {"messages", "message history"},
    {"help", "help"},
    {"save", "save and stop"},
    {"quit", "give up the run"},
    {"palette", "colour-blind palette"},
    {"zoom_in", "zoom in"},
    {"zoom_out", "zoom out"},
    {"options", "options"},
    {"sound", "sound on or off"},
    {"wizard", "wizard commands"},
});

// The special keys a name stands for (the names input.cpp's describe() gives them).
constexpr std::array<std::pair<Key, std::string_view>, 17> kKeyNames = {{
    {Key::Up, "Up"},
    {Key::Down, "Down"},
    {Key::Left, "Left"},
    {Key::Right, "Right"},
    {Key::Home, "Home"},
    {Key::End, "End"},
    {Key::PageUp, "Page Up"},
    {Key::PageDown, "Page Down"},
    {Key::Keypad1, "Keypad 1"},
    {Key::Keypad2, "Keypad 2"},
    {Key::Keypad3, "Keypad 3"},
    {Key::Keypad4, "Keypad 4"},
    {Key::Keypad5, "Keypad 5"},
    {Key::Keypad6, "Keypad 6"},
    {Key::Keypad7, "Keypad 7"},
    {Key::Keypad8, "Keypad 8"},
    {Key::Keypad9, "Keypad 9"},
}};

// The top row's digits laid out as the numpad (the laptop preset: no numpad to hand).
constexpr std::array<std::pair<char32_t, Dir>, 8> kDigitMoves = {{
    {U'7', Dir::NW},
    {U'8', Dir::N},
    {U'9', Dir::NE},
    {U'4', Dir::W},
    {U'6', Dir::E},
    {U'1', Dir::SW},
    {U'2', Dir::S},
    {U'3', Dir::SE},
}};

bool is_keypad(Key k) {
  return k >= Key::Keypad1 && k <= Key::Keypad9;
}

}  // namespace

std::optional<KeyChord> chord_of(const Input& in) {
  if (in.ctrl || in.is_pointer() || in.key == Key::None) return std::nullopt;
  if (in.key == Key::Char) return KeyChord::character(in.ch);
  return KeyChord::special(in.key);
}

std::optional<std::string> unbindable(const KeyChord& k) {
  if (k.key == Key::Char) {
    if (k.ch <= U' ' || k.ch > U'~') return "only a printable key on a US keyboard can be bound";
    return std::nullopt;
  }
  for (auto [key, name] : kKeyNames)
    if (key == k.key) return std::nullopt;
  if (k.key == Key::Tab) return "Tab belongs to the browser";
  return describe(Input::special(k.key)) + " keeps its meaning in every menu";
}

std::string key_name(const KeyChord& k) {
  if (k.key == Key::Char) return encode_utf8(k.ch);
  for (auto [key, name] : kKeyNames)
    if (key == k.key) return std::string(name);
  return describe(Input::special(k.key));
}

std::optional<KeyChord> parse_key_name(std::string_view name) {
  for (auto [key, n] : kKeyNames)
    if (n == name) return KeyChord::special(key);
  if (name.size() == 1 && !unbindable(KeyChord::character(static_cast<char32_t>(name[0]))))
    return KeyChord::character(static_cast<char32_t>(name[0]));
  return std::nullopt;
}

std::string_view preset_name(KeyPreset p) {
  switch (p) {
    case KeyPreset::Numpad: return "numpad";
    case KeyPreset::Arrows: return "arrows";
    case KeyPreset::Laptop: return "laptop";
    default: return "vi-keys";
  }
}

std::string_view preset_words(KeyPreset p) {
  switch (p) {
    case KeyPreset::Numpad: return "move with the numpad and arrows; h j k l y u b n do nothing";
    case KeyPreset::Arrows:
      return "move with the arrows, diagonals on Home, Page Up, End, Page Down";
    case KeyPreset::Laptop: return "move with h j k l y u b n, or the digits 1-9 as a numpad";
    default: return "NetHack's: move with h j k l y u b n, the arrows or the numpad";
  }
}

std::optional<KeyPreset> parse_preset(std::string_view name) {
  for (KeyPreset p : kKeyPresets)
    if (preset_name(p) == name) return p;
  return std::nullopt;
}

std::span<const BindableCommand> bindable_commands() {
  return kCommands;
}

bool is_command_id(std::string_view id) {
  return std::any_of(kCommands.begin(), kCommands.end(),
                     [&](const BindableCommand& c) { return c.id == id; });
}

std::optional<Dir> move_direction(std::string_view id) {
  for (auto [d, name] : kMoveIds)
    if (name == id) return d;
  return std::nullopt;
}

std::string_view move_id(Dir d) {
  for (auto [dir, name] : kMoveIds)
    if (dir == d) return name;
  return "";
}

const KeyBindings& default_key_bindings() {
  static const KeyBindings defaults;
  return defaults;
}

KeyBindings::KeyBindings(KeyPreset preset) : preset_(preset) {
  const bool letters = preset == KeyPreset::ViKeys || preset == KeyPreset::Laptop;
  const bool numpad = preset != KeyPreset::Arrows;
  if (letters)
    for (auto [c, d] : char_moves()) keys_.emplace_back(KeyChord::character(c), move_id(d));
  for (auto [k, d] : key_moves())
    if (numpad || !is_keypad(k)) keys_.emplace_back(KeyChord::special(k), move_id(d));
  if (preset == KeyPreset::Laptop)
    for (auto [c, d] : kDigitMoves) keys_.emplace_back(KeyChord::character(c), move_id(d));
  for (const KeyBinding& b : key_table()) {
    if (b.id.empty() || b.first == 0) continue;
    keys_.emplace_back(KeyChord::character(b.first), b.id);
    if (b.second != 0) keys_.emplace_back(KeyChord::character(b.second), b.id);
  }
  if (numpad) keys_.emplace_back(KeyChord::special(Key::Keypad5), "wait");
}

std::string_view KeyBindings::command_for(const KeyChord& k) const {
  for (const auto& [key, id] : keys_)
    if (key == k) return id;
  return "";
}

std::vector<KeyChord> KeyBindings::keys_for(std::string_view id) const {
  std::vector<KeyChord> out;
  for (const auto& [key, command] : keys_)
    if (command == id) out.push_back(key);
  return out;
}

Result<std::string> KeyBindings::bind(std::string_view id, const KeyChord& k) {
  if (!is_command_id(id)) return Error{"there is no command '" + std::string(id) + "'"};
  if (auto why = unbindable(k)) return Error{*why};
  for (auto& [key, command] : keys_) {
    if (key != k) continue;
    std::string was = command;
    command = std::string(id);
    return was;
  }
  keys_.emplace_back(k, std::string(id));
  return std::string();
}

void KeyBindings::unbind(std::string_view id) {
  std::erase_if(keys_, [&](const auto& entry) { return entry.second == id; });
}

}  // namespace dg
