#include "core/gen/branches.hpp"

#include <algorithm>
#include <string>

#include "core/gen/dungeon_gen.hpp"
#include "core/gen/populate.hpp"
#include "core/gen/reach.hpp"
#include "core/gen/set_pieces.hpp"

namespace dg::gen {

namespace {
// The branches' own streams of the seed: the levels' use (slot, attempt) with small numbers,
// so these tags never meet one of them.
constexpr std::uint64_t kLayoutStream = 0x6272616e6368ULL;  // "branch"
constexpr std::uint64_t kStairsStream = 0x7374616972ULL;    // "stair"
constexpr int kStairsTries = 400;
}  // namespace

std::vector<BranchPlace> lay_out_branches(const Catalog& cat, std::uint64_t seed, int main) {
  Rng rng(derive_seed(seed, kLayoutStream));
  std::vector<BranchPlace> out;
  int next = main + 1;
  for (std::size_t i = 0; i < cat.branches.size(); ++i) {
    const BranchDef& b = cat.branches[i];
    // Every roll is made for every branch, so one branch's never moves another's.
    const int first = std::clamp(b.entry_min, 1, main);
    const int last = std::clamp(b.entry_max, first, main);
    const int drawn = rng.range(first, last);
    const int levels = rng.range(b.levels_min, std::max(b.levels_min, b.levels_max));
    const int end =
        b.ends.empty()
            ? -1
            : b.ends[static_cast<std::size_t>(rng.below(static_cast<int>(b.ends.size())))];
    for (int k = 0; k <= last - first; ++k) {
      const int from = first + (drawn - first + k) % (last - first + 1);
      if (std::any_of(out.begin(), out.end(), [&](const BranchPlace& p) { return p.from == from; }))
        continue;
      out.push_back({static_cast<int>(i), from, next, levels, b.harder, end});
      next += levels;
      break;
    }
  }
  return out;
}

void add_branch_stairs(const Catalog& cat, Level& level, std::uint64_t seed,
                       const BranchPlace& place) {
  Rng rng(derive_seed(seed, kStairsStream, static_cast<std::uint64_t>(place.from)));
  const auto safe = reachable(cat.tiles, level, level.stairs_up, Walk::AvoidHazards);
  auto good = [&](Vec p, int apart) {
    if (level.at(p) != Tile::Floor || !safe[p] || level.trap_at(p) || level.monster_at(p) ||
        level.gold_at(p))
      return false;
    for (const FloorItem& f : level.items)
      if (f.pos == p) return false;
    for (const PlacedPiece& piece : level.pieces)
      if (piece.contains(p)) return false;
    return chebyshev(p, level.stairs_up) >= apart && chebyshev(p, level.stairs_down) >= apart;
  };
  Vec at{-1, -1};
  for (int apart : {kBranchStairsApart, 2})
    for (int t = 0; t < kStairsTries && at.x < 0; ++t) {
      const Vec p{rng.below(level.width()), rng.below(level.height())};
      if (good(p, apart)) at = p;
    }
  if (at.x < 0) return;  // a level with no free floor at all: the branch is not entered
  level.tiles[at] = Tile::StairsDown;
  level.branch_stairs = at;
}

Level hand_made_level(const Catalog& cat, Rng& rng, int kind, int danger, const BranchDef* theme) {
  const SetPiece& piece = cat.set_pieces[static_cast<std::size_t>(kind)];
  Level level = Level::filled(piece.width(), piece.height(), Tile::Rock);
  build_set_piece(cat, level, rng, kind, danger, {0, 0}, theme);
  for (int y = 0; y < level.height(); ++y)
    for (int x = 0; x < level.width(); ++x) {
      if (level.at({x, y}) == Tile::StairsUp) level.stairs_up = {x, y};
      if (level.at({x, y}) == Tile::StairsDown) level.stairs_down = {x, y};
    }
  return level;
}

Result<Level> make_slot(const Catalog& cat, std::uint64_t seed, const Dungeon& dungeon, int slot,
                        Kind* made_by) {
  if (const BranchPlace* branch = dungeon.branch_at(slot)) {
    return make_branch_level(cat, seed, *branch, slot, made_by);
  }
  auto made = make_level(cat, seed, slot, std::nullopt, made_by);
  if (made)
    if (const BranchPlace* from = dungeon.branch_from(slot))
      add_branch_stairs(cat, made.value(), seed, *from);
  return made;
}

Result<Level> make_branch_level(const Catalog& cat, std::uint64_t seed, const BranchPlace& place,
                                int slot, Kind* made_by) {
  const BranchDef& def = cat.branches[static_cast<std::size_t>(place.branch)];
  const int k = slot - place.first + 1;  // its level in the branch
  const int danger = place.from + place.harder + k;
  const bool last = k == place.levels;  // its end
  const auto i = static_cast<std::size_t>(k - 1);
  const int piece = last ? place.end : i < def.hand_made.size() ? def.hand_made[i] : -1;
  if (made_by) *made_by = piece >= 0 ? Kind::kCount : static_cast<Kind>(def.generator);
  if (piece >= 0) {
    Rng rng(derive_seed(seed, static_cast<std::uint64_t>(slot), 0));
    return hand_made_level(cat, rng, piece, danger, &def);
  }
  std::string problem;
  for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
    Rng rng(
        derive_seed(seed, static_cast<std::uint64_t>(slot), static_cast<std::uint64_t>(attempt)));
    Level level = generate(static_cast<Kind>(def.generator), rng, danger);
    // (A branch always ends in a hand-made level, branches.toml's reader makes sure: a made
    // level has a way on down.)
    populate(cat, level, rng, danger, false, &def);
    const auto bad = validate(cat, level, false);
    if (!bad) return level;
    problem = *bad;
  }
  return Error{"could not make level " + std::to_string(k) + " of " + def.name +
               " (last: " + problem + ")"};
}

}  // namespace dg::gen
