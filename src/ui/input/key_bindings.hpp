#pragma once
// Which key does which command on the play screen, as the player set it in the options: one
// of four presets (vi-keys, numpad, arrows, laptop), then any command rebound. Commands are
// named by id ("search", "move_n"): the rows of ui/keymap's table and the eight moves. A key
// does one command at most; a command may have several keys (or none, once rebound away).
// Only plain keys can be bound: a printable ASCII character, an arrow, the numpad, Home, End,
// Page Up and Page Down. Ctrl and Alt combinations stay the browser's (Ctrl+W, Ctrl+T,
// Ctrl+N, Ctrl+Tab), and Enter, Escape, Backspace and Tab keep their meaning in every menu.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "core/result.hpp"
#include "ui/input/input.hpp"

namespace dg {

struct KeyChord {
  Key key = Key::None;
  char32_t ch = 0;  // for Key::Char
  static KeyChord character(char32_t c) { return {Key::Char, c}; }
  static KeyChord special(Key k) { return {k, 0}; }
  friend bool operator==(const KeyChord&, const KeyChord&) = default;
};

// The chord an input is, if it is one that can be bound (no Ctrl, not a pointer).
std::optional<KeyChord> chord_of(const Input& in);
// Why `k` cannot be bound, or nothing when it can.
std::optional<std::string> unbindable(const KeyChord& k);
// "k", "Up", "Keypad 8", "Page Up": as the help, the options and the options file name keys.
std::string key_name(const KeyChord& k);
std::optional<KeyChord> parse_key_name(std::string_view name);

enum class KeyPreset { ViKeys, Numpad, Arrows, Laptop };
constexpr KeyPreset kKeyPresets[] = {KeyPreset::ViKeys, KeyPreset::Numpad, KeyPreset::Arrows,
                                     KeyPreset::Laptop};
std::string_view preset_name(KeyPreset p);   // "vi-keys", "numpad", "arrows", "laptop"
std::string_view preset_words(KeyPreset p);  // how it moves, for the options screen
std::optional<KeyPreset> parse_preset(std::string_view name);

// A command a key can do: its id and its name on the options screen.
struct BindableCommand {
  std::string_view id;
  std::string_view words;
};
// Every one, in the options screen's order (the moves first, then the help's order).
std::span<const BindableCommand> bindable_commands();
bool is_command_id(std::string_view id);
// The moves' ids: "move_n" ... "move_nw".
std::optional<Dir> move_direction(std::string_view id);
std::string_view move_id(Dir d);

class KeyBindings;
// The vi-keys preset, for code with no player's bindings at hand (the bot, tests).
const KeyBindings& default_key_bindings();

class KeyBindings {
 public:
  KeyBindings() : KeyBindings(KeyPreset::ViKeys) {}
  explicit KeyBindings(KeyPreset preset);
  // Nothing bound yet, as chosen from `preset` (an options file's bindings are added to it).
  static KeyBindings empty(KeyPreset preset) {
    KeyBindings k(preset);
    k.keys_.clear();
    return k;
  }

  KeyPreset preset() const { return preset_; }
  // True when a key was rebound since the preset was chosen.
  bool changed_from_preset() const { return !(keys_ == KeyBindings(preset_).keys_); }
  // The id of the command `k` does, or "" for none.
  std::string_view command_for(const KeyChord& k) const;
  std::vector<KeyChord> keys_for(std::string_view id) const;
  // Binds `k` to `id`, taking it from whatever it did; returns that command's id ("" when it
  // did nothing), or why it cannot be bound.
  Result<std::string> bind(std::string_view id, const KeyChord& k);
  // Every key of `id` does nothing now.
  void unbind(std::string_view id);
  // Every key and its command, in the order bound (for the options file).
  const std::vector<std::pair<KeyChord, std::string>>& all() const { return keys_; }
  friend bool operator==(const KeyBindings&, const KeyBindings&) = default;

 private:
  KeyPreset preset_;
  std::vector<std::pair<KeyChord, std::string>> keys_;
};

}  // namespace dg
