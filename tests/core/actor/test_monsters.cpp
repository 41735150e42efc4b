// Monsters: combat maths, the energy scheduler, AI (hunting, fleeing, doors, noise), and a
// thousand seeded games played by a scripted hero that must never break the world's rules.
#include <catch2/catch.hpp>
#include <string>

#include "core/action/attack.hpp"
#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_monsters {

using namespace dg;

namespace {}  // namespace

TEST_CASE("to-hit numbers follow level, dexterity, weapon and armour", "[core][combat]") {
  CHECK(hero_to_hit(1, 14, 0, 7) == 12);
  CHECK(hero_to_hit(3, 18, 2, 2) == 4 + 3 + 4 + 2 + 2);
  CHECK(hero_to_hit(1, 5, 0, 7) == 10);  // clumsy: -2
  CHECK(monster_to_hit(2, 7) == 19);
  Rng rng(3);
  int hits = 0;
  for (int i = 0; i < 20000; ++i) hits += roll_hit(rng, 12);
  CHECK(hits > 10600);  // 11 of 20 faces: 55%
  CHECK(hits < 11400);
}

TEST_CASE("damage bonuses, armour absorption and experience levels", "[core][combat]") {
  CHECK(strength_damage_bonus(3) == -1);
  CHECK(strength_damage_bonus(16) == 1);
  CHECK(strength_damage_bonus(18) == 2);
  CHECK(strength_damage_bonus(19) == 6);  // NetHack: 18/** and above
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    CHECK(absorb(rng, 5, 10) == 5);   // no armour, nothing absorbed
    const int a = absorb(rng, 5, 1);  // AC 1 absorbs 0..3
    CHECK(a >= 2);
    CHECK(a <= 5);
    CHECK(absorb(rng, 1, -5) == 1);  // never below 1
  }
  CHECK(experience_for_level(1) == 0);
  CHECK(experience_for_level(2) == 20);
  CHECK(experience_for_level(3) == 40);
  CHECK(experience_for_level(11) == 10000);
  CHECK(with_article("acid blob") == "an acid blob");
  CHECK(with_article("jackal") == "a jackal");
  CHECK(with_article("uranium wand") == "a uranium wand");  // before: "an uranium wand"
  CHECK(with_article("unicorn") == "a unicorn");
  CHECK(with_article("unidentified scroll") == "an unidentified scroll");
  CHECK(with_article("eucalyptus leaf") == "a eucalyptus leaf");
}

TEST_CASE("bumping a monster attacks it; killing it gives experience and its gold",
          "[core][combat]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "jackal", {2, 1});
  m.gold = 17;
  const int id = m.id;
  int swings = 0;
  while (g.mutable_level().monster_by_id(id) && swings < 60) {
    g.mutable_player().hp = g.hero().max_hp;  // this test is about the hero's blows
    g.apply(Command::move(Dir::E));
    ++swings;
  }
  REQUIRE_FALSE(g.mutable_level().monster_by_id(id));
  CHECK(test::said(g, "You kill the jackal!"));
  CHECK(g.hero().kills == 1);
  CHECK(g.hero().experience > 0);
  REQUIRE(g.level().gold.size() == 1);
  CHECK(g.level().gold[0].amount == 17);
  CHECK(g.hero().pos == Vec{1, 1});  // attacking never moved the hero
}

TEST_CASE("monster attacks read naturally and can kill", "[core][combat]") {
  Game g = test::game_on("#####\n#@..#\n#####\n");
  test::put_monster(g, "hill_orc", {2, 1});
  g.mutable_player().hp = 3;
  for (int i = 0; i < 40 && !g.run().over; ++i) g.apply(Command::wait());
  REQUIRE(g.run().over);
  CHECK(test::said(g, "The hill orc swings and hits you."));
  CHECK(g.run().death_cause == "killed by a hill orc");
}

