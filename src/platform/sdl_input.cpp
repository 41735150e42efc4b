#include "platform/sdl_input.hpp"

#include <SDL.h>

#include <string_view>

#include "ui/utf8.hpp"

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

}  // namespace

std::optional<Input> SdlInput::translate(const SDL_Event& e) {
  if (e.type == SDL_KEYDOWN) {
    swallow_text_ = false;
    repeating_ = e.key.repeat != 0;
    const SDL_Keysym& k = e.key.keysym;
    if (auto key = special_key(k)) {
      swallow_text_ = true;  // numpad digits and Enter also arrive as text: keep one
      return Input::special(*key).at(e.key.timestamp, repeating_);
    }
    // Ctrl+letter types no text, so it is read from the key itself.
    if ((k.mod & KMOD_CTRL) && k.sym >= SDLK_a && k.sym <= SDLK_z) {
      swallow_text_ = true;
      return Input::control(static_cast<char32_t>(k.sym)).at(e.key.timestamp, repeating_);
    }
    return std::nullopt;  // a printable key: wait for its SDL_TEXTINPUT
  }
  if (e.type == SDL_TEXTINPUT) {
    if (swallow_text_) {
      swallow_text_ = false;
      return std::nullopt;
    }
    std::string_view text(e.text.text);
    const char32_t c = next_codepoint(text);
    if (c == 0) return std::nullopt;
    return Input::character(c).at(e.text.timestamp, repeating_);
  }
  return std::nullopt;
}

}  // namespace dg
