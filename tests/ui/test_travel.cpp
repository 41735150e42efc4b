// Travel and explore walk by the same step rule as the hero (core/world/step_rule.hpp).
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/travel.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace test_travel {

using namespace dg;

TEST_CASE("travel crosses a broken doorway diagonally, never one with a door", "[ui][travel]") {
  // (1,1) -> (2,2) -> (3,3) is the only way: two diagonal steps through the doorway at (2,2).
  const char* map = "#####\n#@###\n##.##\n###.#\n#####\n";
  for (Tile door : {Tile::DoorBroken, Tile::DoorOpen}) {
    auto made = Game::from_ascii(test::catalog(), map, 1, test::caveman());
    REQUIRE(made.ok());
    Game g = made.value();
    g.mutable_level().tiles[{2, 2}] = door;
    g.refresh_vision();
    REQUIRE(g.level().memory[{3, 3}].seen);
    const std::vector<Vec> path = travel_path(g, {3, 3});
    if (door == Tile::DoorBroken) {
      CHECK(path == std::vector<Vec>{{2, 2}, {3, 3}});
    } else {
      CHECK(path.empty());
    }
  }
}

namespace {

// A lit room seen whole (nothing left to explore): the hero west, things east.
App loot_room() {
  App app(test::content(), test::game_on("#########\n"
                                         "#@......#\n"
                                         "#.......#\n"
                                         "#########\n"));
  Level& lv = app.mutable_game().mutable_level();
  const Catalog& cat = test::catalog();
  lv.items.push_back({{4, 1}, Item{cat.find_item("healing"), 1, 0}});
  lv.items.push_back({{4, 1}, Item{cat.find_item("plate_mail"), 1, 0}});  // not worth it
  lv.items.push_back({{2, 2}, Item{cat.find_item("identify"), 1, 0}});
  lv.items.push_back({{7, 2}, Item{cat.find_item("club"), 1, 0}});  // more of a club
  lv.items.push_back({{3, 2}, Item{cat.find_item("wand_sleep"), 1, 5}});
  lv.items.push_back({{5, 2}, Item{cat.find_item("ring_protection"), 1, 0}});
  lv.gold.push_back({{6, 1}, 25});
  app.mutable_game().refresh_vision();
  return app;
}

int count_of(const Game& g, const char* id) {
  int n = 0;
  for (const InvSlot& s : g.hero().inventory)
    if (s.item.kind == test::catalog().find_item(id)) n += s.item.count;
  return n;
}

}  // namespace

TEST_CASE(
    "explore picks up gold, potions, scrolls, wands, rings and more of what the hero carries, "
    "not the rest",
    "[ui][travel][explore]") {
  App app = loot_room();
  const int gold = app.game().hero().gold;
  explore(app);
  test::finish_walk(app);
  const Game& g = app.game();
  CHECK(g.hero().gold == gold + 25);
  CHECK(count_of(g, "healing") == 1);
  CHECK(count_of(g, "identify") == 1);
  CHECK(count_of(g, "club") == 2);        // the caveman's own, and the one found
  CHECK(count_of(g, "plate_mail") == 0);  // heavy armour is the player's call
  CHECK(count_of(g, "wand_sleep") == 1);  // before: wands and rings were left lying
  CHECK(count_of(g, "ring_protection") == 1);
  CHECK(g.level().items.size() == 1);
  CHECK(app.notices().text() == "Done exploring: nothing more to see that you can reach.");
}

TEST_CASE("explore leaves what the player dropped, and nothing when the option is off",
          "[ui][travel][explore]") {
  {
    App app = loot_room();
    app.settings().set_explore_picks_up(false);
    explore(app);
    test::finish_walk(app);
    CHECK(app.game().hero().pos == Vec{1, 1});
    CHECK(app.notices().text() == "There is nothing left here that you can reach to explore.");
  }
  App app = loot_room();
  Level& lv = app.mutable_game().mutable_level();
  lv.items.clear();
  lv.gold.clear();
  lv.items.push_back({{1, 1}, Item{test::catalog().find_item("healing"), 1, 0}});
  // The hero takes the potion, drops it again, steps away and explores: it stays there.
  app.apply(Command::pick_up());
  REQUIRE(count_of(app.game(), "healing") == 1);
  char letter = 0;
  for (const InvSlot& s : app.game().hero().inventory)
    if (s.item.kind == test::catalog().find_item("healing")) letter = s.letter;
  app.apply(Command::use_item(Use::Drop, letter));
  REQUIRE(count_of(app.game(), "healing") == 0);
  app.apply(Command::move(Dir::E));
  explore(app);
  test::finish_walk(app);
  CHECK(count_of(app.game(), "healing") == 0);
  CHECK(app.game().hero().pos == Vec{2, 1});
  // A potion elsewhere is still taken.
  app.mutable_game().mutable_level().items.push_back(
      {{5, 2}, Item{test::catalog().find_item("healing"), 1, 0}});
  explore(app);
  test::finish_walk(app);
  CHECK(count_of(app.game(), "healing") == 1);
  CHECK(app.game().hero().pos == Vec{5, 2});
}

TEST_CASE("explore goes for things it remembers seeing, out of sight now",
          "[ui][travel][explore]") {
  App app = loot_room();  // everything seen once
  Game& g = app.mutable_game();
  g.mutable_player().effects.push_back({EffectKind::Blindness, 500});
  g.refresh_vision();
  REQUIRE_FALSE(g.sight().sees({4, 1}));
  const int gold = g.hero().gold;
  explore(app);
  test::finish_walk(app);
  CHECK(count_of(app.game(), "healing") == 1);
  CHECK(app.game().hero().gold == gold + 25);
  CHECK(count_of(app.game(), "club") == 2);
}

TEST_CASE("travel with no way known says what may lie between, and offers to bash a locked door",
          "[ui][travel]") {
  // Before: a bare "You know no way there." with a locked door known, or the unknown between.
  App app(test::content(), test::game_on("##########\n"
                                         "#@..|....#\n"
                                         "#...+....#\n"
                                         "#...|....#\n"
                                         "##########\n"));
  Game& g = app.mutable_game();
  g.mutable_level().tiles[{4, 2}] = Tile::DoorLocked;
  g.mutable_level().memory[{4, 2}].tile = Tile::DoorLocked;  // found locked
  g.mutable_level().memory[{6, 2}].seen = true;              // glimpsed beyond, say
  g.mutable_level().memory[{6, 2}].tile = Tile::Floor;
  g.refresh_vision();
  travel(app, {6, 2});
  CHECK_FALSE(app.walking());
  Terminal t(80, 24);
  app.draw(t);
  CHECK(t.row_text(0).rfind("You know no way there; a locked door is 3 east, 1 south. Go and bash "
                            "it? [yn]",
                            0) == 0);
  app.handle(Input::character(U'y'));
  test::finish_walk(app);
  CHECK(app.game().hero().pos == Vec{3, 2});  // beside the door, to bash it
  app.draw(t);
  INFO(t.row_text(0));
  CHECK(t.row_text(0).find("a locked door is 1 east. Bash it open? [yn]") != std::string::npos);
}

}  // namespace test_travel
