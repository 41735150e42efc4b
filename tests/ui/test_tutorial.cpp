// The tutorial (ui/shell/tutorial.hpp, data/tutorial.toml): offered on the title, played from
// its lessons' words alone to its recap, never saved, left at any time.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "content/content.hpp"
#include "test_content.hpp"
#include "tutorial_student.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/save_slot.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/terminal.hpp"

namespace test_tutorial {

using namespace dg;

namespace {

App title_app() {
  return App(test::content(), test::plain_factory(), 5);
}

}  // namespace

TEST_CASE("the tutorial is played from the title to its recap by what its lessons ask",
          "[ui][tutorial]") {
  App app = title_app();
  app.set_size(80, 24);
  CHECK(test::screen(app).find("t - learn to play: the tutorial") != std::string::npos);
  test::press(app, "t");
  REQUIRE(app.session().tutorial());
  std::vector<std::string> lessons;  // each lesson's header, as first seen
  int presses = 0;
  for (int round = 0; round < 800 && !app.session().tutorial()->finished(); ++round) {
    Terminal t(80, 24);
    app.draw(t);
    const std::string screen = t.to_string();
    if (t.row_text(0).find("--More--") != std::string::npos) {
      app.handle(Input::special(Key::Enter));
      continue;
    }
    const auto header = screen.find("Tutorial, lesson ");
    if (header != std::string::npos) {
      const std::string h = screen.substr(header, screen.find(' ', header + 17) - header);
      if (lessons.empty() || lessons.back() != h) lessons.push_back(h);
    }
    const std::string ask = test::asked(t);
    INFO(screen);
    REQUIRE_FALSE(test::keys_in(ask).empty());
    for (const std::string& k : test::keys_in(ask)) {
      app.handle(test::input_for(k));
      ++presses;
      while (app.walking()) app.advance();  // a walk (travel, explore) goes to its end
    }
  }
  INFO(test::screen(app));
  REQUIRE(app.session().tutorial()->finished());
  // Every lesson was met, in order, and the recap is up with the way on.
  CHECK(static_cast<int>(lessons.size()) == app.session().tutorial()->lesson_count());
  const std::string recap = test::screen(app);
  INFO(recap);
  CHECK(recap.find("You have finished the tutorial") != std::string::npos);
  CHECK(recap.find("y - start a real game") != std::string::npos);
  CHECK(recap.find("Z: cast a spell (Pw)") != std::string::npos);
  CHECK(recap.find("O c: open, close a door") != std::string::npos);
  CHECK(app.settings().preferences().tutorial_done);
  WARN("the tutorial took " << presses << " keys");
  // y starts a real game; the title no longer offers the tutorial first.
  test::press(app, "y");
  REQUIRE(app.playing());
  CHECK_FALSE(app.session().tutorial());
  CHECK(app.game().level().width() > 70);  // a generated level, not the tutorial's
}

TEST_CASE("the tutorial is never saved: a run kept in the slot stays as it was", "[ui][tutorial]") {
  MemorySaveSlot slot;
  {
    App first(test::content(), test::plain_factory(), 21);
    first.session().set_save_slot(&slot);
    test::press(first, "ysss");
    REQUIRE(first.session().save());
  }
  REQUIRE(slot.bytes);
  const std::string kept = *slot.bytes;

  App app = title_app();
  app.set_size(80, 24);
  app.session().set_save_slot(&slot);
  test::press(app, "t");
  REQUIRE(app.session().tutorial());
  test::press(app, "llll");
  CHECK(app.session().save());  // what a hidden page asks: nothing to keep, nothing written
  CHECK(*slot.bytes == kept);
  // S asks, and y leaves for the title; the run kept is still there to resume.
  test::press(app, "S");
  CHECK(test::screen(app).find("Leave the tutorial? It is not saved. [yn]") != std::string::npos);
  test::press(app, "n");
  CHECK(app.session().tutorial());
  test::press(app, "Sy");
  CHECK_FALSE(app.session().tutorial());
  CHECK(app.session().on_title());
  CHECK(*slot.bytes == kept);
  REQUIRE(app.session().resume() == Session::Resume::Resumed);
  CHECK(app.game().turn() == 3);
}

TEST_CASE(
    "the tutorial's lessons name a phone's on-screen keys there, the player's own keys "
    "elsewhere; no hint speaks over them",
    "[ui][tutorial]") {
  App app = title_app();
  app.set_size(80, 24);
  test::press(app, "t");
  CHECK(test::screen(app).find("» Walk east: press [l]") != std::string::npos);
  app.settings().set_touch_keys(true);
  CHECK(test::screen(app).find("» Walk east: tap [→]") != std::string::npos);
  app.settings().set_touch_keys(false);
  // Rebound keys are the ones named.
  Preferences p = app.settings().preferences();
  p.keys.unbind("move_e");
  REQUIRE(p.keys.bind("move_e", KeyChord::special(Key::Right)).ok());
  app.set_preferences(p);
  CHECK(test::screen(app).find("» Walk east: press [Right]") != std::string::npos);
  // A new player's hints stay quiet in the tutorial: its kitten and its newts are no news.
  CHECK(app.notices().tip(app.game().turn()).empty());
}

TEST_CASE("the title offers the tutorial first until it has been finished", "[ui][tutorial]") {
  App app = title_app();
  CHECK(test::screen(app).find("t - learn to play: the tutorial") != std::string::npos);
  CHECK(test::screen(app).find("(t - take the tutorial again)") == std::string::npos);
  Preferences p = app.settings().preferences();
  p.tutorial_done = true;
  app.set_preferences(p);
  CHECK(test::screen(app).find("t - learn to play: the tutorial") == std::string::npos);
  CHECK(test::screen(app).find("(t - take the tutorial again)") != std::string::npos);
  test::press(app, "t");  // still there to take
  CHECK(app.session().tutorial());
  // Kept with the options.
  CHECK(encode_preferences(p).find("\"tutorial_done\":true") != std::string::npos);
  std::vector<std::string> ignored;
  CHECK(decode_preferences(encode_preferences(p), ignored).value().tutorial_done);
}

TEST_CASE("a command that does two steps of a lesson does both", "[ui][tutorial]") {
  const TutorialBook& book = test::content().tutorial;
  auto g = make_tutorial_game(test::catalog(), book);
  REQUIRE(g.ok());
  Game& game = g.value();
  const auto at = std::find_if(book.lessons.begin(), book.lessons.end(),
                               [](const TutorialLesson& l) { return l.id == "throw"; });
  REQUIRE(at != book.lessons.end());
  game.change_level(at->level, true);
  game.mutable_player().pos = at->at;
  TutorialRun run(book);
  run.begin(game);
  REQUIRE(run.lesson() == &*at);
  run.did({"pick_up"});
  CHECK(run.ask(game, default_key_bindings(), false).starts_with("Throw one east"));
  // The first dart kills the newt: "throw one" and "again until the newt dies" both end.
  run.did({"throw", "kill"});
  CHECK(run.ask(game, default_key_bindings(), false) == "Walk on east: press [l].");
}

TEST_CASE(
    "a lesson's newt comes as its lesson begins, and a step waiting for its death ends "
    "when it is gone",
    "[ui][tutorial]") {
  const TutorialBook& book = test::content().tutorial;
  auto g = make_tutorial_game(test::catalog(), book);
  REQUIRE(g.ok());
  Game& game = g.value();
  const int newt = test::catalog().find_breed("newt");
  auto newts = [&] {
    int n = 0;
    for (const Monster& m : game.level().monsters) n += m.breed == newt;
    return n;
  };
  // Nothing of the fight lesson is there to wake while the door is bashed.
  CHECK(newts() == 0);
  const auto at = std::find_if(book.lessons.begin(), book.lessons.end(),
                               [](const TutorialLesson& l) { return l.id == "fight"; });
  REQUIRE(at != book.lessons.end());
  game.mutable_player().pos = at->at;
  TutorialRun run(book);
  run.begin(game);
  REQUIRE(run.lesson() == &*at);
  REQUIRE(newts() == 1);
  const Monster* m = nullptr;
  for (const Monster& x : game.level().monsters)
    if (x.breed == newt) m = &x;
  CHECK(m->mind == Mind::Asleep);
  CHECK(m->pos == Vec{30, 4});  // on its mark, 4 east
  run.did({"look"});
  CHECK(run.ask(game, default_key_bindings(), false) ==
        "Walk into it to fight: press [l] until it dies.");
  // Where the newt is, the key goes: north-east of the hero, the key is u.
  game.mutable_player().pos = {29, 5};
  CHECK(run.ask(game, default_key_bindings(), false) ==
        "Walk into it to fight: press [u] until it dies.");
  // The kitten got it first: the lesson does not wait for a death that cannot come.
  game.mutable_level().monsters.remove(m);
  game.mutable_player().pos = at->at;
  run.observe(game, Command::wait(), {});
  CHECK(run.ask(game, default_key_bindings(), false) == "Walk on east: press [l].");
}

TEST_CASE("on a phone the title and the recap speak of taps", "[ui][tutorial]") {
  App app = title_app();
  app.set_size(40, 60);
  app.settings().set_touch_keys(true);
  CHECK(test::screen(app).find("Tap \"t - learn to play\"") != std::string::npos);
  CHECK(test::screen(app).find("Press t") == std::string::npos);
  test::press(app, "x");  // a key the title does not take
  CHECK(test::screen(app).find("Tap one of the choices.") != std::string::npos);
  test::press(app, "t");
  app.screens().push(screens::tutorial_recap());
  const std::string recap = test::screen(app);
  INFO(recap);
  CHECK(recap.find("on-screen keys") != std::string::npos);
  CHECK(recap.find("(? shows every key") == std::string::npos);
}

}  // namespace test_tutorial
