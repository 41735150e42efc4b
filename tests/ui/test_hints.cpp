// Hints for a new player's first games: the first time something happens, one line says what
// it means and which key deals with it, in its own colour at the bottom of the play screen;
// each hint once per player, kept with the options; none for a player who has them off.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/hints.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/save_slot.hpp"
#include "ui/text/terminal.hpp"

namespace test_hints {

using namespace dg;

namespace {

constexpr const char* kHall =
    "################\n"
    "#@.............#\n"
    "################\n";

App hall_app(MemorySaveSlot& options) {
  auto g = Game::from_ascii(test::catalog(), kHall, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  app.settings().set_slot(&options);
  REQUIRE(app.settings().load().empty());  // nothing kept: a new player, hints on
  REQUIRE(app.settings().preferences().hints_on());
  test::lit_and_empty(app.mutable_game());
  app.set_size(80, 24);
  return app;
}

// --no-save has no options slot: a new player all the same, as in a fresh browser (a hint
// stops a walk, so the same keys must meet the same hints natively and on the page).
TEST_CASE("with nowhere to keep options, a new player still gets the hints", "[ui][hints]") {
  auto g = Game::from_ascii(test::catalog(), kHall, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  CHECK_FALSE(app.settings().preferences().hints_on());  // before load: a test's, the bot's
  CHECK(app.settings().load().empty());
  CHECK(app.settings().preferences().hints_on());
  app.settings().set_hints(false);  // --no-hints, ?hints=0
  CHECK_FALSE(app.settings().preferences().hints_on());
}

std::string bottom(const App& app) {
  Terminal t(80, 24);
  app.draw(t);
  return t.row_text(22) + "\n" + t.row_text(23);
}

}  // namespace

TEST_CASE("a monster in view gives the monster hint once, worded with the player's keys",
          "[ui][hints]") {
  MemorySaveSlot options;
  App app = hall_app(options);
  test::put_monster(app.mutable_game(), "newt", {9, 1}, Mind::Asleep);
  app.apply(Command::of(Command::Kind::Search));
  const std::string shown = bottom(app);
  INFO(shown);
  CHECK(shown.find("A monster! x (look) names it; walk into it to fight, or keep away.") !=
        std::string::npos);
  // In its own colour, on its own ground.
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.at(1, 23).fg == colors::kHint);
  CHECK(t.at(1, 23).bg == colors::kHintGround);
  // Kept with the options at once.
  REQUIRE(options.bytes);
  CHECK(options.bytes->find("\"hints_seen\":[\"monster\"]") != std::string::npos);

  // A few turns later it is gone, and the keys' reminder is back; never shown again.
  for (int i = 0; i < Notices::kTipTurns + 1; ++i) app.apply(Command::of(Command::Kind::Search));
  CHECK(bottom(app).find("A monster!") == std::string::npos);
  test::put_monster(app.mutable_game(), "jackal", {12, 1}, Mind::Asleep);
  app.apply(Command::of(Command::Kind::Search));
  CHECK(bottom(app).find("A monster!") == std::string::npos);

  // A rebound key is the one named.
  Preferences p = app.settings().preferences();
  p.keys.unbind("inventory");
  REQUIRE(p.keys.bind("inventory", *parse_key_name("P")));
  CHECK(next_hint(app.game(), {}, {}, p.keys)->id == "monster");
  test::give(app.mutable_game(), "healing");
  const auto unknown = next_hint(app.game(), {}, {"monster"}, p.keys);
  REQUIRE(unknown);
  CHECK(unknown->id == "unknown_thing");
  CHECK(unknown->text ==
        "An unknown potion or scroll: use one to learn what it is. P (pack) lists all.");
}

TEST_CASE("each hint comes when its moment does, first things first", "[ui][hints]") {
  auto g = Game::from_ascii(test::catalog(), test::kRoom, 1, test::caveman());
  REQUIRE(g.ok());
  Game& game = g.value();
  const KeyBindings keys = default_key_bindings();
  std::vector<std::string> seen;
  const auto next = [&](HintMoment m = {}) {
    auto h = next_hint(game, m, seen, keys);
    if (h) seen.push_back(h->id);
    return h ? h->id : std::string("none");
  };
  // The room's stairs down are in sight from the start.
  CHECK(next() == "stairs_down");
  CHECK(next() == "none");
  CHECK(next({true, {}}) == "more");  // the latest messages wait at a --More--
  Event wound(EventKind::Wounded, kNobody, kHero, game.hero().pos, 5);
  wound.hp = 8;  // of 16: not yet below half
  wound.max_hp = 16;
  CHECK(next({false, {&wound, 1}}) == "none");
  wound.hp = 7;
  CHECK(next({false, {&wound, 1}}) == "hurt");
  game.mutable_player().level = 2;
  CHECK(next() == "new_level");
  CHECK(next() == "none");
  CHECK(seen == std::vector<std::string>{"stairs_down", "more", "hurt", "new_level"});
}

TEST_CASE("a walk stops for a hint; hints stop after a few games or when turned off",
          "[ui][hints]") {
  MemorySaveSlot options;
  App app = hall_app(options);
  place_item(app.mutable_game().mutable_level(), app.game().catalog(), {6, 1},
             test::item("healing"));
  app.mutable_game().refresh_vision();
  app.handle(Input::character(U'o'));  // explore: to the potion, to pick it up
  for (int i = 0; i < 50 && app.walking(); ++i) app.advance();
  CHECK(app.game().hero().pos == Vec{6, 1});  // stopped on arriving, to be told
  CHECK(bottom(app).find("Something lies here: , (pick up) takes it.") != std::string::npos);

  for (const bool games_over : {true, false}) {
    MemorySaveSlot kept;
    App later = hall_app(kept);
    Preferences p = later.settings().preferences();
    if (games_over)
      p.games_ended = kHintGames;  // by themselves, after a few games
    else
      p.hints = false;  // or by the player
    later.set_preferences(p);
    test::put_monster(later.mutable_game(), "newt", {9, 1}, Mind::Asleep);
    later.apply(Command::of(Command::Kind::Search));
    CHECK(bottom(later).find("A monster!") == std::string::npos);
    CHECK(later.settings().preferences().hints_seen.empty());
  }
}

TEST_CASE("a game that ends counts toward the games that end the hints", "[ui][hints]") {
  MemorySaveSlot options;
  App app = hall_app(options);
  app.mutable_game().mutable_player().hp = 1;
  Monster& m = test::put_monster(app.mutable_game(), "soldier_ant", {2, 1});
  m.hp = m.max_hp = 500;
  for (int i = 0; i < 200 && !app.game().run().over; ++i)
    app.apply(Command::of(Command::Kind::Search));
  REQUIRE(app.game().run().over);
  CHECK(app.settings().preferences().games_ended == 1);
  REQUIRE(options.bytes);
  CHECK(options.bytes->find("\"games_ended\":1") != std::string::npos);
}

TEST_CASE("the hints kept read back, and nothing else is kept as one", "[ui][hints][options]") {
  Preferences p;
  p.hints = true;
  p.hints_seen = {"monster", "hurt"};
  p.games_ended = 2;
  std::vector<std::string> ignored;
  const auto back = decode_preferences(encode_preferences(p), ignored);
  REQUIRE(back.ok());
  CHECK(back.value() == p);
  CHECK(ignored.empty());

  const auto odd = decode_preferences(
      R"({"game":"deepglyph-options","version":1,"hints":true,)"
      R"("hints_seen":["monster","monster","a hint of a later version",7],"games_ended":-3})",
      ignored);
  REQUIRE(odd.ok());
  CHECK(odd.value().hints_seen == std::vector<std::string>{"monster"});
  CHECK(odd.value().games_ended == 0);
  CHECK(ignored ==
        std::vector<std::string>{"which hints were shown", "how many games were played"});

  // An options file from before hints: a player who has played, so none.
  ignored.clear();
  const auto older = decode_preferences(R"({"game":"deepglyph-options","version":1})", ignored);
  REQUIRE(older.ok());
  CHECK_FALSE(older.value().hints_on());
}

TEST_CASE("a hint too long for a narrow screen wraps over the map's top, under the messages",
          "[ui][hints]") {
  MemorySaveSlot options;
  App app = hall_app(options);
  app.set_size(40, 24);
  test::put_monster(app.mutable_game(), "newt", {9, 1}, Mind::Asleep);
  app.apply(Command::of(Command::Kind::Search));
  Terminal t(40, 24);
  app.draw(t);
  std::string all;
  int hp_row = -1, first_tip = -1;
  for (int y = 0; y < 24; ++y) {
    if (t.row_text(y).find("HP:") != std::string::npos) hp_row = y;
    if (first_tip < 0 && t.at(1, y).bg == colors::kHintGround) first_tip = y;
    if (t.at(1, y).bg == colors::kHintGround) all += t.row_text(y).substr(1) + " ";
  }
  INFO(t.to_string());
  REQUIRE(hp_row > 0);
  REQUIRE(first_tip > 0);
  CHECK(first_tip == 1);           // under the message line
  CHECK(first_tip + 2 <= hp_row);  // two rows or more, all above the status lines
  CHECK(all == "A monster! x (look) names it; walk into it to fight, or keep away. ");
}

TEST_CASE("every hint fits one line of an 80-column screen with the default keys", "[ui][hints]") {
  const auto hints = all_hints(default_key_bindings());
  CHECK(hints.size() == 12);
  for (const Hint& h : hints) {
    INFO(h.id << ": " << h.text);
    CHECK(h.text.size() <= 78);
    CHECK(h.text.find('{') == std::string::npos);  // every key named
  }
}

}  // namespace test_hints
