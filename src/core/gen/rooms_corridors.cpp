#include "core/gen/carve.hpp"
#include "core/gen/generators.hpp"

namespace dg::gen {

Level rooms_and_corridors(Rng& rng, int depth) {
  Level level = Level::filled(80, 21, Tile::Rock);
  constexpr int kMaxRooms = 10;
  constexpr int kTries = 300;  // placements to attempt before settling for fewer rooms
  for (int t = 0; t < kTries && static_cast<int>(level.rooms.size()) < kMaxRooms; ++t) {
    Room r{0, 0, rng.range(3, 12), rng.range(2, 6), rng.percent(lit_chance(depth))};
    r.x = rng.range(2, level.width() - r.w - 3);
    r.y = rng.range(2, level.height() - r.h - 3);
    if (!room_fits(level, r)) continue;
    carve_room(level, r);
    if (!level.rooms.empty()) {
      dig_l_corridor_avoiding_walls(level, rng, level.rooms.back().center(), r.center(),
                                    rng.coin());
    }
    level.rooms.push_back(r);
  }
  return level;
}

}  // namespace dg::gen
