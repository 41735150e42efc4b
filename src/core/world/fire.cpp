#include "core/world/fire.hpp"

#include <algorithm>
#include <vector>

#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/gas.hpp"
#include "core/world/stage.hpp"

namespace dg::blaze {

namespace {

constexpr Dir kSides[] = {Dir::N, Dir::E, Dir::S, Dir::W};  // fire spreads along, not across

bool burning_gas(const Game& g, Vec p) {
  const GasCell c = g.level().gas_at(p);
  return c.volume > 0 && g.catalog().gas(c.kind).burns;
}

// The gas at `p` that burns goes up, and with it every cell of burning gas joined to it: the
// cells burn (what there burns catches), and whoever stands in one suffers the kind's
// `explodes`.
void explode(Game& g, Vec p) {
  Level& lv = g.mutable_level();
  const GasRules rules = g.catalog().gas(lv.gas[p].kind);
  std::vector<Vec> cloud{p};
  std::vector<int> caught;
  bool seen = false;
  for (std::size_t i = 0; i < cloud.size(); ++i) {
    const Vec at = cloud[i];
    const GasCell c = lv.gas[at];
    lv.gas[at] = GasCell{};
    lv.gassy -= c.volume > 0;
    seen = seen || g.sight().sees(at);
    if (const Actor* a = stage::at(g, at)) caught.push_back(id_of(*a));
    for (Dir d : kAllDirs)
      if (const Vec q = at + offset(d);
          burning_gas(g, q) && std::find(cloud.begin(), cloud.end(), q) == cloud.end())
        cloud.push_back(q);
  }
  if (seen) g.say("The " + rules.name + " explodes!");
  g.report(Event(EventKind::Exploded, kNobody, kNobody, p, 0, EffectKind::kCount, cloud));
  g.make_noise(p);
  const int depth = g.depth();
  for (int id : caught)
    if (Actor* a = stage::find(g, id); a && !g.run().over && g.depth() == depth)
      effects::apply(g, *a, rules.explodes, {rules.name, nullptr, a->as_player() == nullptr});
  if (g.depth() != depth) return;  // the blast dropped the hero a level: this one waits
  for (Vec at : cloud) ignite(g, at);
}

// The things lying at `p` that fire destroys.
void burn_things(Game& g, Vec p) {
  Level& lv = g.mutable_level();
  for (std::size_t i = 0; i < lv.items.size();) {
    const FloorItem& f = lv.items[i];
    const std::string& words = g.catalog().kind_of(f.item).in_fire;
    if (f.pos != p || words.empty()) {
      ++i;
      continue;
    }
    if (g.sight().sees(p)) g.say(capitalised(g.wording().item_name(f.item)) + " " + words + "!");
    lv.items.erase(lv.items.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

}  // namespace

bool burning(const Game& g, Vec p) {
  return g.level().fire_at(p) > 0;
}

bool ignite(Game& g, Vec p) {
  Level& lv = g.mutable_level();
  if (!lv.contains(p)) return false;
  if (burning_gas(g, p)) {
    explode(g, p);
    return true;
  }
  const TileRules& t = g.catalog().tile(lv.at(p));
  if (t.burns == 0 || lv.fire_at(p) > 0) return false;
  lv.make_layers();
  lv.fire[p] = static_cast<std::uint8_t>(std::min(t.burns, 255));
  ++lv.burning;
  g.report({EventKind::Ignited, kNobody, kNobody, p});
  return true;
}

void ignite_around(Game& g, Vec at, int radius) {
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) ignite(g, {at.x + dx, at.y + dy});
}

void spill(Game& g, Vec at, int radius, int ticks) {
  Level& lv = g.mutable_level();
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) {
      const Vec p{at.x + dx, at.y + dy};
      if (ignite(g, p) || !lv.contains(p) || lv.fire_at(p) > 0) continue;
      if (const TileRules& t = g.catalog().tile(lv.at(p)); !t.walkable || t.quenches) continue;
      lv.make_layers();
      lv.fire[p] = static_cast<std::uint8_t>(std::clamp(ticks, 1, 255));
      ++lv.burning;
    }
}

void tick(Game& g) {
  Level& lv = g.mutable_level();
  if (lv.burning == 0) return;
  const Catalog& cat = g.catalog();
  std::vector<Vec> fires;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x)
      if (lv.fire[{x, y}] > 0) fires.push_back({x, y});
  // What catches this tick is lit after every fire has had its turn, so a fire new this tick
  // does not spread in it too (and the scan's order favours no side).
  std::vector<Vec> catching;
  for (Vec p : fires) {
    burn_things(g, p);
    for (Dir d : kSides) {
      const Vec q = p + offset(d);
      const TileRules& t = cat.tile(lv.at(q));
      if ((t.burns > 0 && lv.fire_at(q) == 0 && t.catches.roll(g.rng())) || burning_gas(g, q))
        catching.push_back(q);
    }
    if (cat.fire.smoke >= 0)
      gas::release(lv, cat.gases, cat.tiles, p, cat.fire.smoke, cat.fire.smoke_volume);
    if (--lv.fire[p] == 0) {
      --lv.burning;
      if (const TileRules& t = cat.tile(lv.at(p)); t.burns > 0)  // (spilt oil leaves the ground)
        lv.tiles[p] = static_cast<Tile>(t.burns_into);
    }
  }
  for (Vec q : catching) ignite(g, q);
}

}  // namespace dg::blaze
