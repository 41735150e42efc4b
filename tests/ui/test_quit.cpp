// Giving up a run on purpose (`!`, as NetHack's #quit): asked twice, then the run ends as a
// death by quitting, with its death screen, morgue and a replay that ends the same way.
#include <catch2/catch.hpp>
#include <string>

#include "core/command_text.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/screens/morgue.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_quit {

using namespace dg;

namespace {

App quitting_app() {
  auto g = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()), [](std::uint64_t seed, const Character& who) {
    return Game::new_game(test::catalog(), seed, who);
  });
  app.set_size(80, 20);
  return app;
}

std::string shown(const App& app) {
  Terminal t(80, 20);
  app.draw(t);
  return t.to_string();
}

}  // namespace

TEST_CASE("! gives up the run after two questions; a no at either keeps it",
          "[ui][screen][death][quit]") {
  // Before: there was no way to end a run but dying.
  App app = quitting_app();
  app.handle(Input::character(U'!'));
  CHECK(shown(app).find("Really give up this run?") != std::string::npos);
  app.handle(Input::character(U'n'));
  CHECK_FALSE(app.game().run().over);
  app.handle(Input::character(U'!'));
  app.handle(Input::character(U'y'));
  CHECK(shown(app).find("Are you sure? The run cannot be taken up again. [yn]") !=
        std::string::npos);
  app.handle(Input::special(Key::Escape));
  CHECK_FALSE(app.game().run().over);
  CHECK(app.screens().depth() == 1);

  app.handle(Input::character(U'!'));
  app.handle(Input::character(U'y'));
  app.handle(Input::character(U'y'));
  REQUIRE(app.game().run().over);
  CHECK(app.game().run().ending == Ending::Died);
  CHECK(app.game().run().death_cause == "quit");
  CHECK(app.game().turn() == 0);  // no monster acts after the end
  CHECK(shown(app).find("You quit. The run is over.") != std::string::npos);
  app.handle(Input::special(Key::Enter));
  const std::string screen = shown(app);
  CHECK(screen.find("You gave up the run.") != std::string::npos);
  CHECK(screen.find("Cause:   quit") != std::string::npos);
  CHECK(morgue_text(test::content(), app.game()).find("Died: quit") != std::string::npos);

  // The command is written as "quit" in a save or a link, and replays to the same end.
  const Command last = app.game().run().history.back();
  CHECK(command_text(test::catalog(), last) == "quit");
  auto back = parse_command_text(test::catalog(), "quit");
  REQUIRE(back.ok());
  CHECK(back.value().kind == Command::Kind::Quit);
}

TEST_CASE("a quit replays to the same death", "[core][quit]") {
  auto g = Game::new_game(test::catalog(), 77, test::caveman());
  REQUIRE(g.ok());
  g.value().apply(Command::wait());
  g.value().apply(Command::of(Command::Kind::Quit));
  REQUIRE(g.value().run().over);
  auto again = replay(test::catalog(), 77, test::caveman(), false, g.value().run().history);
  REQUIRE(again.ok());
  CHECK(again.value().run().over);
  CHECK(again.value().run().death_cause == "quit");
  CHECK(again.value().state_hash() == g.value().state_hash());
}

}  // namespace test_quit
