#include "bot/bot_worship.hpp"

#include "bot/bot_magic.hpp"
#include "core/action/worship.hpp"
#include "core/game.hpp"
#include "core/walk/routes.hpp"

namespace dg::bot_worship {

namespace {

// A foe beside the hero that is awake and fights.
bool foe_beside(const Game& g) {
  for (int d = 1; d <= 8; ++d) {
    const Monster* m = g.sight().visible_monster(g.hero().pos + offset(static_cast<Dir>(d)));
    if (m && !m->tame && m->shop < 0 && m->mind != Mind::Asleep &&
        !g.catalog().breed_of(*m).attacks.empty())
      return true;
  }
  return false;
}

bool fits(const Game& g, const GodPower& p, Rng& rng) {
  const Player& h = g.hero();
  if (p.use == "hurt") return bot_magic::badly_hurt(h);
  if (p.use == "fight") return foe_beside(g) && h.hp * 3 < h.max_hp * 2;
  if (p.use == "power") return !h.spells.empty() && h.pw * 3 < h.max_pw;
  // "arrive": to learn a level, now and then, with piety to spare for the hurt ones.
  return !foe_beside(g) && h.piety >= p.piety + 25 && rng.one_in(60);
}

}  // namespace

std::string keys(const Game& g, Rng& rng) {
  const FaithDef* f = worship::faith(g);
  if (!f) return "";
  const Player& h = g.hero();
  if (h.gold > 0 && worship::altar_alignment(g, h.pos) == h.god_alignment()) return "^O";
  for (std::size_t i = f->powers.size(); i-- > 0;)  // the strongest that fits first
    if (worship::can_invoke(g, static_cast<int>(i)) && fits(g, f->powers[i], rng))
      return {'^', static_cast<char>('a' + i)};
  return "";
}

Dir to_altar(const Game& g) {
  constexpr int kWorthOffering = 50;  // gold: a piety point and more
  const Player& h = g.hero();
  if (h.gold < kWorthOffering || !worship::faith(g)) return Dir::None;
  for (const Monster& m : g.level().monsters)
    if (!m.tame && !m.at_peace() && g.sight().visible_monster(m.pos) == &m)
      return Dir::None;  // a fight first
  const Level& lv = g.level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (!lv.memory[p].seen || p == h.pos || worship::altar_alignment(g, p) != h.god_alignment())
        continue;
      const std::vector<Vec> path = travel_path(g, p);
      if (!path.empty()) return direction_of(path.front() - h.pos);
    }
  return Dir::None;
}

bool scorned_blow(const Game& g, Vec at) {
  const Monster* m = g.sight().visible_monster(at);
  return m && (m->mind == Mind::Asleep || m->mind == Mind::Fleeing) &&
         worship::hates(g, Deed::Sneak);
}

}  // namespace dg::bot_worship
