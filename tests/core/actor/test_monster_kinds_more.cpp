// The fifteen kinds of monster that brought the dungeon to 65 (issue 39), each asking
// something new of the player, played on hand-drawn maps: a floating eye and a brown mold hurt
// only whoever strikes them, cave spiders and soldiers come in numbers, an imp flees and heals,
// a hell hound pup breathes fire down a line, a will o' the wisp is unseen and confuses, an
// umber hulk's gaze confuses from afar, a vampire heals and drains levels, a black naga spits
// acid, a quantum mechanic flings the hero away, a giant leech heals on its bite, mimics pass
// for things until walked into, and a xorn walks through walls.
#include <catch2/catch.hpp>
#include <string>

#include "core/actor/mind.hpp"
#include "core/actor/threat.hpp"
#include "core/game.hpp"
#include "core/walk/walker.hpp"
#include "core/walk/walks.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/describe.hpp"

namespace test_monster_kinds_more {

using namespace dg;

namespace {

constexpr const char* kRoom =
    "###############\n"
    "#@............#\n"
    "#.............#\n"
    "#.............#\n"
    "###############\n";

// A hero who lives through the test: many hit points, and death passes by; nothing else
// wanders in.
Game sturdy_game(const char* map = kRoom) {
  Game g = test::game_on(map);
  g.mutable_player().hp = g.mutable_player().max_hp = 500;
  g.mutable_wizard().immortal = true;
  g.mutable_level().monsters.clear();
  g.set_wanderers(false);
  return g;
}

bool has(const Game& g, EffectKind kind) {
  for (const Effect& e : g.hero().effects)
    if (e.kind == kind) return true;
  return false;
}

// The hero strikes east until `words` are said (the monster kept alive to be struck again).
bool strike_until(Game& g, int id, const std::string& words, int tries = 60) {
  for (int i = 0; i < tries && !test::said(g, words); ++i) {
    if (Monster* m = g.mutable_level().monster_by_id(id)) m->hp = m->max_hp = 200;
    g.mutable_player().effects.clear();  // free to strike again
    g.apply(Command::move(Dir::E));
  }
  return test::said(g, words);
}

int pack_size(const char* id) {
  Game g = sturdy_game();
  Rng rng(7);
  const int breed = g.catalog().find_breed(id);
  return static_cast<int>(
      spawn_group(g.catalog(), g.mutable_level(), rng, breed, 3, {8, 2}, g.hero().pos).size());
}

}  // namespace

TEST_CASE("a floating eye never attacks, and its gaze freezes whoever strikes it",
          "[core][monsters]") {
  Game g = sturdy_game();
  const int eye = test::put_monster(g, "floating_eye", {2, 1}).id;
  g.refresh_vision();
  test::wait_turns(g, 30);
  CHECK(g.hero().hp == 500);            // beside it all that time, and never touched
  CHECK(nearest_threat(g) == nullptr);  // so no walk or rest stops for it
  CHECK(strike_until(g, eye, "The floating eye's gaze freezes you!"));
}

TEST_CASE("a brown mold never attacks, and its cold bites whoever strikes it", "[core][monsters]") {
  Game g = sturdy_game();
  const int mold = test::put_monster(g, "brown_mold", {2, 1}).id;
  g.refresh_vision();
  test::wait_turns(g, 30);
  CHECK(g.hero().hp == 500);
  CHECK(strike_until(g, mold, "You are chilled by the brown mold!", 5));
  CHECK(g.hero().hp < 500);
}

TEST_CASE("cave spiders come in a swarm, soldiers in a squad", "[core][monsters]") {
  CHECK(pack_size("cave_spider") >= 4);
  CHECK(pack_size("soldier") >= 2);
  CHECK(pack_size("imp") == 1);
}

TEST_CASE("a hurt imp flees, and heals as it goes", "[core][monsters]") {
  Game g = sturdy_game();
  Monster& imp = test::put_monster(g, "imp", {3, 2});
  const int id = imp.id;
  imp.hp = 1;
  g.refresh_vision();
  test::wait_turns(g, 1);
  CHECK(g.level().monster_by_id(id)->mind == Mind::Fleeing);
  test::wait_turns(g, 5);
  CHECK(g.level().monster_by_id(id)->hp > 1);
}

TEST_CASE("a hell hound pup breathes fire down a line", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "hell_hound_pup", {7, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "The hell hound pup breathes fire!", 80));
  CHECK(test::said(g, "The flames burn you!"));
}

