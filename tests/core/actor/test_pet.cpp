// The hero's pet: placed beside the hero at the start, it fights the monsters beside it with
// the one attack action, grows with its kills, swaps places with the hero, and follows the
// hero down the stairs when beside them; left behind, it waits on its level.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "core/save.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_pet {

using namespace dg;

namespace {

constexpr const char* kHall =
    "###########\n"
    "#@>.......#\n"
    "#.........#\n"
    "###########\n";

// A tame kitten at `at`; its id.
int kitten(Game& g, Vec at) {
  Monster& m = test::put_monster(g, "kitten", at);
  m.tame = true;
  return m.id;
}

const Monster* the_pet(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame) return &m;
  return nullptr;
}

}  // namespace

TEST_CASE("a new game puts the role's pet beside the hero", "[core][pet]") {
  for (const char* who : {"valkyrie-human-female-lawful", "caveman-human-male-lawful"}) {
    auto c = test::catalog().characters.parse(who);
    REQUIRE(c.ok());
    auto made = Game::new_game(test::catalog(), 7, c.value());
    REQUIRE(made.ok());
    const Monster* pet = the_pet(made.value());
    INFO(who);
    REQUIRE(pet);
    CHECK(chebyshev(pet->pos, made.value().hero().pos) == 1);
    CHECK(made.value().catalog().breed_of(*pet).name ==
          (std::string(who).rfind("caveman", 0) == 0 ? "little dog" : "kitten"));
  }
}

TEST_CASE("the pet bites a monster beside it; its kill makes it stronger, not the hero",
          "[core][pet]") {
  Game g = test::game_on(kHall);
  const int pet = kitten(g, {5, 1});
  Monster& j = test::put_monster(g, "jackal", {6, 1}, Mind::Asleep);
  j.hp = j.max_hp = 1;
  const int level = g.level().monster_by_id(pet)->level;
  const int max_hp = g.level().monster_by_id(pet)->max_hp;
  g.refresh_vision();
  for (int i = 0; i < 10 && g.level().monsters.size() > 1; ++i) test::wait_turns(g);
  CHECK(g.level().monsters.size() == 1);  // the jackal is dead
  CHECK(test::said(g, "The kitten kills the jackal!"));
  CHECK(g.hero().kills == 0);
  const Monster* p = g.level().monster_by_id(pet);
  REQUIRE(p);
  CHECK(p->kills == 1);
  CHECK(p->level == level + 1);
  CHECK(p->max_hp > max_hp);
  CHECK(test::said(g, "Your kitten seems stronger."));
}

TEST_CASE("a monster beside the pet fights it with the same attack", "[core][pet]") {
  Game g = test::game_on(kHall);
  Monster& p = test::put_monster(g, "kitten", {8, 2});
  p.tame = true;
  p.hp = p.max_hp = 200;  // outlasts the fight
  const int pet = p.id;
  test::put_monster(g, "jackal", {9, 2}, Mind::Hunting).hp = 200;
  g.refresh_vision();
  for (int i = 0; i < 20 && g.level().monster_by_id(pet)->hp == 200; ++i) test::wait_turns(g);
  CHECK(g.level().monster_by_id(pet)->hp < 200);
  CHECK(test::said(g, "The jackal bites the kitten."));
}

TEST_CASE("walking into the pet swaps places with it; far behind, it catches up", "[core][pet]") {
  Game g = test::game_on(kHall);
  const int pet = kitten(g, {2, 2});
  REQUIRE(g.apply(Command::move(Dir::SE)).took_turn);
  CHECK(g.hero().pos == Vec{2, 2});
  CHECK(g.level().monster_by_id(pet)->pos == Vec{1, 1});
  CHECK(test::said(g, "You swap places with your kitten."));
  // The hero walks east; the kitten keeps within two steps.
  for (int i = 0; i < 6; ++i) g.apply(Command::move(Dir::E));
  CHECK(chebyshev(g.level().monster_by_id(pet)->pos, g.hero().pos) <= 2);
}

