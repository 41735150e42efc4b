// Doors, hazards, traps, searching and stairs, played through Game::apply.
#include <catch2/catch.hpp>

#include "core/action/walk.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/rng.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_world {

using namespace dg;

namespace {
Game make(const char* map) {
  auto g = Game::from_ascii(test::catalog(), map, 1, test::caveman());
  INFO((g.ok() ? std::string() : g.error()));
  REQUIRE(g.ok());
  return g.value();
}
std::string said(const Game& g) {
  REQUIRE_FALSE(g.log().latest().empty());
  return g.log().latest().back().text;
}
constexpr const char* kCorridor = "#######\n#.@.+.#\n#######\n";
}  // namespace

TEST_CASE("open and close doors by direction", "[core][door]") {
  Game g = make(kCorridor);
  g.apply(Command::move(Dir::E));  // (3,1), door at (4,1)
  CHECK(g.apply(Command::of(Command::Kind::Open, Dir::E)).took_turn);
  CHECK(g.level().at({4, 1}) == Tile::DoorOpen);
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Open, Dir::E)).took_turn);
  CHECK(said(g) == "This door is already open.");
  CHECK(g.apply(Command::of(Command::Kind::Close, Dir::E)).took_turn);
  CHECK(g.level().at({4, 1}) == Tile::DoorClosed);
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Close, Dir::W)).took_turn);
  CHECK(said(g) == "You see no door there.");
}

TEST_CASE("a door does not close on a monster or an item in the doorway", "[core][door]") {
  // Found by the bot: a newt shut inside a closed door (and stuck there).
  Game g = make("#######\n#.@-..#\n#######\n");
  Rng rng(3);
  spawn_monster(test::catalog(), g.mutable_level(), rng, test::catalog().find_breed("newt"), 1,
                {3, 1});
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Close, Dir::E)).took_turn);
  CHECK(said(g) == "Something's in the way.");
  CHECK(g.level().at({3, 1}) == Tile::DoorOpen);
  g.mutable_level().monsters.clear();
  g.mutable_level().items.push_back({{3, 1}, Item{0, 1, 0}});
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Close, Dir::E)).took_turn);
  CHECK(g.level().at({3, 1}) == Tile::DoorOpen);
  g.mutable_level().items.clear();
  CHECK(g.apply(Command::of(Command::Kind::Close, Dir::E)).took_turn);
  CHECK(g.level().at({3, 1}) == Tile::DoorClosed);
}

TEST_CASE("a command that needs a direction is refused without one", "[core][door]") {
  // Found by the command-stream fuzzer: Close with no direction shut the door the hero stood in.
  Game g = make("#####\n#.@.#\n##-##\n#...#\n#####\n");
  REQUIRE(g.apply(Command::move(Dir::S)).took_turn);
  REQUIRE(g.level().at(g.hero().pos) == Tile::DoorOpen);
  for (auto kind : {Command::Kind::Close, Command::Kind::Open, Command::Kind::Move}) {
    CHECK_FALSE(g.apply(Command::of(kind, Dir::None)).took_turn);
    CHECK(said(g) == "That needs a direction.");
  }
  CHECK(g.level().at(g.hero().pos) == Tile::DoorOpen);
}

TEST_CASE("no diagonal moves through an open doorway", "[core][door]") {
  Game g = make("#####\n#@..#\n##-##\n#...#\n#####\n");
  CHECK_FALSE(g.apply(Command::move(Dir::SE)).took_turn);
  CHECK(said(g) == "You can't move diagonally through a doorway.");
}

TEST_CASE("a locked door is bashed open by strength, noisily", "[core][door]") {
  int opened_strong = 0, opened_weak = 0;
  for (int seed = 1; seed <= 200; ++seed) {
    for (int strength : {25, 8}) {
      auto g = Game::from_ascii(test::catalog(), kCorridor, static_cast<std::uint64_t>(seed),
                                test::caveman());
      REQUIRE(g.ok());
      Game& game = g.value();
      game.mutable_level().tiles[{3, 1}] = Tile::DoorLocked;
      game.mutable_player().attr[Attr::St] = strength;
      // The first bump finds the lock (no time passes); the next one bashes.
      CHECK_FALSE(game.apply(Command::move(Dir::E)).took_turn);
      CHECK(said(game) == "This door is locked.");
      CHECK(game.apply(Command::move(Dir::E)).took_turn);
      CHECK(game.dungeon().noise.pos == Vec{3, 1});
      if (game.level().at({3, 1}) == Tile::DoorBroken) {
        (strength == 25 ? opened_strong : opened_weak)++;
        CHECK(said(game) == "WHAMM! You bash the door open.");
      } else {
        CHECK(said(game) == "WHAMM!");
      }
    }
  }
  CHECK(opened_strong > 110);  // 70%
  CHECK(opened_weak < 50);     // 13%
  CHECK(opened_weak > 5);
}

