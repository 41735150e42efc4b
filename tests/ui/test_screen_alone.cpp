// Screens tested alone, against the faked context (fake_context.hpp): what each asks the shell
// for, a key at a time, with no App and no game turn taken.
#include <catch2/catch.hpp>
#include <memory>

#include "fake_context.hpp"
#include "map_fixtures.hpp"
#include "ui/widgets/prompts.hpp"

namespace test_screen_alone {

using namespace dg;
using dg::test::FakeContext;

TEST_CASE("a screen alone: the play screen turns keys into commands and walks", "[ui][fake]") {
  FakeContext app(test::game_on(test::kRoom));
  const int turn = app.game().turn();
  app.press(Input::character(U's'));
  app.press(Input::character(U'l'));
  REQUIRE(app.applied.size() == 2);
  CHECK(app.applied[0].kind == Command::Kind::Search);
  CHECK(app.applied[1].kind == Command::Kind::Move);
  CHECK(app.applied[1].dir == Dir::E);
  CHECK(app.game().turn() == turn);   // recorded, not played
  app.press(Input::character(U'>'));  // to the stairs down: a walk, not a command
  CHECK(app.walks.size() == 1);
  CHECK(app.applied.size() == 2);
  app.press(Input::character(U'*'));  // bound to nothing: a notice, nothing asked
  CHECK(app.notices().text() == "Unknown command '*'.");
  CHECK(app.applied.size() == 2);
}

TEST_CASE("a screen alone: a yes/no prompt applies its command on y only", "[ui][fake]") {
  FakeContext app(test::game_on(test::kRoom));
  app.screens().push(std::make_unique<YesNoPrompt>("Really?", Command::of(Command::Kind::Pray)));
  app.press(Input::character(U'x'));
  CHECK(app.notices().text() == "Please answer y or n.");
  CHECK(app.applied.empty());
  CHECK(app.screens().depth() == 2);
  app.press(Input::character(U'y'));
  REQUIRE(app.applied.size() == 1);
  CHECK(app.applied[0].kind == Command::Kind::Pray);
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("a screen alone: a direction prompt fills in the way asked", "[ui][fake]") {
  FakeContext app(test::game_on(test::kRoom));
  app.screens().push(std::make_unique<DirectionPrompt>(Command::of(Command::Kind::Open)));
  app.press(Input::character(U'h'));
  REQUIRE(app.applied.size() == 1);
  CHECK(app.applied[0].kind == Command::Kind::Open);
  CHECK(app.applied[0].dir == Dir::W);
  CHECK(app.screens().depth() == 1);
}

}  // namespace test_screen_alone
