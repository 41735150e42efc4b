#include "platform/sdl/sdl_input.hpp"

#include <SDL.h>

#include <string_view>

#include "ui/text/utf8.hpp"

namespace dg {

namespace {

std::optional<Key> special_key(const SDL_Keysym& k) {
  switch (k.scancode) {
    case SDL_SCANCODE_KP_1: return Key::Keypad1;
    case SDL_SCANCODE_KP_2: return Key::Keypad2;
    case SDL_SCANCODE_KP_3: return Key::Keypad3;
    case SDL_SCANCODE_KP_4: return Key::Keypad4;
    case SDL_SCANCODE_KP_5: return Key::Keypad5;
    case SDL_SCANCODE_KP_6: return Key::Keypad6;
    case SDL_SCANCODE_KP_7: return Key::Keypad7;
    case SDL_SCANCODE_KP_8: return Key::Keypad8;
    case SDL_SCANCODE_KP_9: return Key::Keypad9;
    case SDL_SCANCODE_KP_ENTER: return Key::Enter;
    default: break;
  }
  switch (k.sym) {
    case SDLK_UP: return Key::Up;
    case SDLK_DOWN: return Key::Down;
    case SDLK_LEFT: return Key::Left;
    case SDLK_RIGHT: return Key::Right;
    case SDLK_HOME: return Key::Home;
    case SDLK_END: return Key::End;
    case SDLK_PAGEUP: return Key::PageUp;
    case SDLK_PAGEDOWN: return Key::PageDown;
    case SDLK_CLEAR: return Key::Keypad5;  // numpad 5 with Num Lock off
    case SDLK_RETURN: return Key::Enter;
    case SDLK_ESCAPE: return Key::Escape;
    case SDLK_BACKSPACE: return Key::Backspace;
    case SDLK_TAB: return Key::Tab;
    default: return std::nullopt;
  }
}

// What the key at `sc` types on a US layout (Shift held or not), or 0. A layout whose keys
// type no Latin letters (Russian, Greek) still has the game's commands where a US keyboard
// has them: the typed character, unknown to the game, gives way to this one.
char32_t us_character(SDL_Scancode sc, bool shift) {
  if (sc >= SDL_SCANCODE_A && sc <= SDL_SCANCODE_Z)
    return static_cast<char32_t>((shift ? U'A' : U'a') + (sc - SDL_SCANCODE_A));
  if (sc >= SDL_SCANCODE_1 && sc <= SDL_SCANCODE_0) {
    constexpr char32_t kDigits[] = U"1234567890", kShifted[] = U"!@#$%^&*()";
    return (shift ? kShifted : kDigits)[sc - SDL_SCANCODE_1];
  }
  constexpr struct {
    SDL_Scancode sc;
    char32_t plain, shifted;
  } kPunctuation[] = {
      {SDL_SCANCODE_MINUS, U'-', U'_'},       {SDL_SCANCODE_EQUALS, U'=', U'+'},
      {SDL_SCANCODE_LEFTBRACKET, U'[', U'{'}, {SDL_SCANCODE_RIGHTBRACKET, U']', U'}'},
      {SDL_SCANCODE_BACKSLASH, U'\\', U'|'},  {SDL_SCANCODE_SEMICOLON, U';', U':'},
      {SDL_SCANCODE_APOSTROPHE, U'\'', U'"'}, {SDL_SCANCODE_GRAVE, U'`', U'~'},
      {SDL_SCANCODE_COMMA, U',', U'<'},       {SDL_SCANCODE_PERIOD, U'.', U'>'},
      {SDL_SCANCODE_SLASH, U'/', U'?'},
  };
  for (const auto& p : kPunctuation)
    if (p.sc == sc) return shift ? p.shifted : p.plain;
  return 0;
}

}  // namespace

std::optional<Input> SdlInput::translate(const SDL_Event& e) {
  if (e.type == SDL_KEYDOWN) {
    swallow_text_ = false;
    repeating_ = e.key.repeat != 0;
    const SDL_Keysym& k = e.key.keysym;
    scancode_ = k.scancode;
    shift_ = (k.mod & KMOD_SHIFT) != 0;
    if (auto key = special_key(k)) {
      swallow_text_ = true;  // numpad digits and Enter also arrive as text: keep one
      const Input in = Input::special(*key).at(e.key.timestamp, repeating_);
      return shift_ ? in.shifted() : in;
    }
    // Ctrl+letter types no text, so it is read from the key itself (where a US layout has
    // the letter, whatever the layout's own letter is).
    if ((k.mod & KMOD_CTRL) && !(k.mod & KMOD_ALT)) {
      const char32_t c = k.sym >= SDLK_a && k.sym <= SDLK_z ? static_cast<char32_t>(k.sym)
                         : k.scancode >= SDL_SCANCODE_A && k.scancode <= SDL_SCANCODE_Z
                             ? us_character(k.scancode, false)
                             : 0;
      if (c != 0) {
        swallow_text_ = true;
        return Input::control(c).at(e.key.timestamp, repeating_);
      }
    }
    return std::nullopt;  // a printable key: wait for its SDL_TEXTINPUT
  }
  if (e.type == SDL_TEXTINPUT) {
    if (swallow_text_) {
      swallow_text_ = false;
      return std::nullopt;
    }
    std::string_view text(e.text.text);
    char32_t c = next_codepoint(text);
    if (c == 0) return std::nullopt;
    // Every key the game knows types ASCII: a letter of another script falls back to the
    // US layout's character for the same physical key.
    if (c > U'~') {
      if (const char32_t us = us_character(static_cast<SDL_Scancode>(scancode_), shift_)) c = us;
    }
    return Input::character(c).at(e.text.timestamp, repeating_);
  }
  return std::nullopt;
}

}  // namespace dg
