// Sharing a finished run from the death screen: the link offer gets the whole run, the daily
// dungeon's result card, and which lines the screen lists where.
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "core/save.hpp"
#include "fake_services.hpp"
#include "ui/screens/daily_card.hpp"

namespace test_sharing {

using namespace dg;
using namespace dg::test;

TEST_CASE("a daily seed is a real calendar date", "[ui][share]") {
  CHECK(daily_date(20261126) == std::optional<std::string>("2026-11-26"));
  CHECK(daily_date(20240229) == std::optional<std::string>("2024-02-29"));  // a leap year
  CHECK(daily_date(20000229) == std::optional<std::string>("2000-02-29"));  // 400 years
  CHECK_FALSE(daily_date(20230229));                                        // not a leap year
  CHECK_FALSE(daily_date(21000229));                                        // a century
  CHECK_FALSE(daily_date(20261131));
  CHECK_FALSE(daily_date(20261300));
  CHECK_FALSE(daily_date(20261100));
  CHECK_FALSE(daily_date(7));
  CHECK_FALSE(daily_date(1228294401383418078u));
}

TEST_CASE("the death screen offers a link to the whole run where links can be made",
          "[ui][share]") {
  App app(test::content(), wizard_factory(), 5);
  std::string shared;
  test::FakeServices services;
  services.link = [&](const std::string& replay) {
    shared = replay;
    return "Making a link...";
  };
  app.set_services(&services);
  press(app, "nvd");
  press(app, "ss");
  die_to_a_minotaur(app);
  const std::string s = screen(app);
  CHECK(s.find("l - copy a link that plays this run") != std::string::npos);
  CHECK(s.find("copy today's result card") == std::string::npos);  // seed 5 is no date
  press(app, "l");
  CHECK(screen(app).find("Making a link...") != std::string::npos);
  // The link holds a replay that plays to this very end.
  auto replay = decode_save(test::catalog(), shared);
  INFO((replay.ok() ? std::string() : replay.error()));
  REQUIRE(replay.ok());
  CHECK(replay.value().run().over);
  CHECK(replay.value().state_hash() == app.game().state_hash());
  CHECK(replay.value().turn() == app.game().turn());
}

TEST_CASE("without links the death screen does not list them", "[ui][share]") {
  App app(test::content(), wizard_factory(), 5);
  press(app, "nvd");
  die_to_a_minotaur(app);
  CHECK(screen(app).find("copy a link") == std::string::npos);
  press(app, "l");  // not listed: the screen says which keys it takes
  CHECK(screen(app).find("Press n for a new game, or r or d to keep this run.") !=
        std::string::npos);
}

TEST_CASE("a daily run's death screen copies its result card", "[ui][share]") {
  App app(test::content(), wizard_factory(), 20261126);
  std::string what, copied;
  test::FakeServices services;
  services.copy = [&](const std::string& w, const std::string& text) {
    what = w;
    copied = text;
    return "Copied " + w + ".";
  };
  app.set_services(&services);
  press(app, "nvd");
  die_to_a_minotaur(app);
  CHECK(screen(app).find("c - copy today's result card") != std::string::npos);
  press(app, "c");
  CHECK(what == "the result card");
  CHECK(screen(app).find("Copied the result card.") != std::string::npos);
  const Game& g = app.game();
  const std::string expected =
      "Deepglyph daily 2026-11-26\n"
      "lawful female dwarvish Valkyrie\n"
      "dungeon level 1, " +
      std::to_string(g.turn()) +
      " turns, score 0\n"
      "killed by a minotaur\n"
      "(wizard mode: not a real run)\n"
      "Deepglyph " DG_PROJECT_VERSION " (rules r39), ?seed=daily";
  CHECK(copied == expected);
}

TEST_CASE("a card that could not be copied is shown whole, line by line", "[ui][share]") {
  App app(test::content(), wizard_factory(), 20261126);
  test::FakeServices services;
  services.copy = [](const std::string&, const std::string& text) {
    return "Could not copy it:\n" + text;
  };
  app.set_services(&services);
  press(app, "nvd");
  die_to_a_minotaur(app);
  press(app, "c");
  Terminal t(80, 30);
  app.draw(t);
  const std::string s = t.to_string();
  CHECK(s.find("Could not copy it:") != std::string::npos);
  CHECK(s.find("Deepglyph daily 2026-11-26") != std::string::npos);
  CHECK(s.find("(wizard mode: not a real run)") != std::string::npos);
}

TEST_CASE("on a phone's narrow screen the death screen wraps its lines instead of cutting them",
          "[ui][share]") {
  App app(test::content(), wizard_factory(), 20261126);
  test::FakeServices services;
  services.link = [](const std::string&) { return "Making a link..."; };
  app.set_services(&services);
  press(app, "nvd");
  die_to_a_minotaur(app);
  Terminal t(44, 30);
  app.draw(t);
  const std::string words = rows_joined(t);  // every word is there, none cut
  for (const char* line :
       {"l - copy a link that plays this run (to share it)", "c - copy today's result card",
        "d - download the morgue record (the run in words)", "m - the messages of the run",
        "Cause:   killed by a minotaur"})
    CHECK(words.find(line) != std::string::npos);
}

}  // namespace test_sharing