TEST_CASE("beside the hero on the stairs, the pet comes down; left behind, it waits there",
          "[core][pet]") {
  Game g = test::game_on(kHall);
  kitten(g, {3, 1});
  g.apply(Command::move(Dir::E));  // onto the stairs down, the kitten beside
  REQUIRE(g.level().at(g.hero().pos) == Tile::StairsDown);
  REQUIRE(chebyshev(the_pet(g)->pos, g.hero().pos) == 1);
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  REQUIRE(g.depth() == 2);
  const Monster* pet = the_pet(g);
  REQUIRE(pet);
  CHECK(chebyshev(pet->pos, g.hero().pos) == 1);
  bool on_level_1 = false;
  for (const Monster& m : g.dungeon().at(1)->monsters) on_level_1 |= m.tame;
  CHECK_FALSE(on_level_1);
  // Sent off away from the hero, it stays on level 2 when the hero climbs back up.
  Monster* p = const_cast<Monster*>(the_pet(g));
  Rng rng(4);
  for (int i = 0; i < 100 && chebyshev(p->pos, g.hero().pos) <= 2; ++i)
    p->pos = random_open_cell(g.level(), rng, g.hero().pos);
  REQUIRE(chebyshev(p->pos, g.hero().pos) > 2);
  REQUIRE(g.level().at(g.hero().pos) == Tile::StairsUp);
  REQUIRE(g.apply(Command::of(Command::Kind::Ascend)).took_turn);
  REQUIRE(g.depth() == 1);
  CHECK(the_pet(g) == nullptr);
  bool waits = false;
  for (const Monster& m : g.dungeon().at(2)->monsters) waits |= m.tame;
  CHECK(waits);
}

TEST_CASE("a game begun without its pet says so in its save, and replays without it",
          "[core][pet][save]") {
  auto c = test::catalog().characters.parse("wizard-human-male-neutral");
  REQUIRE(c.ok());
  auto made = Game::new_game(test::catalog(), 7, c.value(), false, false);
  REQUIRE(made.ok());
  Game& g = made.value();
  CHECK(the_pet(g) == nullptr);
  for (int i = 0; i < 20; ++i) g.apply(Command::of(Command::Kind::Search));
  const std::string text = encode_save(g);
  CHECK(text.find("\"pet\":false") != std::string::npos);
  auto back = decode_save(test::catalog(), text);
  REQUIRE(back.ok());
  CHECK(back.value().state_hash() == g.state_hash());
  CHECK(the_pet(back.value()) == nullptr);
  // With its pet (the usual game), the save does not mention it.
  auto usual = Game::new_game(test::catalog(), 7, c.value());
  REQUIRE(usual.ok());
  CHECK(encode_save(usual.value()).find("\"pet\"") == std::string::npos);
  CHECK(the_pet(usual.value()) != nullptr);
}

TEST_CASE("left behind a wall, the pet walks around it back to the hero", "[core][pet]") {
  // Before: it stepped only to cells nearer as the crow flies, and stood against the wall for
  // good (issue 35, point 4: lost by level 2 in every run).
  Game g = test::game_on(
      "############\n"
      "#@.........#\n"
      "#########..#\n"
      "#..........#\n"
      "############\n");
  const int pet = kitten(g, {1, 3});  // right below the hero, a wall between
  g.refresh_vision();
  for (int i = 0; i < 30 && chebyshev(g.level().monster_by_id(pet)->pos, g.hero().pos) > 2; ++i)
    test::wait_turns(g);
  CHECK(chebyshev(g.level().monster_by_id(pet)->pos, g.hero().pos) <= 2);
}

TEST_CASE(
    "the pet comes down the stairs from two steps off in sight; farther, it is said to "
    "stay",
    "[core][pet]") {
  Game g = test::game_on(kHall);
  g.apply(Command::move(Dir::E));  // onto the stairs down
  REQUIRE(g.level().at(g.hero().pos) == Tile::StairsDown);
  g.mutable_level().monsters.clear();
  kitten(g, {4, 2});  // two steps east and south-east
  g.refresh_vision();
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(the_pet(g) != nullptr);
  const std::string stays =
      "Your kitten stays behind on level 1 (a pet comes along when it is near you on the "
      "stairs).";
  CHECK_FALSE(test::said(g, stays));
  // Back up, and down again with the kitten three steps off: it stays, and the game says so.
  REQUIRE(g.apply(Command::of(Command::Kind::Ascend)).took_turn);
  REQUIRE(the_pet(g) != nullptr);
  const_cast<Monster*>(the_pet(g))->pos = {5, 2};
  g.refresh_vision();
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(the_pet(g) == nullptr);
  CHECK(test::said(g, stays));
}

