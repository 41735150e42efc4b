// Where something unseen fights the hero, the map marks it (NetHack's `I`): a stalker's claws
// from an empty-looking cell leave the mark there, walking into the mark strikes what is
// there, and a mark whose monster has gone is struck as thin air and wiped.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/play/cell_view.hpp"
#include "ui/play/describe.hpp"

namespace test_unseen_marks {

using namespace dg;

namespace {

constexpr const char* kRoom =
    "#########\n"
    "#@......#\n"
    "#.......#\n"
    "#########\n";

Game quiet_game() {
  Game g = test::game_on(kRoom);
  g.mutable_player().hp = g.mutable_player().max_hp = 500;
  g.mutable_wizard().immortal = true;
  g.mutable_level().monsters.clear();
  g.set_wanderers(false);
  return g;
}

}  // namespace

TEST_CASE("an unseen monster that strikes the hero leaves a mark where it stood",
          "[core][unseen]") {
  Game g = quiet_game();
  test::put_monster(g, "stalker", {2, 1});
  g.refresh_vision();
  REQUIRE(g.sight().visible_monster({2, 1}) == nullptr);
  CHECK(view_cell(g, {2, 1}).kind == CellView::Kind::Tile);  // nothing shows before it acts
  REQUIRE(test::waits_for(g, "It claws you.", 60));
  const Vec at = g.level().monsters.front().pos;
  CHECK(g.level().memory[at].unseen);
  CHECK(view_cell(g, at).kind == CellView::Kind::Unseen);
  CHECK(describe_cell(g, at) == "something unseen (remembered): walk into it to strike");
}

TEST_CASE("walking into the mark strikes the unseen monster there", "[core][unseen]") {
  Game g = quiet_game();
  Monster& s = test::put_monster(g, "stalker", {2, 1}, Mind::Asleep);
  const int id = s.id;
  s.hp = s.max_hp = 300;
  g.mutable_level().memory[{2, 1}].unseen = true;
  g.refresh_vision();
  for (int i = 0; i < 20; ++i) g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{1, 1});  // the hero stood and fought: it never walked through
  CHECK(g.level().monster_by_id(id)->hp < 300);
}

TEST_CASE("a mark whose monster has gone is thin air, and walking into it wipes it",
          "[core][unseen]") {
  Game g = quiet_game();
  g.mutable_level().memory[{2, 1}].unseen = true;
  g.refresh_vision();
  CHECK(view_cell(g, {2, 1}).kind == CellView::Kind::Unseen);  // in sight, the mark stays
  const int turn = g.turn();
  g.apply(Command::move(Dir::E));
  CHECK(test::said(g, "You attack thin air."));
  CHECK(g.hero().pos == Vec{1, 1});
  CHECK(g.turn() > turn);  // the swing took the turn
  CHECK_FALSE(g.level().memory[{2, 1}].unseen);
  g.apply(Command::move(Dir::E));
  CHECK(g.hero().pos == Vec{2, 1});
}

TEST_CASE("a monster seen where the mark was takes its place", "[core][unseen]") {
  Game g = quiet_game();
  g.mutable_level().memory[{3, 1}].unseen = true;
  test::put_monster(g, "jackal", {3, 1}, Mind::Asleep);
  g.refresh_vision();
  CHECK(view_cell(g, {3, 1}).kind == CellView::Kind::Monster);
  CHECK_FALSE(g.level().memory[{3, 1}].unseen);
}

}  // namespace test_unseen_marks
