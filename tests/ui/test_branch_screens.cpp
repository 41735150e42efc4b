// The side branches on the screens (r39): the status line says which branch and level the hero
// is on, and a trophy taken is listed in the morgue record and on the daily card, with what it
// added to the score.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/world/stage.hpp"
#include "ui/play/status_lines.hpp"
#include "ui/screens/daily_card.hpp"
#include "ui/screens/morgue.hpp"

namespace test_branch_screens {

using namespace dg;

TEST_CASE("the Lair's end on the status line, and its trophy in the morgue and the daily card",
          "[ui][branches]") {
  auto made = Game::new_game(test::catalog(), 20261204, test::caveman(), true, false);
  REQUIRE(made.ok());
  Game g = std::move(made.value());
  g.mutable_wizard().immortal = true;
  const BranchPlace* lair = nullptr;
  for (const BranchPlace& b : g.dungeon().branches)
    if (g.catalog().branches[static_cast<std::size_t>(b.branch)].id == "lair") lair = &b;
  REQUIRE(lair);
  const int end = lair->first + lair->levels - 1;
  g.apply(Command::jump(end));
  CHECK(status_line(g).starts_with("Dlvl:Lair:" + std::to_string(lair->levels) + " "));
  const FloorItem* trophy = nullptr;
  for (const FloorItem& f : g.level().items)
    if (g.catalog().kind_of(f.item).trophy > 0) trophy = &f;
  REQUIRE(trophy);
  stage::put(g.mutable_player(), trophy->pos);
  g.mutable_level().monsters.clear();
  g.apply(Command::pick_up(0));
  CHECK(g.log().all().back().text == "A trophy! It adds 1500 to your score.");
  g.finish(Ending::Escaped);
  const std::string morgue = morgue_text(test::content(), g);
  CHECK(morgue.find("level " + std::to_string(lair->levels) + " of the Lair") != std::string::npos);
  CHECK(morgue.find("Trophies: wyrm's heartstone (+1500).") != std::string::npos);
  const auto card = daily_card(g);
  REQUIRE(card);
  CHECK(card->find("trophies: wyrm's heartstone (+1500)\n") != std::string::npos);
}

}  // namespace test_branch_screens
