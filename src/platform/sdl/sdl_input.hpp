#pragma once
// Turns SDL keyboard events into the UI's Inputs. Printable characters come from
// SDL_TEXTINPUT (so Shift and the keyboard layout are already applied); everything else
// (arrows, numpad, Escape, Ctrl combinations) from SDL_KEYDOWN.
#include <optional>

#include "ui/input/input.hpp"

union SDL_Event;

namespace dg {

class SdlInput {
 public:
  std::optional<Input> translate(const SDL_Event& e);

 private:
  // Set when a KEYDOWN was already used (a numpad digit): its echo as text is dropped.
  bool swallow_text_ = false;
  bool repeating_ = false;  // the last key down was a held key repeating (its text follows)
  int scancode_ = 0;        // the last key down's physical key, and whether Shift was held:
  bool shift_ = false;      // its text may fall back to the US layout's character
};

}  // namespace dg
