#include <SDL.h>

#include <catch2/catch.hpp>
#include <cstring>

#include "platform/sdl_input.hpp"

using namespace dg;

namespace {
SDL_Event keydown(SDL_Keycode sym, SDL_Scancode sc, Uint16 mod = KMOD_NONE) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = sym;
  e.key.keysym.scancode = sc;
  e.key.keysym.mod = mod;
  return e;
}
SDL_Event text(const char* s) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  std::strncpy(e.text.text, s, sizeof e.text.text - 1);
  return e;
}
}  // namespace

TEST_CASE("printable keys arrive as their typed text", "[platform][input]") {
  SdlInput in;
  CHECK_FALSE(in.translate(keydown(SDLK_PERIOD, SDL_SCANCODE_PERIOD, KMOD_LSHIFT)));
  CHECK(in.translate(text(">")) == Input::character(U'>'));  // layout and Shift applied
}

TEST_CASE("numpad digits are read once, as keypad keys", "[platform][input]") {
  SdlInput in;
  CHECK(in.translate(keydown(SDLK_KP_7, SDL_SCANCODE_KP_7)) == Input::special(Key::Keypad7));
  CHECK_FALSE(in.translate(text("7")));  // the echo is dropped
  CHECK(in.translate(keydown(SDLK_l, SDL_SCANCODE_L)) == std::nullopt);
  CHECK(in.translate(text("l")) == Input::character(U'l'));
}

TEST_CASE("arrows, Escape and Ctrl+letter come from key events", "[platform][input]") {
  SdlInput in;
  CHECK(in.translate(keydown(SDLK_UP, SDL_SCANCODE_UP)) == Input::special(Key::Up));
  CHECK(in.translate(keydown(SDLK_ESCAPE, SDL_SCANCODE_ESCAPE)) == Input::special(Key::Escape));
  CHECK(in.translate(keydown(SDLK_p, SDL_SCANCODE_P, KMOD_LCTRL)) == Input::control(U'p'));
  CHECK(in.translate(keydown(SDLK_END, SDL_SCANCODE_END)) == Input::special(Key::End));
}
