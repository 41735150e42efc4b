#include <catch2/catch.hpp>

#include "content/content.hpp"
#include "content/embedded.hpp"

using namespace dg;

TEST_CASE("the built-in tileset defines every tile and trap", "[content]") {
  REQUIRE(load_content().ok());
  const Tileset& ts = tileset();
  CHECK(rules(Tile::Wall).name == "wall");
  CHECK_FALSE(rules(Tile::Wall).walkable);
  CHECK(rules(Tile::Wall).blocks_sight);
  CHECK(rules(Tile::DoorOpen).walkable);
  CHECK(rules(Tile::Acid).hazard);
  CHECK(trap_name(TrapKind::BearTrap) == "bear trap");
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