TEST_CASE("a locked door looks closed until the hero finds it locked", "[core][door]") {
  // Before: the hero's memory held the real tile, so the map could have told a locked door
  // from a closed one unseen; and the first bump bashed at once.
  auto g = Game::from_ascii(test::catalog(), kCorridor, 1, test::caveman());
  REQUIRE(g.ok());
  Game& game = g.value();
  game.mutable_level().tiles[{3, 1}] = Tile::DoorLocked;
  game.refresh_vision();
  CHECK(game.level().memory[{3, 1}].tile == Tile::DoorClosed);
  const int turn = game.turn();
  game.apply(Command::move(Dir::E));  // finds the lock
  CHECK(game.turn() == turn);
  CHECK(game.level().memory[{3, 1}].tile == Tile::DoorLocked);
  game.apply(Command::wait());  // seeing it again does not forget
  CHECK(game.level().memory[{3, 1}].tile == Tile::DoorLocked);
}

TEST_CASE("acid burns each turn you stand in it", "[core][hazard]") {
  Game g = make("#####\n#@~.#\n#####\n");
  g.apply(Command::move(Dir::E).confirm());
  const int after_first = g.hero().hp;
  CHECK(after_first < 16);
  CHECK(after_first >= 12);
  g.apply(Command::wait());
  CHECK(g.hero().hp < after_first);
  CHECK(g.log().latest().front().text == "The acid burns!");
}

TEST_CASE("acid that kills the hero does nothing more to the body", "[core][hazard]") {
  // Before effects were data, the armour still corroded (one time in two) after the death.
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    auto made = Game::from_ascii(test::catalog(), "#####\n#@~.#\n#####\n", seed, test::caveman());
    REQUIRE(made.ok());
    Game& g = made.value();
    g.mutable_player().hp = g.mutable_player().max_hp = 1;
    g.apply(Command::move(Dir::E).confirm());
    g.apply(Command::wait());
    REQUIRE(g.run().over);
    CHECK(g.hero().slot(g.hero().worn_in(ArmourSlot::Body))->item.erosion == 0);
    CHECK(g.log().all().back().text == "You die...");
  }
}

TEST_CASE("a pit hurts and holds you for some turns", "[core][hazard]") {
  Game g = make("######\n#@^..#\n######\n");
  g.apply(Command::move(Dir::E).confirm());
  CHECK(g.hero().pos == Vec{2, 1});
  REQUIRE(g.hero().hold());
  CHECK(g.hero().hold()->kind == EffectKind::InPit);
  CHECK(g.hero().hp < 16);
  int turns = 0;
  while (g.hero().hold() != nullptr && turns < 10) {
    g.apply(Command::move(Dir::E));
    ++turns;
    CHECK(g.hero().pos == Vec{2, 1});
  }
  CHECK(turns >= 2);
  CHECK(turns <= 5);
  CHECK(said(g) == "You crawl to the edge of the pit.");
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{3, 1});
}

