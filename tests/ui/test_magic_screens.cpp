// The screens of magic: the spell menu (Z), zapping (z) with its direction and the ray drawn
// on the map, and what the item screen says of wands, rings and spellbooks.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_magic_screens {

using namespace dg;

namespace {

constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

App app_for(const char* who, const char* map = kHall) {
  auto c = test::catalog().characters.parse(who);
  REQUIRE(c.ok());
  auto g = Game::from_ascii(test::catalog(), map, 1, c.value());
  REQUIRE(g.ok());
  return App(test::content(), std::move(g.value()));
}

char give(App& app, const char* id, int charges = 0) {
  Item it{test::catalog().find_item(id), 1, 0};
  REQUIRE(it.kind >= 0);
  it.charges = charges;
  return app.mutable_game().mutable_player().add_to_pack(app.game().catalog(), it);
}

std::string shown(App& app, Terminal& t) {
  app.draw(t);
  return t.to_string();
}

}  // namespace

TEST_CASE(
    "Z lists the spells known with level, power, failure and what they do; a letter and "
    "a direction cast",
    "[ui][screen][spells]") {
  App app = app_for("wizard-human-male-neutral");
  Player& h = app.mutable_game().mutable_player();
  h.attr[Attr::In] = 18;
  h.pw = h.max_pw = 9;
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));  // past the welcome
  app.handle(Input::character(U'Z'));
  const std::string s = shown(app, t);
  CHECK(s.find("Cast which spell?") != std::string::npos);
  CHECK(s.find("a - force bolt  level 1, 5 Pw, 0% fail") != std::string::npos);
  CHECK(s.find("a: a bolt of force at the first creature in its way: 2d6 damage.") !=
        std::string::npos);
  CHECK(s.find("Power 9 of 9.") != std::string::npos);
  // The row between the list's footer and the spells' notes is the box's, not the map's.
  int footer = -1;
  for (int y = 0; y < t.height() && footer < 0; ++y)
    if (t.row_text(y).find("Escape cancels") != std::string::npos) footer = y;
  REQUIRE(footer >= 0);
  for (int x = 0; x < 20; ++x) {
    INFO("column " << x);
    CHECK(t.at(x, footer + 1).glyph == U' ');
    CHECK(t.at(x, footer + 1).bg == t.at(x, footer).bg);
  }
  app.handle(Input::character(U'a'));
  CHECK(shown(app, t).find("In what direction? (. yourself)") != std::string::npos);
  app.handle(Input::character(U'l'));
  CHECK(app.game().hero().pw == 4);
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("Z with too little power says so before asking a direction", "[ui][screen][spells]") {
  // Before: "In what direction?", and only then "not enough energy".
  App app = app_for("wizard-human-male-neutral");
  app.mutable_game().mutable_player().pw = 2;  // force bolt costs 5
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'Z'));
  app.handle(Input::character(U'a'));
  CHECK(shown(app, t).find("In what direction?") == std::string::npos);
  CHECK(test::said(app.game(), "You don't have enough energy to cast that spell."));
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("Z with no spell known says so", "[ui][screen][spells]") {
  App app = app_for("valkyrie-human-female-lawful");
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'Z'));
  CHECK(app.notices().text() == "You don't know any spells.");
  CHECK(app.screens().depth() == 1);
}

TEST_CASE("z asks for the wand and its direction; the ray is drawn along its way",
          "[ui][screen][wands]") {
  App app = app_for("valkyrie-human-female-lawful");
  app.mutable_game().mutable_player().hp = app.mutable_game().mutable_player().max_hp = 200;
  const char w = give(app, "wand_fire", 4);
  test::set_motion(app, Motion::Reduced);  // drawn whole at once
  Terminal t(40, 8);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'z'));
  CHECK(shown(app, t).find("Zap what?") != std::string::npos);
  app.handle(Input::character(static_cast<char32_t>(w)));
  CHECK(shown(app, t).find("In what direction?") != std::string::npos);
  app.handle(Input::character(U'l'));
  app.draw(t);
  // The ten floor cells east of the hero are the ray's, drawn as - in the bolt's colour.
  const Vec hero = test::find_glyph(t, U'@');
  REQUIRE(hero.x >= 0);
  for (int x = 1; x <= 10; ++x) {
    INFO("cell " << x << " east of the hero");
    CHECK(t.at(hero.x + x, hero.y).glyph == U'-');
  }
  CHECK(t.at(hero.x + 1, hero.y).fg == Color{255, 236, 120});
  // The next command clears it.
  app.handle(Input::character(U's'));
  app.draw(t);
  CHECK(t.at(hero.x + 1, hero.y).glyph != U'-');
}

TEST_CASE("the item screen tells what a known wand, ring and spellbook do", "[ui][screen][items]") {
  App app = app_for("valkyrie-human-female-lawful");
  Game& g = app.mutable_game();
  const char w = give(app, "wand_striking", 5);
  const char r = give(app, "ring_protection");
  const char b = give(app, "book_sleep");
  for (char l : {w, r, b}) g.mutable_knowledge().learn(g.hero().slot(l)->item.kind);
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'i'));
  app.handle(Input::character(static_cast<char32_t>(w)));
  std::string s = shown(app, t);
  CHECK(s.find("a wand of striking (5 charges)") != std::string::npos);
  CHECK(s.find("A wand: zapped, it works as a beam (8 cells) on the first creature in its way:") !=
        std::string::npos);
  CHECK(s.find("hurts 2d8.") != std::string::npos);  // wrapped to the next line
  CHECK(s.find("z - zap it (then a direction)") != std::string::npos);
  app.handle(Input::special(Key::Escape));  // back to the inventory
  app.handle(Input::character(static_cast<char32_t>(r)));
  s = shown(app, t);
  CHECK(s.find("A ring: while you wear it, your armour class is 2 better, and 1 more") !=
        std::string::npos);
  app.handle(Input::character(U'P'));  // put on from the item screen
  CHECK(app.game().hero().has_on(r));
  app.handle(Input::character(U'i'));
  CHECK(shown(app, t).find("a ring of protection (on right hand)") != std::string::npos);
  app.handle(Input::character(static_cast<char32_t>(b)));
  s = shown(app, t);
  CHECK(s.find("A spellbook of level 1: it teaches \"sleep\", which costs 5 power") !=
        std::string::npos);
  CHECK(s.find("r - read it") != std::string::npos);
}

