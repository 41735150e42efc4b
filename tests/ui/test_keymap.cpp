#include <catch2/catch.hpp>

#include "ui/keymap.hpp"

using namespace dg;

TEST_CASE("arrows, vi-keys and the numpad all move", "[ui][keys]") {
  const auto [in, dir] = GENERATE(table<Input, Dir>({
      {Input::special(Key::Up), Dir::N},       {Input::special(Key::Down), Dir::S},
      {Input::special(Key::Left), Dir::W},     {Input::special(Key::Right), Dir::E},
      {Input::character(U'k'), Dir::N},        {Input::character(U'j'), Dir::S},
      {Input::character(U'h'), Dir::W},        {Input::character(U'l'), Dir::E},
      {Input::character(U'y'), Dir::NW},       {Input::character(U'u'), Dir::NE},
      {Input::character(U'b'), Dir::SW},       {Input::character(U'n'), Dir::SE},
      {Input::special(Key::Keypad7), Dir::NW}, {Input::special(Key::Keypad8), Dir::N},
      {Input::special(Key::Keypad9), Dir::NE}, {Input::special(Key::Keypad4), Dir::W},
      {Input::special(Key::Keypad6), Dir::E},  {Input::special(Key::Keypad1), Dir::SW},
      {Input::special(Key::Keypad2), Dir::S},  {Input::special(Key::Keypad3), Dir::SE},
      {Input::special(Key::Home), Dir::NW},    {Input::special(Key::PageUp), Dir::NE},
      {Input::special(Key::End), Dir::SW},     {Input::special(Key::PageDown), Dir::SE},
  }));
  const auto cmd = command_for(in);
  REQUIRE(cmd);
  CHECK(*cmd == Command::move(dir));
}

TEST_CASE("'.', '5' and keypad 5 wait; other keys do nothing", "[ui][keys]") {
  CHECK(command_for(Input::character(U'.')) == Command::wait());
  CHECK(command_for(Input::character(U'5')) == Command::wait());
  CHECK(command_for(Input::special(Key::Keypad5)) == Command::wait());
  CHECK_FALSE(command_for(Input::character(U'Z')));
  CHECK_FALSE(command_for(Input::control(U'h')));  // Ctrl-H is not 'h'
}

TEST_CASE("inputs describe themselves for messages", "[ui][keys]") {
  CHECK(describe(Input::character(U'Z')) == "'Z'");
  CHECK(describe(Input::control(U'p')) == "Ctrl-P");
  CHECK(describe(Input::special(Key::Keypad3)) == "Keypad 3");
  CHECK(describe(Input::special(Key::Escape)) == "Escape");
}