TEST_CASE("each trap does its thing and is revealed", "[core][trap]") {
  const char* map = "##########\n#@.......#\n#........#\n##########\n";
  SECTION("dart") {
    Game g = make(map);
    test::put_trap(g, "trap_dart", {2, 1});
    g.apply(Command::move(Dir::E));
    CHECK(g.hero().hp < 16);
    CHECK_FALSE(g.level().traps[0].hidden);
    CHECK(g.log().latest()[0].text == "A little dart shoots out at you!");
  }
  SECTION("bear trap") {
    Game g = make(map);
    test::put_trap(g, "trap_bear", {2, 1});
    g.apply(Command::move(Dir::E));
    REQUIRE(g.hero().hold());
    CHECK(g.hero().hold()->kind == EffectKind::BearTrap);
    g.apply(Command::move(Dir::E));
    CHECK(g.hero().pos == Vec{2, 1});
  }
  SECTION("alarm") {
    Game g = make(map);
    test::put_trap(g, "trap_alarm", {2, 1});
    g.apply(Command::move(Dir::E));
    CHECK(g.dungeon().noise.pos == Vec{2, 1});
    CHECK(said(g) == "A loud alarm sounds through the level!");
  }
  SECTION("teleport") {
    Game g = make(map);
    test::put_trap(g, "trap_teleport", {2, 1});
    g.apply(Command::move(Dir::E));
    CHECK(g.hero().pos != Vec{2, 1});
    CHECK(test::catalog().tile(g.level().at(g.hero().pos)).walkable);
  }
  SECTION("trap door") {
    Game g = make(map);
    test::put_trap(g, "trap_door", {2, 1});
    g.apply(Command::move(Dir::E));
    CHECK(g.depth() == 2);
    CHECK(test::catalog().tile(g.level().at(g.hero().pos)).walkable);
  }
  SECTION("a known trap asks before you step on it") {
    Game g = make(map);
    test::put_trap(g, "trap_dart", {2, 1}, false);
    const Outcome out = g.apply(Command::move(Dir::E));
    CHECK(out.confirm == "Really step onto the dart trap?");
    CHECK(g.hero().pos == Vec{1, 1});
  }
}

TEST_CASE("searching finds adjacent hidden traps, in time", "[core][trap]") {
  Game g = make("#####\n#@..#\n#####\n");
  test::put_trap(g, "trap_bear", {2, 1});
  test::put_trap(g, "trap_dart", {3, 1});  // not adjacent
  int searches = 0;
  while (g.level().traps[0].hidden && searches < 50) {
    CHECK(g.apply(Command::of(Command::Kind::Search)).took_turn);
    ++searches;
  }
  CHECK_FALSE(g.level().traps[0].hidden);
  CHECK(g.level().traps[1].hidden);
  CHECK(said(g) == "You find a bear trap.");
}

