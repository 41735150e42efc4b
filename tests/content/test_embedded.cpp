#include <catch2/catch.hpp>

#include "content/content.hpp"
#include "content/embedded.hpp"
#include "content/toml/load_toml.hpp"

namespace test_embedded {

using namespace dg;

TEST_CASE("the built-in tileset defines every tile and trap", "[content]") {
  const auto loaded = load_content();
  REQUIRE(loaded.ok());
  const Catalog& cat = loaded.value().catalog;
  const Tileset& ts = loaded.value().tileset;
  CHECK(cat.tile(Tile::Wall).name == "wall");
  CHECK_FALSE(cat.tile(Tile::Wall).walkable);
  CHECK(cat.tile(Tile::Wall).blocks_sight);
  CHECK(cat.tile(Tile::DoorOpen).walkable);
  CHECK(cat.tile(Tile::Acid).hazard);
  REQUIRE(cat.find_trap("trap_bear") >= 0);
  CHECK(cat.trap(static_cast<TrapKind>(cat.find_trap("trap_bear"))).name == "bear trap");
  CHECK(ts.tiles[static_cast<std::size_t>(Tile::DoorClosed)].glyph == U'+');
  CHECK(ts.tiles[static_cast<std::size_t>(Tile::DoorClosed)].fg ==
        ts.tiles[static_cast<std::size_t>(Tile::DoorOpen)].fg);  // inherited from base_door
  CHECK(ts.player.glyph == U'@');
  CHECK(ts.gold.glyph == U'$');
}

TEST_CASE("asking for a file the build lacks gives nothing", "[content]") {
  CHECK_FALSE(find_content_file("maps/nope.txt"));
  CHECK(find_content_file("tileset.toml"));
}

TEST_CASE("the content loads a file at a time, to the same content", "[content]") {
  ContentLoading loading;
  int files = 0;
  while (loading.step()) ++files;
  CHECK(files == 10);  // tileset, items, monsters, characters, powers, gods, set pieces, tutorial
  auto stepped = loading.finish();
  REQUIRE(stepped.ok());
  // Each file read on its own, by its own parser, in the same order.
  const auto items = parse_items("items.toml", *find_content_file("items.toml"));
  REQUIRE(items.ok());
  const auto monsters =
      parse_bestiary("monsters.toml", *find_content_file("monsters.toml"), items.value().kinds);
  REQUIRE(monsters.ok());
  const Catalog& cat = stepped.value().catalog;
  REQUIRE(cat.items.size() == items.value().kinds.size());
  REQUIRE(cat.breeds.size() == monsters.value().breeds.size());
  for (std::size_t i = 0; i < cat.breeds.size(); ++i)
    CHECK(cat.breeds[i].name == monsters.value().breeds[i].name);
  CHECK(stepped.value().item_looks.size() == items.value().looks.size());
  // The last two steps' files are in it too.
  CHECK_FALSE(cat.set_pieces.empty());
  CHECK_FALSE(stepped.value().tutorial.lessons.empty());
}

TEST_CASE("content not read to its end is refused, not half used", "[content]") {
  ContentLoading loading;
  REQUIRE(loading.step());  // the tileset only
  const auto half = loading.finish();
  REQUIRE_FALSE(half.ok());
  CHECK(half.error() == "the content was not read to its end");
  // Nor is it whole with the set pieces read but not the tutorial.
  ContentLoading most;
  for (int i = 0; i < 5; ++i) REQUIRE(most.step());
  const auto no_tutorial = most.finish();
  REQUIRE_FALSE(no_tutorial.ok());
  CHECK(no_tutorial.error() == "the content was not read to its end");
}

}  // namespace test_embedded