TEST_CASE("an unknown kind is called from its item screen", "[ui][screen][items]") {
  App app = app_for("valkyrie-human-female-lawful");
  const char w = give(app, "wand_sleep", 4);
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'i'));
  app.handle(Input::character(static_cast<char32_t>(w)));
  std::string s = shown(app, t);
  CHECK(s.find("A wand you have not identified: zap it (z) to learn what it does.") !=
        std::string::npos);
  CHECK(s.find("c - call it: name its kind") != std::string::npos);
  app.handle(Input::character(U'c'));
  CHECK(shown(app, t).find("Call it what?") != std::string::npos);
  for (char32_t ch : std::u32string(U"sleepy?")) app.handle(Input::character(ch));
  app.handle(Input::special(Key::Enter));
  CHECK(app.game()
            .wording()
            .item_name(app.game().hero().slot(w)->item)
            .find(" wand called sleepy?") != std::string::npos);
}

TEST_CASE("an identify with a choice asks which thing, as NetHack's does", "[ui][screen][items]") {
  App app = app_for("valkyrie-human-female-lawful");
  const char first = give(app, "might");
  for (const char* id : {"weakness", "confusion", "levitation"}) give(app, id);
  const char scroll = give(app, "identify");
  app.mutable_game().mutable_knowledge().learn(app.game().hero().slot(scroll)->item.kind);
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'r'));
  app.handle(Input::character(static_cast<char32_t>(scroll)));
  REQUIRE(app.game().hero().identify_pending >= 1);
  CHECK(shown(app, t).find("What would you like to identify") != std::string::npos);
  app.handle(Input::character(static_cast<char32_t>(first)));
  CHECK(app.game().knowledge().knows(app.game().hero().slot(first)->item.kind));
}

TEST_CASE("a scroll of enchanting asks which thing, each with what +1 does to it",
          "[ui][screen][items][enchanting]") {
  App app = app_for("valkyrie-human-female-lawful");
  const Player& h = app.game().hero();
  const char shield = h.worn_in(ArmourSlot::Shield);
  REQUIRE(shield != 0);
  const int before = h.slot(shield)->item.enchant;
  const char potion = give(app, "might");
  const char scroll = give(app, "enchanting");
  Terminal t(80, 24);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'r'));
  app.handle(Input::character(static_cast<char32_t>(scroll)));
  REQUIRE(h.enchant_pending == 1);
  const std::string s = shown(app, t);
  CHECK(s.find("Enchant which thing? (Escape: your wielded weapon)") != std::string::npos);
  CHECK(s.find("+1 long sword (to-hit, damage)") != std::string::npos);
  CHECK(s.find("small shield (armour class)") != std::string::npos);
  CHECK(s.find("+1: a weapon hits and harms 1 more") != std::string::npos);
  CHECK(s.find(std::string(1, potion) + " - ") == std::string::npos);  // a potion takes none
  app.handle(Input::character(static_cast<char32_t>(shield)));
  CHECK(h.enchant_pending == 0);
  CHECK(h.slot(shield)->item.enchant == before + 1);
  CHECK(shown(app, t).find("Your small shield glows silver for a moment.") != std::string::npos);
}

TEST_CASE("on a phone's width the spell menu wraps what a spell does instead of cutting it",
          "[ui][screen][spells]") {
  App app = app_for("wizard-human-male-neutral");
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U'Z'));
  Terminal t(40, 20);
  const std::string s = shown(app, t);
  CHECK(s.find("a: a bolt of force at the first") != std::string::npos);
  CHECK(s.find("2d6 damage.") != std::string::npos);  // on a line of its own, not cut
}

TEST_CASE("a spell cast at a foe beyond its reach asks first, and no power is spent on a no",
          "[ui][screen][spells]") {
  // Before: an out-of-range force bolt spent 5 power in silence.
  App app = test::lit_app(
      "##################\n"
      "#@...............#\n"
      "##################\n");
  Game& g = app.mutable_game();
  Player& h = g.mutable_player();
  h.spells.push_back(test::catalog().find_item("book_force_bolt"));
  h.attr[Attr::In] = 18;
  h.pw = h.max_pw = 20;
  test::put_monster(g, "jackal", {12, 1}, Mind::Asleep);  // 11 cells off; the bolt reaches 8
  g.refresh_vision();
  Terminal t(80, 24);
  app.handle(Input::character(U'Z'));
  app.handle(Input::character(U'a'));
  app.handle(Input::character(U'l'));
  app.draw(t);
  INFO(t.to_string());
  CHECK(t.row_text(0).rfind(
            "The jackal is 11 cells off; the force bolt reaches 8. Cast anyway? [yn]", 0) == 0);
  app.handle(Input::character(U'n'));
  CHECK(app.game().hero().pw == 20);
  CHECK(app.game().turn() == 0);
}

}  // namespace test_magic_screens
