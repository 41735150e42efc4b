#pragma once
// Driving an App from a test as a player would: a wizard-mode game factory, keys pressed one by
// one, the screen drawn into a Terminal, and a quick death. Shared by the save and replay tests.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "test_content.hpp"
#include "ui/app.hpp"
#include "ui/terminal.hpp"

namespace dg::test {

// Games in wizard mode, so a test can summon what kills the hero.
inline App::GameFactory wizard_factory() {
  return [](std::uint64_t s, const Character& who) {
    return Game::new_game(test::catalog(), s, who, true);
  };
}

inline std::string screen(const App& app, int cols = 80, int rows = 24) {
  Terminal t(cols, rows);
  app.draw(t);
  return t.to_string();
}

inline void press(App& app, const std::string& keys) {
  for (char c : keys) app.handle(Input::character(static_cast<char32_t>(c)));
}

// At 1 hit point, the wizard summons a minotaur and waits for the end; Enter reads the last
// messages ("You die... --More--") and the death screen is up.
inline void die_to_a_minotaur(App& app) {
  app.mutable_game().mutable_player().hp = 1;
  press(app, "&e");
  press(app, "minotaur");
  app.handle(Input::special(Key::Enter));
  for (int i = 0; i < 40 && !app.game().over(); ++i) press(app, ".");
  REQUIRE(app.game().over());
  for (int i = 0; i < 5 && screen(app).find("--More--") != std::string::npos; ++i)
    app.handle(Input::special(Key::Enter));
  REQUIRE(screen(app).find("n - a new game") != std::string::npos);
}

}  // namespace dg::test
