#include "ui/sound/reader_cues.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "core/game.hpp"

namespace dg {

namespace {

// `from` if nearer the hero than `best` (or there is none yet).
void keep_nearest(std::optional<Vec>& best, Vec from, Vec hero) {
  if (!best || chebyshev(from, hero) < chebyshev(*best, hero)) best = from;
}

}  // namespace

std::vector<Cue> ReaderCues::update(const Game& g, const Content& content) {
  if (g.depth() != depth_) {
    depth_ = g.depth();
    hunters_.clear();
    marks_.clear();
  }
  const Vec hero = g.hero().pos;
  const Level& lv = g.level();
  std::optional<Vec> danger, stairs, door;
  std::vector<int> hunters;
  for (const Monster& m : lv.monsters) {
    if (m.tame || m.at_peace() || m.mind != Mind::Hunting || g.sight().visible_monster(m.pos) != &m)
      continue;
    hunters.push_back(m.id);
    if (std::find(hunters_.begin(), hunters_.end(), m.id) == hunters_.end())
      keep_nearest(danger, m.pos, hero);
  }
  std::vector<Vec> marks;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const Tile t = lv.at(p);
      const bool is_stairs = t == Tile::StairsUp || t == Tile::StairsDown;
      if ((!is_stairs && !has_door(t)) || !g.sight().sees(p)) continue;
      marks.push_back(p);
      if (std::find(marks_.begin(), marks_.end(), p) != marks_.end()) continue;
      keep_nearest(is_stairs ? stairs : door, p, hero);
    }
  hunters_ = std::move(hunters);
  marks_ = std::move(marks);
  std::vector<Cue> cues;
  const auto add = [&](const std::optional<Vec>& at, std::string_view name) {
    if (const int s = find_sound(content, name); at && s >= 0)
      cues.push_back(heard_from(s, hero, *at));
  };
  add(danger, "danger");
  add(stairs, "stairs_near");
  add(door, "door_near");
  return cues;
}

}  // namespace dg
