#include <catch2/catch.hpp>

#include "content/content.hpp"
#include "content/embedded.hpp"

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
  CHECK(cat.trap(TrapKind::BearTrap).name == "bear trap");
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
