// A shop through the keys (r38): what is picked up shows its price in the inventory, `$` pays,
// dropping a thing of the hero's asks before it is sold, and on a phone's 40 columns the
// question and the prices are whole.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/set_piece_fixtures.hpp"
#include "core/world/shop.hpp"
#include "core/world/stage.hpp"

namespace test_shop_screen {

using namespace dg;
using test::press;
using test::screen;

namespace {

App store_app() {
  Game g = test::hall_with("general_store", {4, 2});
  g.set_wanderers(false);
  g.mutable_player().attr[Attr::Ch] = 12;
  Level& lv = g.mutable_level();
  std::erase_if(lv.items, [](const FloorItem& f) { return f.pos == Vec{5, 3}; });
  Item healing = test::item("healing");
  healing.unpaid = true;
  lv.items.push_back({{5, 3}, healing});
  g.mutable_knowledge().learn(healing.kind);
  stage::put(g.mutable_player(), {5, 3});
  g.refresh_vision();
  return App(test::content(), std::move(g));
}

}  // namespace

TEST_CASE("in a shop: `,` takes a thing unpaid, `i` shows its price, `$` pays for it",
          "[ui][shop]") {
  App app = store_app();
  app.mutable_game().mutable_player().gold = 150;
  press(app, ",");
  CHECK(screen(app).find("potion of healing (unpaid, 100 gold)") != std::string::npos);
  press(app, "i");
  CHECK(screen(app).find("potion of healing (unpaid, 100 gold)") != std::string::npos);
  app.handle(Input::special(Key::Escape));
  press(app, "$");
  CHECK(screen(app).find("You buy a potion of healing for 100 gold.") != std::string::npos);
  CHECK(app.game().hero().gold == 50);
  CHECK(shop::debt(app.game()) == 0);
}

TEST_CASE(
    "in a shop, dropping a thing of the hero's asks first, and `y` sells it, on a phone "
    "too",
    "[ui][shop]") {
  for (const int cols : {80, 40}) {
    App app = store_app();
    app.set_size(cols, 24);
    const char sword = test::give(app.mutable_game(), "long_sword");
    app.mutable_game().mutable_knowledge().learn(test::item("long_sword").kind);
    const int gold = app.game().hero().gold;
    app.handle(Input::special(Key::Escape));  // the welcome, paged on a phone
    press(app, std::string("d") + sword);
    const std::string asked = screen(app, cols);
    INFO(asked);
    CHECK(asked.find("Sell a long sword to the shopkeeper for") != std::string::npos);
    CHECK(asked.find("7 gold? [yn]") != std::string::npos);  // whole, wrapped on a phone
    CHECK(app.game().hero().gold == gold);
    press(app, "y");
    CHECK(app.game().hero().gold == gold + 7);
    CHECK(screen(app, cols).find("You sell a long sword for 7 gold.") != std::string::npos);
  }
}

}  // namespace test_shop_screen
