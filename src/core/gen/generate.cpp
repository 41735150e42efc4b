#include <algorithm>

#include "core/gen/generators.hpp"

namespace dg::gen {

std::string_view kind_name(Kind k) {
  switch (k) {
    case Kind::RogueRooms: return "rogue-rooms";
    case Kind::RoomsCorridors: return "rooms-and-corridors";
    case Kind::Caverns: return "caverns";
    case Kind::Bsp: return "bsp";
    case Kind::Arena: return "arena";
    case Kind::kCount: break;
  }
  return "?";
}

int lit_chance(int depth) {
  return std::max(10, 95 - depth * 8);
}

Level generate(Kind kind, Rng& rng, int depth) {
  switch (kind) {
    case Kind::RogueRooms: return rogue_rooms(rng, depth);
    case Kind::RoomsCorridors: return rooms_and_corridors(rng, depth);
    case Kind::Caverns: return caverns(rng, depth);
    case Kind::Bsp: return bsp(rng, depth);
    case Kind::Arena:
    case Kind::kCount: break;
  }
  return arena(rng, depth);
}

}  // namespace dg::gen
