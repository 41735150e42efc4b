// The god screen (`^`, r37): the hero's god and faith, piety and standing, what it loves and
// hates, its powers (open ones with their price, closed ones with the piety they need), the
// next gift, and on an altar the offer or the conversion; a letter or a tap calls on a power.
#include <catch2/catch.hpp>
#include <string>

#include "core/action/worship.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_god_screen {

using namespace dg;

namespace {

// A lawful Valkyrie (Tyr: the Shining Light) west of a lawful altar.
constexpr const char* kHall =
    "#########\n"
    "#@&.....#\n"
    "#########\n";

App valkyrie() {
  auto c = test::catalog().characters.parse("valkyrie-human-female-lawful");
  REQUIRE(c.ok());
  auto g = Game::from_ascii(test::catalog(), kHall, 1, c.value());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  app.handle(Input::special(Key::Escape));  // past the welcome
  return app;
}

std::string shown(App& app, Terminal& t) {
  app.draw(t);
  return t.to_string();
}

}  // namespace

TEST_CASE("^ shows the god, its piety, loves and hates, and its powers; a letter calls one",
          "[ui][screen][worship]") {
  App app = valkyrie();
  Game& g = app.mutable_game();
  g.mutable_player().piety = 20;
  g.mutable_player().hp = 3;
  app.handle(Input::character(U'^'));
  Terminal t(80, 24);
  const std::string s = shown(app, t);
  INFO(s);
  CHECK(s.find("Tyr, your god: piety 20") != std::string::npos);
  CHECK(s.find("Tyr follows the Shining Light. You are noticed.") != std::string::npos);
  CHECK(s.find("Hates striking a foe that sleeps or flees: fight in the open.") !=
        std::string::npos);
  CHECK(s.find("a - Lay on hands (8 piety)") != std::string::npos);
  CHECK(s.find("b - Cleansing (from piety 35)") != std::string::npos);
  CHECK(s.find("a: Heals 3d8 hit points and cures poison.") != std::string::npos);
  CHECK(s.find("A gift comes at piety 50.") != std::string::npos);
  CHECK(s.find("Offer your") == std::string::npos);  // no altar underfoot
  app.handle(Input::character(U'a'));
  CHECK(app.game().run().history.back().kind == Command::Kind::Invoke);
  CHECK(app.game().hero().piety == 12);
  CHECK(app.game().hero().hp > 3);
}

TEST_CASE("on an altar the god screen offers gold or a conversion, wrapped on a phone",
          "[ui][screen][worship]") {
  App app = valkyrie();
  Game& g = app.mutable_game();
  g.mutable_player().gold = 60;
  app.handle(Input::character(U'l'));  // onto the lawful altar: Tyr's own
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'^'));
  Terminal t(40, 24);
  std::string s = shown(app, t);
  INFO(s);
  CHECK(s.find("O - Offer your 60 gold") != std::string::npos);
  app.handle(Input::character(U'O'));
  CHECK(app.game().hero().gold == 0);
  CHECK(app.game().hero().piety == 13);  // 1 each 20 gold
  // A chaotic altar under the hero: Loki would take a convert, at a price the notes tell.
  Tile chaotic = Tile::Floor;
  for (std::size_t i = 0; i < g.catalog().tiles.size(); ++i)
    if (g.catalog().tiles[i].id == "altar_chaotic") chaotic = static_cast<Tile>(i);
  g.mutable_level().tiles[g.hero().pos] = chaotic;
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'^'));
  s = shown(app, t);
  INFO(s);
  CHECK(s.find("C - Convert to Loki") != std::string::npos);
  CHECK(s.find("500 turns.") != std::string::npos);  // the note's end: wrapped, not cut
}

}  // namespace test_god_screen