TEST_CASE("a will o' the wisp is unseen, and its touch confuses", "[core][monsters]") {
  Game g = sturdy_game();
  const Monster& wisp = test::put_monster(g, "will_o_the_wisp", {2, 1});
  g.refresh_vision();
  CHECK(g.sight().visible_monster(wisp.pos) == nullptr);
  for (int i = 0; i < 100 && !has(g, EffectKind::Confusion); ++i) test::wait_turns(g);
  CHECK(has(g, EffectKind::Confusion));
}

TEST_CASE("an umber hulk's gaze confuses from afar", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "umber_hulk", {7, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "The umber hulk gazes at you!", 80));
  CHECK(test::said(g, "Huh, what?  Where am I?"));
}

TEST_CASE("a vampire heals as it fights, and its bite drains a level", "[core][monsters]") {
  Game g = sturdy_game();
  g.mutable_player().level = 5;
  g.mutable_player().experience = 200;
  Monster& v = test::put_monster(g, "vampire", {2, 1});
  const int id = v.id;
  v.hp = 1;
  g.refresh_vision();
  test::wait_turns(g, 3);
  CHECK(g.level().monster_by_id(id)->hp > 1);
  CHECK(test::waits_for(g, "Goodbye level 5.", 300));
}

TEST_CASE("a black naga spits acid from afar, and the acid eats armour", "[core][monsters]") {
  Game g = sturdy_game();
  const char armour = g.hero().worn[static_cast<std::size_t>(ArmourSlot::Body)];
  REQUIRE(armour != 0);
  test::put_monster(g, "black_naga", {7, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "The black naga spits acid!", 80));
  CHECK(test::said(g, "The acid burns you!"));
  for (int i = 0; i < 200 && g.hero().slot(armour)->item.erosion == 0; ++i) test::wait_turns(g);
  CHECK(g.hero().slot(armour)->item.erosion > 0);
}

TEST_CASE("a quantum mechanic's claws fling the hero elsewhere", "[core][monsters]") {
  Game g = sturdy_game();
  test::put_monster(g, "quantum_mechanic", {2, 1});
  g.refresh_vision();
  CHECK(test::waits_for(g, "Your position suddenly seems very uncertain!", 120));
}

TEST_CASE("a giant leech heals on its bite", "[core][monsters]") {
  Game g = sturdy_game();
  Monster& leech = test::put_monster(g, "giant_leech", {2, 1});
  const int id = leech.id;
  leech.hp = 1;
  g.refresh_vision();
  CHECK(test::waits_for(g, "The giant leech swells as it drinks.", 80));
  CHECK(g.level().monster_by_id(id)->hp > 1);
}

TEST_CASE("a mimic passes for a thing until the hero walks into it", "[core][monsters][mimic]") {
  Game g = sturdy_game();
  const Monster& put = test::put_monster(g, "small_mimic", {3, 1}, Mind::Asleep);
  const int id = put.id;
  const int healing = g.catalog().find_item("healing");
  g.mutable_knowledge().learn(healing);
  g.refresh_vision();
  // Seen, it is a potion on the floor: no monster there for the eye, the map or look.
  CHECK(g.sight().visible_monster({3, 1}) == nullptr);
  CHECK_FALSE(g.sight().perceives(*g.level().monster_by_id(id)));
  const CellView seen = view_cell(g, {3, 1});
  CHECK(seen.kind == CellView::Kind::Item);
  CHECK(seen.item.kind == healing);
  CHECK(describe_cell(g, {3, 1}).find("potion of healing") != std::string::npos);
  CHECK(g.level().memory[{3, 1}].item == healing);  // remembered as the thing
  // It lies still, whatever passes.
  test::wait_turns(g, 20);
  CHECK(g.level().monster_by_id(id)->pos == Vec{3, 1});
  CHECK(g.hero().hp == 500);
  // The hero reaches for it: found out, and it fights.
  g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{2, 1});
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "Wait! What looked like a potion of healing is a small mimic!"));
  CHECK(g.hero().pos == Vec{2, 1});
  CHECK(g.sight().visible_monster({3, 1}) == g.level().monster_by_id(id));
  CHECK(view_cell(g, {3, 1}).kind == CellView::Kind::Monster);
  for (int i = 0; i < 40 && g.hero().hp == 500; ++i) test::wait_turns(g);
  CHECK(g.hero().hp < 500);

  // Hurt from afar, a mimic is found out too.
  Game h = sturdy_game();
  Monster& giant = test::put_monster(h, "giant_mimic", {6, 1}, Mind::Asleep);
  h.refresh_vision();
  CHECK(view_cell(h, {6, 1}).item.kind == h.catalog().find_item("two_handed_sword"));
  h.damage(giant, 1, {.by = kHero, .hero_earns = true});
  CHECK(test::said(h, "Wait! What looked like a two-handed sword is a giant mimic!"));
  CHECK(h.sight().visible_monster({6, 1}) != nullptr);
}

