// Saving through the App: S saves, a new App restores, death deletes the save, and a save
// that cannot be restored is explained and set aside (never lost) before a new game.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/terminal.hpp"

using namespace dg;

namespace {

App::GameFactory factory() {
  return [](std::uint64_t s, const Character& who) { return Game::new_game(s, who, true); };
}

std::string screen(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t.to_string();
}

void press(App& app, const std::string& keys) {
  for (char c : keys) app.handle(Input::character(static_cast<char32_t>(c)));
}

}  // namespace

TEST_CASE("S saves; the next start restores the same game", "[ui][save]") {
  MemorySaveSlot slot;
  App app(factory(), 21);
  app.set_save_slot(&slot);
  press(app, "ysss");
  REQUIRE(app.playing());
  const std::uint64_t hash = app.game().state_hash();
  press(app, "S");
  CHECK(app.quit_requested());
  REQUIRE(slot.bytes);

  App next(factory(), 99);
  next.set_save_slot(&slot);
  REQUIRE(next.resume());
  CHECK(next.game().state_hash() == hash);
  CHECK(next.game().turn() == 3);
  CHECK(screen(next).find("Welcome back! Your game was restored at turn 3.") != std::string::npos);
}

TEST_CASE("death deletes the save", "[ui][save]") {
  MemorySaveSlot slot;
  App app(factory(), 5);
  app.set_save_slot(&slot);
  press(app, "y");
  REQUIRE(app.save());
  REQUIRE(slot.bytes);
  app.mutable_game().mutable_player().hp = 1;
  // The wizard summons a minotaur; waiting does the rest.
  press(app, "&e");
  press(app, "minotaur");
  app.handle(Input::special(Key::Enter));
  for (int i = 0; i < 40 && !app.game().over(); ++i) press(app, ".");
  REQUIRE(app.game().over());
  CHECK_FALSE(slot.bytes);
  CHECK_FALSE(app.save());  // nothing to save once dead
}

TEST_CASE("a save that cannot be restored is explained and kept aside", "[ui][save]") {
  MemorySaveSlot slot;
  slot.bytes = "{\"game\": \"deepglyph\", \"version\": 1, \"seed\": \"3\"";  // cut short
  App app(factory(), 5);
  app.set_save_slot(&slot);
  CHECK_FALSE(app.resume());
  CHECK_FALSE(app.playing());
  const std::string s = screen(app);
  CHECK(s.find("Your saved game could not be restored.") != std::string::npos);
  CHECK(s.find("The save is damaged") != std::string::npos);
  press(app, "x");
  CHECK(screen(app).find("Press y for a new game or q to quit.") != std::string::npos);
  press(app, "y");
  CHECK(screen(app).find("[ynq]") != std::string::npos);
  CHECK_FALSE(slot.bytes);
  CHECK(slot.backup);  // the damaged save is not thrown away
}

TEST_CASE("on the web, S says the game is saved and any key carries on", "[ui][save]") {
  MemorySaveSlot slot;
  App app(factory(), 8);
  app.set_save_slot(&slot);
  app.set_can_exit(false);
  press(app, "ys");
  const std::uint64_t hash = app.game().state_hash();
  press(app, "S");
  CHECK_FALSE(app.playing());
  CHECK(screen(app).find("Your game is saved.") != std::string::npos);
  press(app, " ");
  REQUIRE(app.playing());
  CHECK(app.game().state_hash() == hash);
}
