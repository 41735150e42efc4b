#include "core/world/gas.hpp"

#include <algorithm>
#include <array>

#include "core/effect/ops.hpp"
#include "core/rng.hpp"
#include "core/world/level.hpp"

namespace dg {

bool GasRules::harmful() const {
  return std::any_of(each_turn.begin(), each_turn.end(),
                     [](const EffectStep& s) { return op_row(s.op).harms(s); });
}

namespace gas {

namespace {

// How many cells a release may fill before what is left is lost (a cloud, not a flood).
constexpr int kMaxReleaseCells = 64;

bool holds(const Level& lv, const std::vector<TileRules>& tiles, Vec p) {
  return lv.contains(p) && holds_gas(tiles[static_cast<std::size_t>(lv.tiles[p])]);
}

void set(Level& lv, Vec p, int kind, int volume, bool opaque) {
  GasCell& c = lv.gas[p];
  lv.gassy += (volume > 0) - (c.volume > 0);
  c.kind = static_cast<std::uint8_t>(volume > 0 ? kind : 0);
  c.volume = static_cast<std::uint8_t>(volume);
  c.opaque = volume > 0 && opaque;
}

}  // namespace

bool holds_gas(const TileRules& tile) {
  return tile.walkable;
}

int find(const std::vector<GasRules>& kinds, std::string_view id) {
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].id == id) return static_cast<int>(i);
  return -1;
}

void release(Level& lv, const std::vector<GasRules>& kinds, const std::vector<TileRules>& tiles,
             Vec p, int kind, int volume) {
  if (kind < 0 || static_cast<std::size_t>(kind) >= kinds.size() || volume <= 0 ||
      !holds(lv, tiles, p))
    return;
  lv.make_layers();
  const bool opaque = kinds[static_cast<std::size_t>(kind)].opaque;
  // Breadth first from `p`: each cell takes what it can hold (another kind there gives way).
  std::vector<Vec> queue{p};
  for (std::size_t i = 0; i < queue.size() && volume > 0; ++i) {
    const Vec at = queue[i];
    const GasCell c = lv.gas[at];
    const int had = c.volume > 0 && c.kind == kind ? c.volume : 0;
    const int add = std::min(volume, kMaxGasVolume - had);
    if (add > 0) set(lv, at, kind, had + add, opaque);
    volume -= add;
    for (Dir d : kAllDirs) {
      const Vec q = at + offset(d);
      if (static_cast<int>(queue.size()) < kMaxReleaseCells && holds(lv, tiles, q) &&
          std::find(queue.begin(), queue.end(), q) == queue.end())
        queue.push_back(q);
    }
  }
}

void tick(Level& lv, const std::vector<GasRules>& kinds, const std::vector<TileRules>& tiles,
          Rng& rng) {
  if (lv.gassy == 0) return;
  // The box the gas is in, one cell wider all round: it spreads no farther in a tick.
  int x0 = lv.width(), y0 = lv.height(), x1 = -1, y1 = -1;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (lv.gas[{x, y}].volume > 0)
        x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
  x0 = std::max(0, x0 - 1), y0 = std::max(0, y0 - 1);
  x1 = std::min(lv.width() - 1, x1 + 1), y1 = std::min(lv.height() - 1, y1 + 1);
  const int w = x1 - x0 + 1;
  std::vector<GasCell> next(static_cast<std::size_t>(w * (y1 - y0 + 1)));
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const Vec p{x, y};
      if (!holds(lv, tiles, p)) continue;
      // The average of this cell and its open neighbours; the remainder to it by chance, so
      // the volume is kept on the whole. The kind is the one most of the gas is.
      int sum = 0, count = 0, kind = 0, most = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const Vec q{x + dx, y + dy};
          if (!holds(lv, tiles, q)) continue;
          ++count;
          const GasCell c = lv.gas[q];
          sum += c.volume;
          if (c.volume > most) most = c.volume, kind = c.kind;
        }
      if (sum == 0) continue;
      int v = sum / count;
      if (sum % count != 0 && rng.below(count) < sum % count) ++v;
      // Then it thins: a share of it, and at least one, is gone.
      const GasRules& rules = kinds[static_cast<std::size_t>(kind)];
      v -= std::max(1, v * rules.thins / 100);
      if (v > 0)
        next[static_cast<std::size_t>((y - y0) * w + (x - x0))] = {
            static_cast<std::uint8_t>(kind), static_cast<std::uint8_t>(v), rules.opaque};
    }
  }
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      const GasCell c = next[static_cast<std::size_t>((y - y0) * w + (x - x0))];
      set(lv, {x, y}, c.kind, c.volume, c.opaque);
    }
}

}  // namespace gas
}  // namespace dg