TEST_CASE("speed: fast monsters act twice a turn, slow ones every other turn", "[core][turns]") {
  // A long lit corridor; three hunters start far away and walk toward the hero.
  Game h = test::game_on(
      "##############################\n#@...........................#\n"
      "#............................#\n#............................#\n"
      "##############################\n");
  // (ids, not references: each spawn may move the monster list)
  const int ids[3] = {test::put_monster(h, "giant_bat", {28, 1}).id,  // speed 22
                      test::put_monster(h, "jackal", {28, 2}).id,     // speed 12
                      test::put_monster(h, "newt", {28, 3}).id};      // speed 6
  for (int i = 0; i < 4; ++i) h.apply(Command::wait());
  auto x_of = [&](int id) { return h.mutable_level().monster_by_id(id)->pos.x; };
  CHECK(x_of(ids[0]) == 28 - 7);  // 22 energy a tick: 7 actions in 4 ticks
  CHECK(x_of(ids[1]) == 28 - 4);
  CHECK(x_of(ids[2]) == 28 - 2);
}

TEST_CASE("hunters path around walls and through doors they can open", "[core][ai]") {
  const char* map =
      "###########\n"
      "#@........#\n"
      "#######+###\n"
      "#.........#\n"
      "###########\n";
  SECTION("a door-opener comes through") {
    Game g = test::game_on(map);
    Monster& m = test::put_monster(g, "hill_orc", {1, 3});
    const int id = m.id;
    for (int i = 0; i < 40 && !test::said(g, "The hill orc misses you.") &&
                    !test::said(g, "The hill orc swings and hits you.");
         ++i) {
      g.mutable_player().hp = g.hero().max_hp;
      g.apply(Command::wait());
    }
    const Monster* orc = g.mutable_level().monster_by_id(id);
    REQUIRE(orc);
    CHECK(std::abs(orc->pos.x - 1) <= 1);
    CHECK(orc->pos.y == 1);
    CHECK(g.level().at({7, 2}) == Tile::DoorOpen);
  }
  SECTION("a beast cannot open the door and stays out") {
    Game g = test::game_on(map);
    Monster& m = test::put_monster(g, "jackal", {1, 3});
    const int id = m.id;
    for (int i = 0; i < 30; ++i) g.apply(Command::wait());
    CHECK(g.mutable_level().monster_by_id(id)->pos.y == 3);
    CHECK(g.level().at({7, 2}) == Tile::DoorClosed);
  }
}

TEST_CASE("a badly hurt monster flees", "[core][ai]") {
  Game g = test::game_on("############\n#@.........#\n############\n");
  Monster& m = test::put_monster(g, "jackal", {3, 1});  // flees below 25%
  m.max_hp = 20;
  m.hp = 2;
  const int id = m.id;
  g.apply(Command::wait());
  g.apply(Command::wait());
  const Monster* j = g.mutable_level().monster_by_id(id);
  REQUIRE(j);
  CHECK(j->mind == Mind::Fleeing);
  CHECK(j->pos.x > 3);
}

TEST_CASE("sleepers wake to noise; wanderers start hunting when they see you", "[core][ai]") {
  Game g = test::game_on("###########\n#@...#....#\n#.........#\n###########\n");
  Monster& sleeper = test::put_monster(g, "jackal", {8, 1}, Mind::Asleep);
  const int id = sleeper.id;
  g.apply(Command::wait());
  g.mutable_level().tiles[{5, 1}] = Tile::DoorLocked;
  g.mutable_player().pos = {4, 1};
  g.apply(Command::move(Dir::E));  // finds the lock
  g.apply(Command::move(Dir::E));  // bashing the door is loud
  CHECK(g.mutable_level().monster_by_id(id)->mind != Mind::Asleep);
}

