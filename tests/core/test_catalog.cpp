// The catalog is a value: a game reads only the catalog it was made with, so games made from
// different content live side by side (nothing is installed globally).
#include <catch2/catch.hpp>

#include "core/catalog.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_catalog {

using namespace dg;

namespace {
constexpr const char* kPool =
    "#######\n"
    "#.@~..#\n"
    "#.....#\n"
    "#######\n";

Game make(const Catalog& catalog) {
  auto g = Game::from_ascii(catalog, kPool, 1, test::caveman());
  REQUIRE(g.ok());
  return g.value();
}
}  // namespace

TEST_CASE("two games with different content exist side by side", "[core][catalog]") {
  const Catalog& shipped = test::catalog();
  Catalog changed = shipped;
  const int jackal = shipped.find_breed("jackal");
  REQUIRE(jackal >= 0);
  changed.breeds[static_cast<std::size_t>(jackal)].name = "coyote";
  changed.tiles[static_cast<std::size_t>(Tile::Acid)].hazard = false;
  changed.tiles[static_cast<std::size_t>(Tile::Acid)].name = "puddle";

  Game a = make(shipped), b = make(changed);
  Rng rng(1);
  spawn_monster(a.catalog(), a.mutable_level(), rng, jackal, 1, {5, 2});
  spawn_monster(b.catalog(), b.mutable_level(), rng, jackal, 1, {5, 2});
  CHECK(a.catalog().breed_of(a.level().monsters[0]).name == "jackal");
  CHECK(b.catalog().breed_of(b.level().monsters[0]).name == "coyote");

  // The shipped acid is a hazard: the hero is asked first. In the changed game it is not.
  const Outcome into_acid = a.apply(Command::move(Dir::E));
  CHECK_FALSE(into_acid.took_turn);
  CHECK(into_acid.confirm == "Really step into the acid pool?");
  CHECK(b.apply(Command::move(Dir::E)).took_turn);
  CHECK(b.hero().pos == Vec{3, 1});
  CHECK(a.hero().pos == Vec{2, 1});
  // The shipped catalog is untouched by the other one.
  CHECK(shipped.breed(jackal).name == "jackal");
  CHECK(shipped.tile(Tile::Acid).hazard);
}

TEST_CASE("the catalog finds breeds and item kinds by id or name", "[core][catalog]") {
  const Catalog& c = test::catalog();
  const int orc = c.find_breed("hill_orc");
  REQUIRE(orc >= 0);
  CHECK(c.find_breed("hill orc") == orc);
  CHECK(c.breed(orc).name == "hill orc");
  const int sword = c.find_item("long_sword");
  REQUIRE(sword >= 0);
  CHECK(c.find_item("long sword") == sword);
  CHECK(c.kind_of(Item{sword, 1, 0}).name == "long sword");
  CHECK(c.find_breed("no such thing") == -1);
  CHECK(c.find_item("no such thing") == -1);
}

}  // namespace test_catalog
