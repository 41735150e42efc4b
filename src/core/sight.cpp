#include "core/sight.hpp"

#include "core/game.hpp"

namespace dg {

const Array2D<std::uint8_t>& Sight::visible() const {
  return g_.visible_;
}

bool Sight::sees(Vec p) const {
  return g_.visible_.contains(p) && g_.visible_[p] != 0;
}

const Array2D<std::uint8_t>& Sight::line_of_sight() const {
  return g_.los_.visible();
}

bool Sight::perceives(const Monster& m) const {
  if (m.disguised) return false;  // a mimic passes for a thing
  const Vec p = m.pos;
  if (submerged(m)) return false;  // an eel under deep water, not beside the hero
  const bool seen = (g_.sight_.contains(p) && g_.sight_[p]) || infravision_sees(p);
  return seen && (!g_.catalog().breed_of(m).invisible || g_.player_.has(Property::SeesInvisible));
}

const Monster* Sight::visible_monster(Vec p) const {
  // Telepathy senses every mind on the level, seen or not (invisible ones too).
  if (g_.player_.has(Property::Telepathic)) return g_.level().monster_at(p);
  const Monster* m = sees(p) || infravision_sees(p) ? g_.level().monster_at(p) : nullptr;
  if (m && g_.catalog().breed_of(*m).invisible && !g_.player_.has(Property::SeesInvisible))
    return nullptr;
  if (m && m->disguised) return nullptr;
  if (m && submerged(*m)) return nullptr;
  return m;
}

bool Sight::lit(Vec p) const {
  const Level& lv = g_.level();
  return lv.contains(p) && (lv.lit[p] || (g_.glow_.contains(p) && g_.glow_[p]));
}

Glow Sight::glow(Vec p) const {
  return g_.glow_.contains(p) ? g_.glow_[p] : Glow{};
}

bool Sight::submerged(const Monster& m) const {
  return g_.catalog().breed_of(m).swims && g_.catalog().tile(g_.level().at(m.pos)).submerges &&
         chebyshev(m.pos, g_.player_.pos) > 1;
}

int Sight::disguise_at(Vec p) const {
  if (!sees(p) || g_.player_.has(Property::Telepathic)) return -1;  // telepathy sees the mind
  const Monster* m = g_.level().monster_at(p);
  return m && m->disguised ? g_.catalog().breed_of(*m).disguise : -1;
}

bool Sight::infravision_sees(Vec p) const {
  // Infravision shows warm bodies in the dark, but only along a line of sight.
  if (!g_.player_.has(Property::Infravision) || g_.player_.has(Property::Blind)) return false;
  if (!g_.los_.visible().contains(p) || !g_.los_.visible()[p]) return false;
  const Monster* m = g_.level().monster_at(p);
  return m && g_.catalog().breed_of(*m).warm;
}

}  // namespace dg
