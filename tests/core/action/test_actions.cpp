// Actions: what an actor does with its turn. A step that meets a monster becomes an attack,
// one that meets a closed door becomes its opening, and the hero and monsters go through the
// same actions.
#include <catch2/catch.hpp>
#include <memory>

#include "core/action/attack.hpp"
#include "core/action/door.hpp"
#include "core/action/pack.hpp"
#include "core/action/search.hpp"
#include "core/action/stairs.hpp"
#include "core/action/walk.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_actions {

using namespace dg;

namespace {

// Whether the events so far hold a hit or a miss by `actor` on `target`.
bool fought(const Game& g, int actor, int target) {
  for (const Event& e : g.events())
    if ((e.kind == EventKind::Hit || e.kind == EventKind::Miss) && e.actor == actor &&
        e.target == target)
      return true;
  return false;
}

bool opened(const Game& g, int actor, Vec at) {
  for (const Event& e : g.events())
    if (e.kind == EventKind::DoorOpened && e.actor == actor && e.at == at) return true;
  return false;
}

// An action that hands over to another `left` more times, counting how often it ran.
class Relay : public Action {
 public:
  Relay(int left, int& runs) : left_(left), runs_(runs) {}

 protected:
  ActionResult on_perform(Game&, Actor&) override {
    ++runs_;
    if (left_ == 0) return ActionResult::success();
    return ActionResult::instead(std::make_unique<Relay>(left_ - 1, runs_));
  }

 private:
  int left_;
  int& runs_;
};

}  // namespace

TEST_CASE("an action's alternative is carried out instead, and a chain of them ends",
          "[core][action]") {
  Game g = test::game_on("#####\n#@..#\n#####\n");
  int runs = 0;
  ActionResult r = Relay(2, runs).perform(g, g.mutable_player());
  CHECK(runs == 3);  // the action and its two alternatives
  CHECK(r.succeeded);
  CHECK_FALSE(r.alternative);
  runs = 0;
  r = Relay(1000, runs).perform(g, g.mutable_player());
  CHECK(runs == 9);  // cut short: the first and 8 alternatives
  CHECK_FALSE(r.succeeded);
  CHECK_FALSE(r.alternative);
}

TEST_CASE("the hero's step into a monster attacks it, into a closed door opens it",
          "[core][action]") {
  Game g = test::game_on(
      "#######\n"
      "#@....#\n"
      "#.....#\n"
      "##+####\n");
  Monster& jackal = test::put_monster(g, "jackal", {2, 1});
  const int id = jackal.id;
  const ActionResult hit = WalkAction(Dir::E).perform(g, g.mutable_player());
  CHECK(hit.succeeded);
  CHECK(fought(g, kHero, id));
  CHECK(g.hero().pos == Vec{1, 1});  // it stood its ground: no step was taken
  const ActionResult wall = WalkAction(Dir::N).perform(g, g.mutable_player());
  CHECK_FALSE(wall.succeeded);  // a wall: no alternative, and no time spent
  CHECK(g.log().latest().back().text == "There is a wall in the way.");
  g.mutable_player().pos = {2, 2};
  if (Monster* m = g.mutable_level().monster_by_id(id)) m->pos = {5, 1};  // out of the way
  const ActionResult opens = WalkAction(Dir::S).perform(g, g.mutable_player());
  CHECK(opens.succeeded);
  CHECK(g.level().at({2, 3}) == Tile::DoorOpen);
  CHECK(opened(g, kHero, {2, 3}));
  CHECK(g.hero().pos == Vec{2, 2});  // opening was the turn
}

TEST_CASE("a monster steps through the same action: a goblin opens a door, a jackal cannot",
          "[core][action]") {
  Game g = test::game_on(
      "#########\n"
      "#@......#\n"
      "####+####\n"
      "#.......#\n"
      "#########\n");
  Monster& goblin = test::put_monster(g, "goblin", {4, 3});
  const int goblin_id = goblin.id;
  CHECK(WalkAction(Dir::N).perform(g, goblin).succeeded);
  CHECK(g.level().at({4, 2}) == Tile::DoorOpen);
  CHECK(opened(g, goblin_id, {4, 2}));
  g.mutable_level().tiles[{4, 2}] = Tile::DoorClosed;
  Monster& jackal = test::put_monster(g, "jackal", {5, 3});
  CHECK_FALSE(WalkAction(Dir::NW).perform(g, jackal).succeeded);  // a beast: no doors
  CHECK(g.level().at({4, 2}) == Tile::DoorClosed);
  // A plain step moves it.
  CHECK(WalkAction(Dir::E).perform(g, jackal).succeeded);
  CHECK(jackal.pos == Vec{6, 3});
}