TEST_CASE("stairs lead down and back up to the level as it was left", "[core][stairs]") {
  auto made = Game::new_game(test::catalog(), 2024);
  REQUIRE(made.ok());
  Game& g = made.value();
  CHECK(g.hero().pos == g.level().stairs_up);
  g.mutable_player().pos = g.level().stairs_down;  // put there by hand: the walk is not the point
  const Level level1 = g.level();
  CHECK(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(g.depth() == 2);
  CHECK(g.hero().pos == g.level().stairs_up);
  CHECK_FALSE(g.level() == level1);
  CHECK(g.apply(Command::of(Command::Kind::Ascend)).took_turn);
  CHECK(g.depth() == 1);
  CHECK(g.hero().pos == level1.stairs_down);
  // The level is kept, with what the hero saw of it remembered.
  CHECK(g.level().tiles == level1.tiles);
  CHECK(g.level().gold == level1.gold);
}

TEST_CASE("you cannot leave level 1 without the Amulet, nor use stairs that are not there",
          "[core][stairs]") {
  auto made = Game::new_game(test::catalog(), 5);
  REQUIRE(made.ok());
  Game& g = made.value();
  const Outcome leave = g.apply(Command::of(Command::Kind::Ascend));
  CHECK_FALSE(leave.took_turn);
  CHECK(leave.confirm == "Leave the dungeon without the Amulet?");
  CHECK_FALSE(g.run().over);
  CHECK_FALSE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(said(g) == "You can't go down here.");
}

TEST_CASE("lit rooms are seen whole; dark places only near you", "[core][vision]") {
  Game g = make("############\n#@.........#\n#..........#\n############\n");
  CHECK(g.sight().sees({10, 2}));  // hand-made maps are lit
  g.mutable_level().lit.fill(0);
  g.refresh_vision();
  CHECK_FALSE(g.sight().sees({10, 2}));
  CHECK(g.sight().sees({3, 2}));
  CHECK(g.level().memory[{10, 2}].seen);  // remembered from when it was lit
}

TEST_CASE("wizard mode: whole map, through walls, jumps; refused otherwise", "[core][wizard]") {
  auto plain = Game::new_game(test::catalog(), 3);
  REQUIRE(plain.ok());
  CHECK_FALSE(plain.value().apply(Command::jump(5)).took_turn);
  CHECK(plain.value().depth() == 1);

  auto made = Game::new_game(test::catalog(), 3, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::of(Command::Kind::WizardToggleMap));
  CHECK(g.sight().sees(g.level().stairs_down));
  g.apply(Command::jump(gen::kDungeonDepth));
  CHECK(g.depth() == gen::kDungeonDepth);
  g.apply(Command::jump(99));
  CHECK(said(g).starts_with("There is no dungeon level 99 (1-12; 13-"));
  CHECK(said(g).ends_with(" are the branches' levels)."));
  g.apply(Command::of(Command::Kind::WizardToggleWalls));
  const Vec start = g.hero().pos;
  bool walked_into_rock = false;
  for (int i = 0; i < 30 && !walked_into_rock; ++i) {
    g.apply(Command::move(Dir::N));
    walked_into_rock = !test::catalog().tile(g.level().at(g.hero().pos)).walkable;
  }
  CHECK(walked_into_rock);
  CHECK(g.hero().pos != start);
  // Found by the fuzzer: solid again inside the rock would leave the hero stuck there.
  g.apply(Command::of(Command::Kind::WizardToggleWalls));
  CHECK(g.wizard().through_walls);
  CHECK(said(g).rfind("You cannot become solid inside ", 0) == 0);
}

TEST_CASE("a pet is never swapped into the rock a wizard walks through", "[core][wizard]") {
  // Found by the fuzzer: the hero inside a wall stepped onto their pet, which took the wall.
  Game g = test::game_on(
      "#######\n"
      "#######\n"
      "##@..##\n"
      "#######\n"
      "#######\n");
  g.mutable_wizard().enabled = true;
  g.mutable_wizard().through_walls = true;
  g.apply(Command::move(Dir::N));  // into the wall above
  REQUIRE(g.hero().pos == Vec{2, 1});
  Monster& dog = test::put_monster(g, "jackal", {3, 2});
  dog.tame = true;
  const int id = dog.id;
  const Outcome out = g.apply(Command::move(Dir::SE));  // onto the pet, from the rock
  CHECK_FALSE(out.took_turn);
  CHECK(g.hero().pos == Vec{2, 1});
  CHECK(g.level().monster_by_id(id)->pos == Vec{3, 2});
  CHECK(said(g) == "You stop. Your jackal is in the way.");
  // From the floor, the same step swaps as ever.
  g.apply(Command::move(Dir::S));
  REQUIRE(g.hero().pos == Vec{2, 2});
  if (const Monster* d = g.level().monster_by_id(id); d && d->pos == Vec{3, 2}) {
    g.apply(Command::move(Dir::E));
    CHECK(g.hero().pos == Vec{3, 2});
    CHECK(g.level().monster_by_id(id)->pos == Vec{2, 2});
  }
}

TEST_CASE("a monster springs a hidden trap as the hero does, and keeps off a found one",
          "[core][trap]") {
  Game g = test::game_on(
      "#######\n"
      "#@....#\n"
      "#######\n");
  test::lit_and_empty(g);
  Monster& m = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  m.hp = m.max_hp = 50;
  const int id = m.id;
  test::put_trap(g, "trap_bear", {3, 1});
  // Through the same walk action the hero takes: the trap closes on it, in the hero's sight.
  REQUIRE(WalkAction(Dir::W).perform(g, m).succeeded);
  CHECK(m.pos == Vec{3, 1});
  CHECK(test::said(g, "A bear trap closes on the jackal's foot!"));
  CHECK(m.hp < 50);
  CHECK(m.hold() != nullptr);
  CHECK_FALSE(g.level().traps.front().hidden);  // the hero saw it happen
  // Held: its next steps go nowhere.
  REQUIRE(WalkAction(Dir::W).perform(g, m).succeeded);
  CHECK(m.pos == Vec{3, 1});
  CHECK(g.level().monster_by_id(id) == &m);
  // A trap the hero has found: monsters keep off it.
  Monster& newt = test::put_monster(g, "newt", {4, 1}, Mind::Asleep);
  test::put_trap(g, "trap_dart", {5, 1}, false);
  CHECK_FALSE(WalkAction(Dir::E).perform(g, newt).succeeded);
  CHECK(newt.pos == Vec{4, 1});
}

}  // namespace test_world
