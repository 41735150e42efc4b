#include "core/world/path_cache.hpp"

#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"

namespace dg {

const Array2D<int>& PathCache::to_hero(const TileTable& tiles, const Level& lv, int depth, int turn,
                                       Vec hero) {
  if (tick_ == turn && from_ == hero) return to_hero_;
  tick_ = turn;
  if (depth_ != depth || from_ != hero || tiles_ != lv.tiles.cells()) {
    // Shared by every hunter, so doors count as open (a beast that cannot open one picks
    // the next best step when it gets there).
    distance_field(
        lv.width(), lv.height(), hero,
        [&](Vec from, Vec to) { return path_step(tiles, lv, from, to, true); }, to_hero_);
    depth_ = depth;
    from_ = hero;
    tiles_ = lv.tiles.cells();
  }
  return to_hero_;
}

}  // namespace dg