TEST_CASE("one attack action: the hero on a monster, a monster on the hero and on a monster",
          "[core][action]") {
  Game g = test::game_on("#######\n#@....#\n#.....#\n#######\n");
  g.mutable_player().max_hp = g.mutable_player().hp = 1000;
  // Each spawn may move the others (they live in a vector): keep ids, not references.
  const int cobra_id = test::put_monster(g, "cobra", {2, 1}).id;
  const int jackal_id = test::put_monster(g, "jackal", {3, 1}).id;
  for (Monster& m : g.mutable_level().monsters) m.max_hp = m.hp = 1000;
  for (int i = 0; i < 5; ++i) {
    CHECK(AttackAction(*g.mutable_level().monster_by_id(cobra_id))
              .perform(g, g.mutable_player())
              .succeeded);
    CHECK(AttackAction(g.mutable_player())
              .perform(g, *g.mutable_level().monster_by_id(cobra_id))
              .succeeded);
    CHECK(AttackAction(*g.mutable_level().monster_by_id(jackal_id))
              .perform(g, *g.mutable_level().monster_by_id(cobra_id))
              .succeeded);
  }
  CHECK(fought(g, kHero, cobra_id));
  CHECK(fought(g, cobra_id, kHero));
  CHECK(fought(g, cobra_id, jackal_id));
}

TEST_CASE("the hero's other commands are actions too, refused with a reason and no time",
          "[core][action]") {
  Game g = test::game_on("#####\n#@.>#\n#####\n");
  Player& hero = g.mutable_player();
  const ActionResult none = DropAction('z').perform(g, hero);
  CHECK_FALSE(none.succeeded);
  CHECK(g.log().latest().back().text == "You don't have that object.");
  CHECK_FALSE(StairsAction(false, false).perform(g, hero).succeeded);
  CHECK(g.log().latest().back().text == "You can't go down here.");
  const ActionResult up = StairsAction(true, false).perform(g, hero);
  CHECK_FALSE(up.succeeded);
  CHECK(g.log().latest().back().text == "You can't go up here.");
  CHECK(RestAction().perform(g, hero).succeeded);
  // The caveman wields his club (a) and wears leather armour (b).
  CHECK_FALSE(WieldAction('a').perform(g, hero).succeeded);
  CHECK(g.log().latest().back().text == "You are already wielding that!");
  CHECK(TakeOffAction(0).perform(g, hero).succeeded);  // the only piece worn
  CHECK_FALSE(hero.wears('b'));
  CHECK(WearAction('b').perform(g, hero).succeeded);
  CHECK(hero.worn_in(ArmourSlot::Body) == 'b');
  // Monsters do not use the hero's things.
  Monster& jackal = test::put_monster(g, "jackal", {2, 1});
  CHECK_FALSE(DropAction('a').perform(g, jackal).succeeded);
}

TEST_CASE("one scheduler: monsters take their slot of the tick, then the hero's conditions tick",
          "[core][action][scheduler]") {
  // A jackal next to the hero, and the hero's Might about to wear off. After the hero waits,
  // the jackal's slot comes first (it bites or misses), then the next tick begins with the
  // hero's slot, where its conditions tick (Might ends). Before the one scheduler, the hero's
  // conditions ticked first.
  Game g = test::game_on("######\n#@...#\n######\n");
  g.mutable_player().max_hp = g.mutable_player().hp = 1000;
  test::put_monster(g, "jackal", {2, 1});
  g.mutable_player().effects.push_back({EffectKind::Might, 1});
  g.apply(Command::wait());
  int bite = -1, weaker = -1;
  const auto& said = g.log().latest();
  for (std::size_t i = 0; i < said.size(); ++i) {
    if (said[i].text.rfind("The jackal", 0) == 0 && bite < 0) bite = static_cast<int>(i);
    if (said[i].text == "You feel less strong.") weaker = static_cast<int>(i);
  }
  INFO("bite " << bite << ", weaker " << weaker);
  REQUIRE(bite >= 0);
  REQUIRE(weaker >= 0);
  CHECK(bite < weaker);
}

}  // namespace test_actions
