#include "ui/input/input.hpp"

#include "ui/text/utf8.hpp"

namespace dg {

std::string describe(const Input& in) {
  switch (in.key) {
    case Key::Char:
      if (in.ctrl)
        return "Ctrl-" + encode_utf8(in.ch >= U'a' && in.ch <= U'z' ? in.ch - 32 : in.ch);
      return "'" + encode_utf8(in.ch) + "'";
    case Key::Up: return "Up";
    case Key::Down: return "Down";
    case Key::Left: return "Left";
    case Key::Right: return "Right";
    case Key::Home: return "Home";
    case Key::End: return "End";
    case Key::PageUp: return "Page Up";
    case Key::PageDown: return "Page Down";
    case Key::Enter: return "Enter";
    case Key::Escape: return "Escape";
    case Key::Backspace: return "Backspace";
    case Key::Tab: return "Tab";
    case Key::None: return "nothing";
    case Key::Hover: return "a pointer move";
    case Key::Click: return "a click";
    case Key::LongPress: return "a long press";
    default:
      return "Keypad " +
             std::to_string(static_cast<int>(in.key) - static_cast<int>(Key::Keypad1) + 1);
  }
}

}  // namespace dg
