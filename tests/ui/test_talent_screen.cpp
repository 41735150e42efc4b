// The talent screen (r35): a new experience level 3 opens the three talents offered, each with
// what it does (wrapped on a phone's width, never cut); a letter or a tap chooses, Escape
// leaves the offer for later and `a` brings it back; with none waiting, `a` lists those taken.
#include <catch2/catch.hpp>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/screens/morgue.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_talent_screen {

using namespace dg;

namespace {

constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

App valkyrie() {
  auto c = test::catalog().characters.parse("valkyrie-human-female-lawful");
  REQUIRE(c.ok());
  auto g = Game::from_ascii(test::catalog(), kHall, 1, c.value());
  REQUIRE(g.ok());
  return App(test::content(), std::move(g.value()));
}

std::string shown(App& app, Terminal& t) {
  app.draw(t);
  return t.to_string();
}

// Fights a newt beside the hero, a point of experience short of level 3, until the offer
// comes (a blow may miss).
void reach_level_3(App& app) {
  Game& g = app.mutable_game();
  g.mutable_player().experience = experience_for_level(3) - 1;
  app.handle(Input::special(Key::Escape));  // past the welcome
  for (int i = 0; i < 30 && g.hero().talent_offer.empty(); ++i) {
    if (g.level().monsters.empty()) {
      Monster& m = test::put_monster(g, "newt", g.hero().pos + Vec{1, 0});
      m.hp = 1;
    }
    app.handle(Input::character(U'l'));
  }
  REQUIRE(g.hero().level == 3);
  REQUIRE(g.hero().talent_offer.size() == 3);
}

std::string talent_name(const App& app, std::size_t i) {
  const Player& h = app.game().hero();
  return app.game().catalog().characters.talents[static_cast<std::size_t>(h.talent_offer[i])].name;
}

std::string talent_words(const App& app, std::size_t i) {
  const Player& h = app.game().hero();
  return app.game()
      .catalog()
      .characters.talents[static_cast<std::size_t>(h.talent_offer[i])]
      .description;
}

// Pages the message line's --More--s, as a player would before the next command.
void past_more(App& app, Terminal& t) {
  for (int i = 0; i < 5; ++i) {
    app.draw(t);
    if (t.row_text(0).find("--More--") == std::string::npos) return;
    app.handle(Input::special(Key::Escape));
  }
}

std::pair<int, int> find(const Terminal& t, const std::string& text) {
  for (int y = 0; y < t.height(); ++y)
    if (const auto x = t.row_text(y).find(text); x != std::string::npos)
      return {static_cast<int>(x), y};
  return {-1, -1};
}

}  // namespace

TEST_CASE("level 3 opens the talents offered, each with what it does; a letter chooses",
          "[ui][screen][talents]") {
  App app = valkyrie();
  reach_level_3(app);
  Terminal t(80, 24);
  const std::string s = shown(app, t);
  INFO(s);
  CHECK(s.find("Choose a talent for experience level 3:") != std::string::npos);
  for (std::size_t i = 0; i < 3; ++i) {
    const char letter = static_cast<char>('a' + i);
    CHECK(s.find(std::string(1, letter) + " - " + talent_name(app, i)) != std::string::npos);
    CHECK(s.find(std::string(1, letter) + ": ") != std::string::npos);
  }
  CHECK(s.find("Escape: choose later (a brings it back)") != std::string::npos);
  // Escape leaves it for later; `a` brings it back; b takes the second.
  app.handle(Input::special(Key::Escape));
  CHECK(shown(app, t).find("Choose a talent") == std::string::npos);
  CHECK(app.game().hero().talent_offer.size() == 3);
  past_more(app, t);
  app.handle(Input::character(U'a'));
  const std::string again = shown(app, t);
  INFO(again);
  CHECK(again.find("Choose a talent") != std::string::npos);
  const std::string second = talent_name(app, 1);
  const int turn = app.game().turn();
  app.handle(Input::character(U'b'));
  CHECK(app.game().turn() == turn);
  CHECK(app.game().hero().talents.size() == 1);
  CHECK(shown(app, t).find("You learn a talent: " + second + ".") != std::string::npos);
  CHECK(app.game().run().history.back().kind == Command::Kind::Talent);
  // With none waiting, `a` lists the talents taken and when the next comes.
  past_more(app, t);
  app.handle(Input::character(U'a'));
  const std::string list = shown(app, t);
  INFO(list);
  CHECK(list.find("Your talents") != std::string::npos);
  CHECK(list.find(second + ": ") != std::string::npos);
  CHECK(list.find("The next talent comes at experience level 6.") != std::string::npos);
}

TEST_CASE("on a phone's width each talent's words wrap, and a tap on one chooses it",
          "[ui][screen][talents][tap]") {
  App app = valkyrie();
  reach_level_3(app);
  Terminal t(40, 24);
  const std::string s = shown(app, t);
  INFO(s);
  for (std::size_t i = 0; i < 3; ++i) {
    // The last word of each description is on the screen: wrapped, not cut.
    const std::string words = talent_words(app, i);
    CHECK(s.find(words.substr(words.rfind(' ') + 1)) != std::string::npos);
  }
  const std::string third = talent_name(app, 2);
  const auto [x, y] = find(t, "c - ");
  REQUIRE(x >= 0);
  CHECK(app.handle_pointer(Input::pointer(Key::Click, x + 5, y), t));
  REQUIRE(app.game().hero().talents.size() == 1);
  CHECK(app.game()
            .catalog()
            .characters.talents[static_cast<std::size_t>(app.game().hero().talents[0])]
            .name == third);
}

TEST_CASE("the morgue lists the talents taken", "[ui][talents][morgue]") {
  App app = valkyrie();
  reach_level_3(app);
  const std::string first = talent_name(app, 0);
  app.handle(Input::character(U'a'));
  const std::string morgue = morgue_text(test::content(), app.game());
  CHECK(morgue.find("\nTalents:\n  " + first + "\n") != std::string::npos);
}

}  // namespace test_talent_screen
