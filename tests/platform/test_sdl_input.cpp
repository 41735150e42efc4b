#include <SDL.h>

#include <catch2/catch.hpp>
#include <cstring>

#include "platform/sdl/sdl_input.hpp"

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

TEST_CASE("a layout without Latin letters falls back to the US letter of the key",
          "[platform][input]") {
  SdlInput in;
  // Russian: the S key types 'ы', Shift+Q types 'Й', the period key types 'ю'.
  CHECK_FALSE(in.translate(keydown(0x44b, SDL_SCANCODE_S)));
  CHECK(in.translate(text("ы")) == Input::character(U's'));
  CHECK_FALSE(in.translate(keydown(0x439, SDL_SCANCODE_Q, KMOD_LSHIFT)));
  CHECK(in.translate(text("Й")) == Input::character(U'Q'));
  CHECK_FALSE(in.translate(keydown(0x44e, SDL_SCANCODE_PERIOD)));
  CHECK(in.translate(text("ю")) == Input::character(U'.'));
  CHECK_FALSE(in.translate(keydown(0x3c3, SDL_SCANCODE_8, KMOD_LSHIFT)));  // Greek, Shift+8
  CHECK(in.translate(text("σ")) == Input::character(U'*'));
  // Ctrl+P (the message history) where P types 'з'.
  CHECK(in.translate(keydown(0x437, SDL_SCANCODE_P, KMOD_LCTRL)) == Input::control(U'p'));
  // A Latin layout keeps its own letters (AZERTY: the Q key types 'a').
  CHECK_FALSE(in.translate(keydown(SDLK_a, SDL_SCANCODE_Q)));
  CHECK(in.translate(text("a")) == Input::character(U'a'));
}
