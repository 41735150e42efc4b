// The victory screen (ui/screens/death_screen.hpp): a run won tells its story, the Amulet's way
// out, and nothing of play is left on it.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_victory {

using namespace dg;

TEST_CASE("a run won ends on its story, with nothing of play left under it", "[ui][victory]") {
  App app(test::content(), test::wizard_factory(), 4);
  app.set_size(80, 24);
  test::press(app, "y");
  REQUIRE(app.playing());
  app.apply(Command::jump(12));
  Game& g = app.mutable_game();
  g.mutable_player().inventory.push_back({'z', Item{test::catalog().find_item("amulet"), 1, 0}});
  // The climb's news was told when the Amulet was taken, and the levels above were stirred.
  g.mutable_dungeon().climb.begun = true;
  g.mutable_dungeon().climb.stirred_mask = ~0u;
  app.apply(Command::jump(1));
  g.mutable_player().pos = g.level().stairs_up;
  g.refresh_vision();
  // A hint from play is up when the last stair is climbed.
  app.notices().tip("Stairs down: stand on them, press >.", app.game().turn());
  test::screen(app);  // seen before the key, as a player sees it
  test::press(app, "<");
  // The last messages, paged over the map: no hint of play under them either.
  CHECK(test::screen(app).find("Stairs down") == std::string::npos);
  for (int i = 0; i < 10 && test::screen(app).find("You climbed out") == std::string::npos; ++i)
    app.handle(Input::special(Key::Enter));
  Terminal t(80, 24);
  app.draw(t);
  const std::string won = test::rows_joined(t);
  INFO(t.to_string());
  REQUIRE(app.game().run().ending == Ending::Won);
  CHECK(won.find("You climbed out of the dungeon with the Amulet!") != std::string::npos);
  CHECK(won.find("You, a ") != std::string::npos);
  CHECK(won.find("went down to dungeon level 12, took the Amulet of the Deep from its depths and "
                 "carried it up 12 staircases into the daylight: 2 turns, 0 kills, 0 gold "
                 "pieces.") != std::string::npos);
  // Nothing cut off, nothing run together: every row within the screen.
  for (int y = 0; y < t.height(); ++y) CHECK(t.row_text(y).size() <= 80);
  CHECK(won.find("Stairs down") == std::string::npos);  // no hint from play left behind
}

}  // namespace test_victory
