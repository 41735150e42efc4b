#include "core/gen/carve.hpp"

namespace dg::gen {

void carve_room(Level& level, const Room& room) {
  for (int y = room.y - 1; y <= room.y + room.h; ++y) {
    for (int x = room.x - 1; x <= room.x + room.w; ++x) {
      const Vec p{x, y};
      if (!level.contains(p)) continue;
      if (room.contains(p)) {
        level.tiles[p] = Tile::Floor;
      } else if (level.tiles[p] == Tile::Rock) {
        level.tiles[p] = Tile::Wall;
      }
      if (room.lit) level.lit[p] = 1;
    }
  }
}

bool room_fits(const Level& level, const Room& room) {
  // Walls at x-1..x+w, plus one cell of margin so rooms never share walls.
  if (room.x - 2 < 0 || room.y - 2 < 0 || room.x + room.w + 1 >= level.width() ||
      room.y + room.h + 1 >= level.height())
    return false;
  for (int y = room.y - 2; y <= room.y + room.h + 1; ++y)
    for (int x = room.x - 2; x <= room.x + room.w + 1; ++x)
      if (level.tiles[{x, y}] != Tile::Rock) return false;
  return true;
}

Tile roll_door(Rng& rng) {
  // NetHack-like odds: a third are empty doorways, the rest doors, an eighth of those locked.
  if (rng.below(3) == 0) return Tile::DoorBroken;
  if (rng.coin()) return Tile::DoorOpen;
  return rng.below(8) == 0 ? Tile::DoorLocked : Tile::DoorClosed;
}

namespace {
void dig_cell(Level& level, Rng& rng, Vec p, Vec step) {
  if (!level.contains(p)) return;
  Tile& t = level.tiles[p];
  if (t == Tile::Rock) {
    t = Tile::Corridor;
  } else if (t == Tile::Wall) {
    // Crossing a wall makes a door; running along a wall (walls ahead and behind on the
    // path's axis) would make a row of doors, so that becomes a plain gap instead.
    const bool along = level.at(p + step) == Tile::Wall && level.at(p - step) == Tile::Wall;
    const bool corner_side = level.at(p + Vec{step.y, step.x}) != Tile::Wall ||
                             level.at(p - Vec{step.y, step.x}) != Tile::Wall;
    t = along ? Tile::Corridor : (corner_side ? Tile::DoorBroken : roll_door(rng));
  }
}

Vec sign_step(Vec from, Vec to) {
  return {to.x > from.x ? 1 : to.x < from.x ? -1 : 0, to.y > from.y ? 1 : to.y < from.y ? -1 : 0};
}
}  // namespace

void dig_line(Level& level, Rng& rng, Vec a, Vec b) {
  const Vec step = sign_step(a, b);
  for (Vec p = a;; p = p + step) {
    dig_cell(level, rng, p, step);
    if (p == b || step == Vec{0, 0}) break;
  }
}

namespace {
// True when a straight leg from a to b would pass two walls in a row (running along one).
bool runs_along_wall(const Level& level, Vec a, Vec b) {
  const Vec step = sign_step(a, b);
  if (step == Vec{0, 0}) return false;
  for (Vec p = a; p != b; p = p + step)
    if (level.at(p) == Tile::Wall && level.at(p + step) == Tile::Wall) return true;
  return false;
}
bool l_runs_along_wall(const Level& level, Vec a, Vec b, bool horizontal_first) {
  const Vec corner = horizontal_first ? Vec{b.x, a.y} : Vec{a.x, b.y};
  return runs_along_wall(level, a, corner) || runs_along_wall(level, corner, b);
}
}  // namespace

void dig_l_corridor_avoiding_walls(Level& level, Rng& rng, Vec a, Vec b,
                                   bool prefer_horizontal_first) {
  const bool h = l_runs_along_wall(level, a, b, prefer_horizontal_first) &&
                         !l_runs_along_wall(level, a, b, !prefer_horizontal_first)
                     ? !prefer_horizontal_first
                     : prefer_horizontal_first;
  dig_l_corridor(level, rng, a, b, h);
}

void dig_l_corridor(Level& level, Rng& rng, Vec a, Vec b, bool horizontal_first) {
  const Vec corner = horizontal_first ? Vec{b.x, a.y} : Vec{a.x, b.y};
  dig_line(level, rng, a, corner);
  dig_line(level, rng, corner, b);
}

}  // namespace dg::gen
