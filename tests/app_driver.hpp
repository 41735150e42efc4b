#pragma once
// Driving an App from a test as a player would: a wizard-mode game factory, keys pressed one by
// one, the screen drawn into a Terminal, and a quick death. Shared by the save and replay tests.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace dg::test {

// Games in wizard mode, so a test can summon what kills the hero.
inline App::GameFactory wizard_factory() {
  return [](std::uint64_t s, const Character& who) {
    return Game::new_game(test::catalog(), s, who, true);
  };
}

// Games as players make them (not in wizard mode: their deaths enter the high scores).
inline App::GameFactory plain_factory() {
  return [](std::uint64_t s, const Character& who) {
    return Game::new_game(test::catalog(), s, who, false);
  };
}

inline std::string screen(const App& app, int cols = 80, int rows = 24) {
  Terminal t(cols, rows);
  app.draw(t);
  return t.to_string();
}

// The text of every row of `t`, trimmed and joined by single spaces: a sentence wrapped over
// several rows reads whole, so a test can tell wrapped text from text cut off at the edge.
inline std::string rows_joined(const Terminal& t) {
  std::string words;
  for (int y = 0; y < t.height(); ++y) {
    const std::string row = t.row_text(y);
    const auto first = row.find_first_not_of(' ');
    if (first == std::string::npos) continue;
    const auto last = row.find_last_not_of(' ');
    words += (words.empty() ? "" : " ") + row.substr(first, last - first + 1);
  }
  return words;
}

inline void press(App& app, const std::string& keys) {
  for (char c : keys) app.handle(Input::character(static_cast<char32_t>(c)));
}

// At 1 hit point, a minotaur comes (a wizard summons it) and the hero waits for the end; Enter
// reads the last messages ("You die... --More--") and the death screen is up.
inline void die_to_a_minotaur(App& app) {
  // A wizard's run stays a replayable run (the summoning is a command); otherwise the test
  // puts the minotaur beside a hero with one hit point left.
  if (app.game().wizard().enabled) {
    press(app, "&e");
    press(app, "minotaur");
    app.handle(Input::special(Key::Enter));
  } else {  // not a wizard: the test puts it next to the hero
    Game& g = app.mutable_game();
    g.mutable_player().hp = 1;
    const int breed = g.catalog().find_breed("minotaur");
    for (Dir d : kAllDirs) {
      const Vec p = g.hero().pos + offset(d);
      if (!free_for_monster(g.catalog(), g.level(), p)) continue;
      spawn_monster(g.catalog(), g.mutable_level(), g.rng(), breed, g.depth(), p).mind =
          Mind::Hunting;
      break;
    }
  }
  for (int i = 0; i < 40 && !app.game().run().over; ++i) press(app, ".");
  REQUIRE(app.game().run().over);
  for (int i = 0; i < 5 && screen(app).find("--More--") != std::string::npos; ++i)
    app.handle(Input::special(Key::Enter));
  REQUIRE(screen(app).find("n - a new game") != std::string::npos);
}

}  // namespace dg::test
