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
  const auto action = action_for(in);
  REQUIRE(action);
  CHECK(action->kind == KeyAction::Kind::Command);
  CHECK(action->command == Command::move(dir));
  CHECK(direction_for(in) == dir);
}

TEST_CASE("command keys", "[ui][keys]") {
  using K = Command::Kind;
  auto cmd = [](char32_t c) { return action_for(Input::character(c)); };
  CHECK(cmd(U'.')->command == Command::wait());
  CHECK(cmd(U'5')->command == Command::wait());
  CHECK(action_for(Input::special(Key::Keypad5))->command == Command::wait());
  CHECK(cmd(U's')->command.kind == K::Search);
  CHECK(cmd(U'<')->command.kind == K::Ascend);
  CHECK(cmd(U'>')->command.kind == K::Descend);
  CHECK(cmd(U'O')->kind == KeyAction::Kind::AskDirection);
  CHECK(cmd(U'O')->command.kind == K::Open);
  CHECK(cmd(U'o')->kind == KeyAction::Kind::Explore);
  CHECK(cmd(U'c')->command.kind == K::Close);
  CHECK(cmd(U'&')->kind == KeyAction::Kind::WizardMenu);
  CHECK_FALSE(cmd(U'Z'));
  CHECK_FALSE(action_for(Input::control(U'h')));  // Ctrl-H is not 'h'
}

TEST_CASE("inputs describe themselves for messages", "[ui][keys]") {
  CHECK(describe(Input::character(U'Z')) == "'Z'");
  CHECK(describe(Input::control(U'p')) == "Ctrl-P");
  CHECK(describe(Input::special(Key::Keypad3)) == "Keypad 3");
  CHECK(describe(Input::special(Key::Escape)) == "Escape");
}