TEST_CASE("explore goes for what a mimic passes for, and finds it out", "[core][monsters][mimic]") {
  Game g = sturdy_game();
  const int id = test::put_monster(g, "small_mimic", {10, 3}, Mind::Asleep).id;
  g.mutable_knowledge().learn(g.catalog().find_item("healing"));
  g.refresh_vision();
  Walker walker;
  walker.start(explore_walk(true));
  for (int i = 0; i < 60 && walker.active(); ++i) {
    const WalkStep step = walker.next(g);
    if (!step.command) break;
    const int hp = g.hero().hp;
    walker.applied(g.apply(*step.command), hp, g);
  }
  CHECK(test::said(g, "Wait! What looked like a potion of healing is a small mimic!"));
  CHECK(chebyshev(g.hero().pos, Vec{10, 3}) == 1);
  CHECK_FALSE(g.level().monster_by_id(id)->disguised);
  CHECK_FALSE(walker.active());  // a monster beside the hero ends the walk
}

TEST_CASE("a set piece's monsters are never mimics nor ones that never attack",
          "[core][monsters][mimic]") {
  const Catalog& cat = test::catalog();
  Rng rng(3);
  for (int i = 0; i < 500; ++i) {
    const Breed& b = cat.breed(pick_fighter(cat, rng, 1 + i % 12));
    CHECK(b.disguise < 0);
    CHECK_FALSE(b.attacks.empty());
  }
}

TEST_CASE("a xorn walks through walls to the hero", "[core][monsters][xorn]") {
  // Two rooms with rock between: no door, no corridor.
  Game g = sturdy_game(
      "####################\n"
      "#@..####  ####....##\n"
      "#...####  ####....##\n"
      "####################\n");
  const int id = test::put_monster(g, "xorn", {16, 1}).id;
  g.refresh_vision();
  bool in_stone = false;
  for (int i = 0; i < 80 && chebyshev(g.level().monster_by_id(id)->pos, g.hero().pos) > 1; ++i) {
    test::wait_turns(g);
    const Vec at = g.level().monster_by_id(id)->pos;
    in_stone = in_stone || !g.catalog().tile(g.level().at(at)).walkable;
  }
  CHECK(in_stone);
  CHECK(chebyshev(g.level().monster_by_id(id)->pos, g.hero().pos) == 1);
  for (int i = 0; i < 20 && g.hero().hp == 500; ++i) test::wait_turns(g);
  CHECK(g.hero().hp < 500);
  // It never leaves the level's rim.
  const Vec at = g.level().monster_by_id(id)->pos;
  CHECK(at.x > 0);
  CHECK(at.y > 0);
  CHECK(at.y < g.level().height() - 1);
}

TEST_CASE("look tells what makes each of the fifteen dangerous", "[core][monsters][look]") {
  const std::pair<const char*, const char*> kinds[] = {
      {"floating_eye", "freezes whoever strikes it"},
      {"cave_spider", "swarms that surround you"},
      {"imp", "heals as fast as you hurt it"},
      {"brown_mold", "bites whoever strikes it"},
      {"hell_hound_pup", "breathes flame along a line"},
      {"umber_hulk", "gaze confuses"},
      {"vampire", "drains an experience level"},
      {"soldier", "marches in a squad"},
      {"black_naga", "spits acid"},
      {"quantum_mechanic", "fling you to a random place"},
      {"giant_leech", "heals it"},
      {"xorn", "walks through walls"},
  };
  for (const auto& [id, words] : kinds) {
    Game g = sturdy_game();
    const Monster& m = test::put_monster(g, id, {3, 2});
    g.refresh_vision();
    const std::string text = test::look_text(g, m);
    INFO(id << ": " << text);
    CHECK(text.find(words) != std::string::npos);
  }
  // The unseen and the disguised are told of once the hero knows them.
  Game g = sturdy_game();
  Monster& wisp = test::put_monster(g, "will_o_the_wisp", {3, 2});
  CHECK(test::look_text(g, wisp).find("touch confuses") != std::string::npos);
  Monster& mimic = test::put_monster(g, "small_mimic", {5, 2});
  mind::unmask(g, mimic);
  CHECK(test::look_text(g, mimic).find("passes for a thing") != std::string::npos);
}

}  // namespace test_monster_kinds_more