TEST_CASE("a fight out of sight is heard now and then, not told blow by blow", "[core][pet]") {
  // Before: "It bites it." / "It misses it." every turn while the pet fought out of sight.
  Game g = test::game_on(
      "############\n"
      "#@.........#\n"
      "############\n"
      "#..........#\n"
      "############\n");
  Monster& p = test::put_monster(g, "kitten", {5, 3});
  p.tame = true;
  p.hp = p.max_hp = 300;
  test::put_monster(g, "jackal", {6, 3}, Mind::Hunting).hp = 300;
  g.refresh_vision();
  REQUIRE_FALSE(g.sight().visible_monster({5, 3}));
  test::wait_turns(g, 15);
  int noises = 0, blows = 0;
  for (const Message& m : g.log().all()) {
    noises += m.text == "You hear some noises in the distance.";
    blows += m.text.rfind("It ", 0) == 0;
  }
  CHECK(noises == 1);
  CHECK(blows == 0);
}

TEST_CASE("the welcome says where the hero stands and names the pet beside them",
          "[core][pet][words]") {
  // Before: only "You are a neutral male human Wizard.": the @ hid the < under it, and a
  // newcomer took the f beside them for a monster.
  auto c = test::catalog().characters.parse("wizard-human-male-neutral");
  REQUIRE(c.ok());
  auto with = Game::new_game(test::catalog(), 7, c.value());
  REQUIRE(with.ok());
  CHECK(with.value().log().all().front().text ==
        "Welcome to Deepglyph! You are a neutral male human Wizard. You stand on the stairs up "
        "(<), your kitten beside you.");
  auto without = Game::new_game(test::catalog(), 7, c.value(), false, false);
  REQUIRE(without.ok());
  CHECK(without.value().log().all().front().text ==
        "Welcome to Deepglyph! You are a neutral male human Wizard. You stand on the stairs up "
        "(<).");
}

TEST_CASE("told to wait, the pet holds its ground and stays on the stairs; called, it follows",
          "[core][pet][allies]") {
  Game g = test::game_on(kHall);
  g.mutable_level().monsters.clear();
  const int turn = g.turn();
  g.apply(Command::of(Command::Kind::Order));
  CHECK(test::said(g, "There is no one here to give orders to."));
  CHECK(g.turn() == turn);

  const int pet = kitten(g, {2, 2});
  g.refresh_vision();
  g.apply(Command::of(Command::Kind::Order));
  CHECK(test::said(g, "You tell your kitten to wait here."));
  CHECK(g.turn() > turn);
  CHECK(g.level().monster_by_id(pet)->stays);
  // The hero walks off east: the kitten stays where it was told.
  for (int i = 0; i < 6; ++i) g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{7, 1});
  test::wait_turns(g, 5);
  CHECK(g.level().monster_by_id(pet)->pos == Vec{2, 2});

  // A monster that comes beside it is still fought (the rat then goes for the hero: the
  // kitten does not chase it).
  const int rat_id = test::put_monster(g, "sewer_rat", {3, 2}).id;
  auto fought = [&] {
    for (const Message& m : g.log().all())
      if (m.text == "The kitten misses the sewer rat." ||
          m.text == "The kitten bites the sewer rat." ||
          m.text == "The kitten kills the sewer rat.")
        return true;
    return false;
  };
  for (int i = 0; i < 20 && !fought(); ++i) test::wait_turns(g);
  CHECK(fought());
  test::wait_turns(g, 3);
  CHECK(g.level().monster_by_id(pet)->pos == Vec{2, 2});
  if (const Monster* r = g.level().monster_by_id(rat_id)) g.mutable_level().monsters.remove(r);

  // On the stairs beside it, it stays all the same, and the game says why.
  g.mutable_player().pos = {2, 1};
  g.refresh_vision();
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(the_pet(g) == nullptr);
  CHECK(test::said(g, "Your kitten stays behind on level 1, waiting as you told it."));
  REQUIRE(g.apply(Command::of(Command::Kind::Ascend)).took_turn);
  REQUIRE(the_pet(g) != nullptr);

  // Called, it follows again, and comes down the stairs.
  g.apply(Command::of(Command::Kind::Order));
  CHECK(test::said(g, "You call your kitten to follow you."));
  CHECK_FALSE(the_pet(g)->stays);
  REQUIRE(g.apply(Command::of(Command::Kind::Descend)).took_turn);
  CHECK(the_pet(g) != nullptr);
}

}  // namespace test_pet
