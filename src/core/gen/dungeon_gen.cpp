#include "core/gen/dungeon_gen.hpp"

#include <array>

#include "core/gen/populate.hpp"
#include "core/gen/reach.hpp"
#include "core/gen/set_pieces.hpp"
#include "core/gen/uniques.hpp"

namespace dg::gen {

Kind kind_for_depth(Rng& rng, int depth) {
  // Weights for RogueRooms, RoomsCorridors, Caverns, Bsp by depth band.
  std::array<int, 4> w{};
  if (depth <= 2)
    w = {70, 30, 0, 0};
  else if (depth <= 5)
    w = {35, 30, 10, 25};
  else if (depth <= 8)
    w = {15, 15, 35, 35};
  else
    w = {5, 10, 45, 40};
  return static_cast<Kind>(rng.weighted(w));
}

std::optional<std::string> validate(const Catalog& cat, const Level& level, bool deepest) {
  auto on = [&](Vec p, Tile t) { return level.contains(p) && level.at(p) == t; };
  auto open = [&](Vec p) { return cat.tile(level.at(p)).walkable; };
  if (!on(level.stairs_up, Tile::StairsUp)) return "no up staircase";
  if (!deepest && !on(level.stairs_down, Tile::StairsDown)) return "no down staircase";
  for (int x = 0; x < level.width(); ++x)
    for (int y : {0, level.height() - 1})
      if (open({x, y})) return "open cell on the map's edge";
  for (int y = 0; y < level.height(); ++y)
    for (int x : {0, level.width() - 1})
      if (open({x, y})) return "open cell on the map's edge";
  if (!deepest) {
    const auto safe = reachable(cat.tiles, level, level.stairs_up, Walk::AvoidHazards);
    if (!safe[level.stairs_down]) return "the staircases are not joined by a safe path";
  }
  const auto all = reachable(cat.tiles, level, level.stairs_up, Walk::Any);
  for (int y = 0; y < level.height(); ++y)
    for (int x = 0; x < level.width(); ++x) {
      const Tile t = level.at({x, y});
      if ((cat.tile(t).walkable || is_door(t)) && !all[{x, y}])
        return "sealed area at (" + std::to_string(x) + "," + std::to_string(y) + ")";
    }
  return std::nullopt;
}

Result<Level> make_level(const Catalog& cat, std::uint64_t seed, int depth,
                         std::optional<Kind> kind, Kind* made_by) {
  const bool deepest = depth >= kDungeonDepth;
  std::string last;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    // Each level, and each retry of it, has its own stream: levels do not depend on the
    // order they are visited in, and a retry never repeats a failed layout.
    Rng rng(
        derive_seed(seed, static_cast<std::uint64_t>(depth), static_cast<std::uint64_t>(attempt)));
    const Kind k = kind ? *kind : kind_for_depth(rng, depth);
    Level level = generate(k, rng, depth);
    populate(cat, level, rng, depth, deepest);
    place_uniques(cat, level, rng, seed, depth);
    auto problem = validate(cat, level, deepest);
    // A level without a set piece is made again, but for the last tries: a level is always
    // made.
    if (!problem && level.pieces.empty() && depth >= kFirstSetPieceDepth &&
        !cat.set_pieces.empty() && attempt < kMaxAttempts / 2)
      problem = "no set piece fitted";
    if (!problem) {
      if (made_by) *made_by = k;
      return level;
    }
    last = std::string(kind_name(k)) + ": " + *problem;
  }
  return Error{"could not make dungeon level " + std::to_string(depth) + " in " +
               std::to_string(kMaxAttempts) + " attempts (last: " + last + ")"};
}

}  // namespace dg::gen