TEST_CASE("monsters appear by depth and grow stronger deeper", "[core][spawn]") {
  Rng rng(11);
  for (int i = 0; i < 500; ++i) {
    const int b1 = pick_breed(test::catalog(), rng, 1);
    REQUIRE(b1 >= 0);
    CHECK(test::catalog().breed(b1).min_depth <= 1);
    const int b12 = pick_breed(test::catalog(), rng, 12);
    REQUIRE(b12 >= 0);
    CHECK(test::catalog().breed(b12).max_depth >= 12);
  }
  Level lv = Level::filled(5, 5, Tile::Floor);
  const int rat = test::catalog().find_breed("sewer_rat");
  int shallow = 0, deep = 0;
  for (int i = 0; i < 200; ++i) {
    shallow += spawn_monster(test::catalog(), lv, rng, rat, 1, {1, 1}).max_hp;
    lv.monsters.clear();
    // Four levels below its first: a level more, and its hit points (1d8) with it.
    deep += spawn_monster(test::catalog(), lv, rng, rat, 5, {1, 1}).max_hp;
    lv.monsters.clear();
  }
  CHECK(deep > shallow + 200);
  CHECK(test::catalog().breeds.size() >= 25);
}

TEST_CASE("wizard immortality and summoning", "[core][wizard]") {
  auto made = Game::new_game(test::catalog(), 9, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  const std::size_t before = g.level().monsters.size();
  g.apply(Command::summon(test::catalog().find_breed("troll")));
  CHECK(g.level().monsters.size() == before + 1);
  CHECK(test::said(g, "You summon a troll."));
  g.apply(Command::of(Command::Kind::WizardImmortal));
  for (int i = 0; i < 200; ++i) g.apply(Command::wait());
  CHECK_FALSE(g.run().over);
}

TEST_CASE("a thousand seeded games never break the world's rules", "[core][sim][long]") {
  int deaths = 0, kills = 0, max_depth = 1;
  for (int seed = 1; seed <= 1000; ++seed) {
    auto made = Game::new_game(test::catalog(), static_cast<std::uint64_t>(seed));
    REQUIRE(made.ok());
    Game& g = made.value();
    Rng script(static_cast<std::uint64_t>(seed) * 7919);
    for (int step = 0; step < 150 && !g.run().over; ++step) {
      // A scripted hero: mostly walks (fighting whatever is in the way), sometimes searches,
      // always takes the stairs down when standing on them.
      Command c = Command::move(kAllDirs[static_cast<std::size_t>(script.below(8))]);
      if (g.level().at(g.hero().pos) == Tile::StairsDown)
        c = Command::of(Command::Kind::Descend);
      else if (script.one_in(10))
        c = Command::of(Command::Kind::Search);
      const Outcome out = g.apply(c);
      if (!out.confirm.empty() && script.coin()) g.apply(c.confirm());
      // Invariants after every command.
      const Level& lv = g.level();
      REQUIRE(test::catalog().tile(lv.at(g.hero().pos)).walkable);
      for (const Monster& m : lv.monsters) {
        INFO("seed " << seed << " step " << step << " " << g.catalog().breed_of(m).name << " at "
                     << m.pos.x << "," << m.pos.y);
        REQUIRE(lv.contains(m.pos));
        REQUIRE((test::catalog().tile(lv.at(m.pos)).walkable || lv.at(m.pos) == Tile::DoorOpen));
        REQUIRE(m.pos != g.hero().pos);
        REQUIRE(m.hp > 0);
        REQUIRE(m.hp <= m.max_hp);
        for (const Monster& o : lv.monsters) REQUIRE((o.id == m.id || o.pos != m.pos));
      }
      REQUIRE(g.hero().hp <= g.hero().max_hp);
      REQUIRE(g.hero().hp >= 0);
    }
    deaths += g.run().over;
    kills += g.hero().kills;
    for (const Monster& m : g.level().monsters) kills += m.tame ? m.kills : 0;  // the pet's too
    max_depth = std::max(max_depth, g.depth());
  }
  // Not vacuous: the scripted heroes (and their pets) fought, died and went down stairs.
  CHECK(kills > 100);
  CHECK(deaths > 10);
  CHECK(max_depth >= 2);
}

TEST_CASE("a monster drops what it carried when it dies", "[core][combat]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "kobold", {2, 1});
  m.items.push_back(Item{test::catalog().find_item("dagger"), 1, 0});
  m.hp = 1;
  const int id = m.id;
  for (int i = 0; i < 40 && g.mutable_level().monster_by_id(id); ++i) {
    g.mutable_player().hp = g.hero().max_hp;
    g.apply(Command::move(Dir::E));
  }
  REQUIRE_FALSE(g.mutable_level().monster_by_id(id));
  REQUIRE(g.level().items.size() == 1);
  CHECK(g.level().items[0].item.kind == test::catalog().find_item("dagger"));
}

TEST_CASE("one attack serves the hero, a monster on the hero, and a monster on a monster",
          "[core][combat]") {
  Game g = test::game_on("#######\n#@....#\n#.....#\n#######\n");
  g.mutable_player().max_hp = g.mutable_player().hp = 1000;
  Monster& cobra = test::put_monster(g, "cobra", {3, 1});
  const int cobra_id = cobra.id;
  Monster& rat = test::put_monster(g, "jackal", {4, 1});
  rat.max_hp = rat.hp = 1000;  // lives through many bites
  const int rat_id = rat.id;
  // The cobra bites the jackal until its poison takes (40 % of hits).
  for (int i = 0; i < 200; ++i) {
    Monster* c = g.mutable_level().monster_by_id(cobra_id);
    Monster* r = g.mutable_level().monster_by_id(rat_id);
    REQUIRE(c);
    REQUIRE(r);
    if (r->has(Property::Poisoned)) break;
    melee_attack(g, *c, *r);
  }
  const Monster* r = g.level().monster_by_id(rat_id);
  REQUIRE(r);
  CHECK(r->hp < 1000);
  CHECK(r->has(Property::Poisoned));
  CHECK(test::said(g, "The cobra bites the jackal."));
  CHECK(r->goal == Vec{3, 1});  // it turns on the cobra
  CHECK(g.hero().hp == 1000);   // none of it touched the hero
  // The same attack on the hero, and the same poison (the hero has no resistance).
  for (int i = 0; i < 200 && !g.hero().has(Property::Poisoned); ++i)
    melee_attack(g, *g.mutable_level().monster_by_id(cobra_id), g.mutable_player());
  CHECK(g.hero().hp < 1000);
  CHECK(g.hero().has(Property::Poisoned));
  CHECK(test::said(g, "The cobra bites you."));
  // A monster's kill earns the hero nothing.
  Monster& weak = test::put_monster(g, "jackal", {2, 2});
  weak.hp = 1;
  const int weak_id = weak.id;
  const int xp = g.hero().experience, kills = g.hero().kills;
  for (int i = 0; i < 200 && g.level().monster_by_id(weak_id); ++i)
    melee_attack(g, *g.mutable_level().monster_by_id(cobra_id),
                 *g.mutable_level().monster_by_id(weak_id));
  CHECK_FALSE(g.level().monster_by_id(weak_id));
  CHECK(test::said(g, "The cobra kills the jackal!"));
  CHECK(g.hero().experience == xp);
  CHECK(g.hero().kills == kills);
}

TEST_CASE(
    "no stand-off lasts: a hunter that cannot act gives up, one at a doorway's corner "
    "steps in front",
    "[core][monsters][standoff]") {
  // Before: a shaman across acid and a nymph diagonal to a doorway hunted the hero for good,
  // never acting (issue 35, point 5).
  Game g = test::game_on(
      "##########\n"
      "#@.......#\n"
      "#...~~~..#\n"
      "#...~.~..#\n"
      "#...~~~..#\n"
      "##########\n");
  g.mutable_level().monsters.clear();
  Monster& ringed = test::put_monster(g, "jackal", {5, 3}, Mind::Hunting);
  const int id = ringed.id;
  g.refresh_vision();
  for (int i = 0; i < mind::kHuntIdleLimit + 3; ++i) test::wait_turns(g);
  CHECK(g.level().monster_by_id(id)->mind != Mind::Hunting);
  CHECK(g.level().monster_by_id(id)->pos == Vec{5, 3});  // it could not leave, but let go

  // The hero in a doorway; a jackal at the door's corner steps in front and bites (as it
  // did before: the hunters' way to the hero never steps diagonally through a doorway).
  // The hero in a doorway between two rooms.
  constexpr const char* kDoorway =
      "#######\n"
      "#.....#\n"
      "###@###\n"
      "#.....#\n"
      "#######\n";
  Game d = test::game_on(kDoorway);
  d.mutable_level().tiles[{3, 2}] = Tile::DoorOpen;
  d.mutable_level().monsters.clear();
  Monster& j = test::put_monster(d, "jackal", {2, 1}, Mind::Hunting);
  j.hp = j.max_hp = 100;
  const int jid = j.id;
  d.mutable_player().hp = d.mutable_player().max_hp = 500;
  d.refresh_vision();
  test::wait_turns(d);
  CHECK(d.level().monster_by_id(jid)->pos == Vec{3, 1});
  for (int i = 0; i < 10 && d.hero().hp == 500; ++i) test::wait_turns(d);
  CHECK(d.hero().hp < 500);

  // A kobold shaman (which keeps 3 away and casts along lines) at the same corner: before, it
  // stood there hunting for good. Now within a few turns it acts or gives up.
  Game k = test::game_on(kDoorway);
  k.mutable_level().tiles[{3, 2}] = Tile::DoorOpen;
  k.mutable_level().monsters.clear();
  const int sid = test::put_monster(k, "kobold_shaman", {2, 1}, Mind::Hunting).id;
  k.mutable_player().hp = k.mutable_player().max_hp = 500;
  k.refresh_vision();
  bool acted_or_gave_up = false;
  for (int i = 0; i < 3 * mind::kHuntIdleLimit && !acted_or_gave_up; ++i) {
    test::wait_turns(k);
    const Monster* s = k.level().monster_by_id(sid);
    acted_or_gave_up = !s || s->mind != Mind::Hunting || k.hero().hp < 500;
  }
  CHECK(acted_or_gave_up);
}

TEST_CASE("a dwarf carries its mattock or pick-axe and drops it where it dies",
          "[core][monsters][items]") {
  // Before: dwarves swung mattocks and never dropped one.
  const int mattock = test::catalog().find_item("dwarvish_mattock");
  const int pick = test::catalog().find_item("pick_axe");
  REQUIRE(mattock >= 0);
  REQUIRE(pick >= 0);
  Game g = test::game_on(
      "#######\n"
      "#@....#\n"
      "#######\n");
  Rng rng(99);
  int with_mattock = 0, with_pick = 0;
  for (int i = 0; i < 200; ++i) {
    Level lv = Level::filled(5, 5, Tile::Floor);
    const Monster& d =
        spawn_monster(test::catalog(), lv, rng, test::catalog().find_breed("dwarf"), 3, {2, 2});
    for (const Item& it : d.items) {
      with_mattock += it.kind == mattock;
      with_pick += it.kind == pick;
    }
  }
  // 60 % and 30 % of 200, give or take.
  CHECK(with_mattock > 95);
  CHECK(with_mattock < 145);
  CHECK(with_pick > 35);
  CHECK(with_pick < 85);
  // One killed drops it on its cell.
  Monster& dwarf = test::put_monster(g, "dwarf", {3, 1});
  dwarf.items.push_back(Item{mattock, 1, 0});
  CHECK(g.damage(dwarf, dwarf.hp, {.by = kHero, .hero_earns = true}));
  bool dropped = false;
  for (const FloorItem& f : g.level().items)
    dropped |= f.pos == Vec{3, 1} && f.item.kind == mattock;
  CHECK(dropped);
  CHECK(g.wording().item_name(Item{mattock, 1, 0}) == "a dwarvish mattock");
}

}  // namespace test_monsters
