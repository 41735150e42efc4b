// What a role starts with, as NetHack's kits: enchanted pieces (a Tourist's +2 darts, a
// Valkyrie's +3 shield), and a thrown weapon's enchantment counting as a wielded one's.
#include <algorithm>
#include <catch2/catch.hpp>
#include <tuple>
#include <utility>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_kits {

using namespace dg;

TEST_CASE("a Tourist's darts are +2 and a Valkyrie's shield +3, as NetHack's kits",
          "[core][character]") {
  for (const auto& [who, id, plus] : {std::tuple{"tourist-human-female-neutral", "dart", 2},
                                      std::tuple{"valkyrie-human-female-lawful", "small_shield", 3},
                                      std::tuple{"samurai-human-male-lawful", "katana", 0}}) {
    auto c = test::catalog().characters.parse(who);
    REQUIRE(c.ok());
    auto made = Game::new_game(test::catalog(), 5, c.value());
    REQUIRE(made.ok());
    bool found = false;
    for (const InvSlot& s : made.value().hero().inventory)
      if (made.value().catalog().kind_of(s.item).id == id) {
        found = true;
        CHECK(s.item.enchant == plus);
      }
    INFO(who);
    CHECK(found);
  }
}

TEST_CASE("a thrown +2 dart hits for two more than a +0 one", "[core][items]") {
  // 1d3 and the caveman's strength bonus: a +0 dart's hits are 1-3 more than that bonus, a
  // +2 dart's 3-5 more. Many throws at a jackal that cannot die: the least and most seen.
  const auto range_of = [](int enchant) {
    Game g = test::game_on("#########\n#@......#\n#########\n");
    const int id = test::put_monster(g, "jackal", {3, 1}, Mind::Asleep).id;
    int least = 1000, most = 0;
    for (int i = 0; i < 200; ++i) {
      Monster* j = g.mutable_level().monster_by_id(id);
      REQUIRE(j);
      j->hp = j->max_hp = 1000;
      j->mind = Mind::Asleep;
      j->pos = {3, 1};
      const char dart = test::give(g, "dart");
      g.mutable_player().slot(dart)->item.enchant = enchant;
      g.apply(Command::use_item(Use::Throw, dart, Dir::E));
      for (const Event& e : g.events())
        if (e.kind == EventKind::Hit && e.actor == kHero && e.target == id)
          least = std::min(least, e.amount), most = std::max(most, e.amount);
      g.mutable_level().items.clear();  // the dart lies there: gone, the next one is fresh
    }
    return std::pair{least, most};
  };
  const auto [plain_least, plain_most] = range_of(0);
  const auto [plus_least, plus_most] = range_of(2);
  CHECK(plain_most - plain_least == 2);  // 1d3 seen whole
  CHECK(plus_least == plain_least + 2);
  CHECK(plus_most == plain_most + 2);
}

}  // namespace test_kits
