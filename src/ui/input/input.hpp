#pragma once
// A key press in platform-neutral form. The platform layer translates SDL events into these;
// screens consume them. `ch` is the typed character (layout-aware) for Key::Char.
#include <cstdint>
#include <string>

namespace dg {

enum class Key {
  None,
  Char,  // a typed character, in `ch`
  Up,
  Down,
  Left,
  Right,
  Home,
  End,
  PageUp,
  PageDown,
  Keypad1,
  Keypad2,
  Keypad3,
  Keypad4,
  Keypad5,
  Keypad6,
  Keypad7,
  Keypad8,
  Keypad9,
  Enter,
  Escape,
  Backspace,
  Tab,
  // The pointer (mouse or touch), at grid cell (col, row):
  Hover,      // moved over a cell
  Click,      // clicked or tapped
  LongPress,  // touched and held
};

struct Input {
  Key key = Key::None;
  char32_t ch = 0;
  bool ctrl = false;
  int col = -1, row = -1;  // the grid cell, for pointer inputs
  // When it was typed, in milliseconds on the platform's clock (KeyGuard::shown uses the same);
  // 0 when not known (keys sent by a script or a test, which act as typed one at a time).
  std::uint32_t time = 0;
  bool repeat = false;  // the key is held down and repeating, not pressed again
  bool shift = false;   // Shift held, for keys that type no character (Shift+arrow runs)

  static Input character(char32_t c) { return {Key::Char, c, false}; }
  static Input control(char32_t c) { return {Key::Char, c, true}; }
  static Input special(Key k) { return {k, 0, false}; }
  static Input pointer(Key k, int col, int row) { return {k, 0, false, col, row}; }
  Input at(std::uint32_t ms, bool repeating = false) const {
    Input in = *this;
    in.time = ms;
    in.repeat = repeating;
    return in;
  }
  Input shifted() const {
    Input in = *this;
    in.shift = true;
    return in;
  }
  bool is_pointer() const {
    return key == Key::Hover || key == Key::Click || key == Key::LongPress;
  }
  friend bool operator==(const Input&, const Input&) = default;
};

// A short human name for messages: "'x'", "Ctrl-P", "Escape".
std::string describe(const Input& in);

}  // namespace dg
