#include "core/world/spawn.hpp"

#include <algorithm>
#include <span>
#include <vector>

#include "core/world/stage.hpp"

namespace dg {

namespace {
// An index into `defs` (breeds or item kinds), weighted by frequency among those whose depth
// range holds `depth`; -1 when none does.
template <typename Def, typename Keep>
int pick_for_depth(Rng& rng, std::span<const Def> defs, int depth, Keep keep) {
  std::vector<int> weights;
  for (const Def& d : defs)
    weights.push_back(depth >= d.min_depth && depth <= d.max_depth && keep(d) ? d.frequency : 0);
  const std::size_t i = rng.weighted(weights);
  return i < weights.size() ? static_cast<int>(i) : -1;
}
}  // namespace

int pick_item_kind(const Catalog& cat, Rng& rng, int depth) {
  return pick_for_depth(rng, std::span<const ItemKind>(cat.items), depth,
                        [](const ItemKind&) { return true; });
}
int pick_item_of_class(const Catalog& cat, Rng& rng, int depth, ItemClass cls) {
  return pick_for_depth(rng, std::span<const ItemKind>(cat.items), depth,
                        [cls](const ItemKind& k) { return k.cls == cls; });
}
int pick_escape_kind(const Catalog& cat, Rng& rng, int depth) {
  return pick_for_depth(rng, std::span<const ItemKind>(cat.items), depth,
                        [](const ItemKind& k) { return k.escape; });
}
int pick_breed(const Catalog& cat, Rng& rng, int depth) {
  return pick_for_depth(rng, std::span<const Breed>(cat.breeds), depth,
                        [](const Breed&) { return true; });
}

int pick_breed_among(const Catalog& cat, Rng& rng, int depth, const std::vector<int>& only) {
  if (only.empty()) return pick_breed(cat, rng, depth);
  auto listed = [&](const Breed& b) {
    return std::find(only.begin(), only.end(), static_cast<int>(&b - cat.breeds.data())) !=
           only.end();
  };
  const int found = pick_for_depth(rng, std::span<const Breed>(cat.breeds), depth, listed);
  if (found >= 0) return found;
  // None of them lives this deep: the one whose range is nearest.
  int best = only.front(), gap = 1 << 20;
  for (int b : only) {
    const Breed& d = cat.breed(b);
    const int g = depth < d.min_depth ? d.min_depth - depth : std::max(0, depth - d.max_depth);
    if (g < gap) best = b, gap = g;
  }
  return best;
}

int pick_fighter(const Catalog& cat, Rng& rng, int depth) {
  return pick_for_depth(rng, std::span<const Breed>(cat.breeds), depth,
                        [](const Breed& b) { return b.disguise < 0 && !b.attacks.empty(); });
}

Vec random_open_cell(const Level& lv, Rng& rng, Vec avoid) {
  constexpr int kTries = 2000;
  for (int t = 0; t < kTries; ++t) {
    const Vec p{rng.below(lv.width()), rng.below(lv.height())};
    if (lv.at(p) == Tile::Floor && !lv.trap_at(p) && !lv.monster_at(p) && p != avoid) return p;
  }
  return lv.stairs_up;  // every level has one, and validation made sure it is reachable
}

std::vector<int> spawn_group(const Catalog& cat, Level& level, Rng& rng, int breed, int depth,
                             Vec pos, Vec avoid) {
  const Monster& first = spawn_monster(cat, level, rng, breed, depth, pos);
  std::vector<int> ids{first.id};
  const Mind mind = first.mind;
  const TurnRange& pack = cat.breed(breed).pack;
  for (int more = pack.max > 0 ? pack.roll(rng) - 1 : 0; more > 0; --more) {
    const auto cell = nearest_free_for_monster(cat, level, pos, avoid);
    if (!cell) break;
    Monster& m = spawn_monster(cat, level, rng, breed, depth, *cell);
    m.mind = mind;
    ids.push_back(m.id);
  }
  return ids;
}

bool free_for_monster(const Catalog& cat, const Level& level, Vec p) {
  const Tile t = level.at(p);
  return cat.tile(t).walkable && !cat.tile(t).hazard && t != Tile::StairsUp &&
         t != Tile::StairsDown && !level.monster_at(p);
}

std::optional<Vec> nearest_free_for_monster(const Catalog& cat, const Level& level, Vec from,
                                            Vec avoid) {
  const int farthest = level.width() > level.height() ? level.width() : level.height();
  for (int r = 1; r <= farthest; ++r)
    for (int dy = -r; dy <= r; ++dy)
      for (int dx = -r; dx <= r; ++dx) {
        if (dx != -r && dx != r && dy != -r && dy != r) continue;  // the ring only
        const Vec p{from.x + dx, from.y + dy};
        if (p != avoid && free_for_monster(cat, level, p)) return p;
      }
  return std::nullopt;
}

Item new_item(const Catalog& cat, int kind, Rng& rng) {
  Item it{kind, 1, 0};
  if (cat.item(kind).cls == ItemClass::Wand) it.charges = cat.item(kind).charges.roll(rng);
  return it;
}

bool can_be_cursed(const ItemKind& kind) {
  return !kind.stacks && (kind.cls == ItemClass::Weapon || kind.cls == ItemClass::Armour ||
                          kind.cls == ItemClass::Ring);
}

void curse(const Catalog& cat, Item& item, Rng& rng) {
  item.cursed = true;
  if (cat.kind_of(item).cls != ItemClass::Ring) item.enchant = -rng.range(1, 3);
}

namespace {

// A power for a weapon or a piece of armour found at `depth`, by frequency among those its
// class may have there: 4% at level 1, 2% more each level down, at most 28% (r36).
void maybe_give_power(const Catalog& cat, Item& it, Rng& rng, int depth) {
  const ItemKind& k = cat.kind_of(it);
  if ((k.cls != ItemClass::Weapon && k.cls != ItemClass::Armour) || k.stacks) return;
  const bool armour = k.cls == ItemClass::Armour;
  std::vector<int> weights;  // 0: not for this kind, or not this deep
  for (const PowerDef& p : cat.powers)
    weights.push_back(p.on_armour == armour && p.min_depth <= depth ? p.frequency : 0);
  if (std::all_of(weights.begin(), weights.end(), [](int w) { return w <= 0; }) ||
      !rng.percent(
          std::min(kPowerChanceMost, kPowerChanceAtDepth1 + kPowerChancePerDepth * (depth - 1))))
    return;
  const std::size_t i = rng.weighted(weights);
  it.power = static_cast<int>(i);
  if (cat.powers[i].bad) curse(cat, it, rng);  // a bad power comes cursed
}

}  // namespace

Item found_item(const Catalog& cat, int kind, Rng& rng, int depth) {
  Item it = new_item(cat, kind, rng);
  if (can_be_cursed(cat.item(kind)) && rng.one_in(kCurseOneIn)) curse(cat, it, rng);
  if (!it.cursed) maybe_give_power(cat, it, rng, depth);
  return it;
}

Monster& spawn_monster(const Catalog& cat, Level& level, Rng& rng, int breed_index, int depth,
                       Vec pos) {
  const Breed& b = cat.breed(breed_index);
  Monster m;
  m.id = level.next_monster_id++;
  m.breed = breed_index;
  stage::put(m, pos);
  m.speed = b.speed;
  if (b.resists_fire) m.intrinsics.push_back(Property::FireResistant);
  // One extra level for every four dungeon levels below where the breed first appears.
  m.level = b.level + std::max(0, depth - b.min_depth) / 4;
  m.max_hp = std::max(1, b.hp.roll(rng));
  for (int extra = m.level - b.level; extra > 0; --extra) m.max_hp += rng.range(1, 8);
  m.hp = m.max_hp;
  m.mind = rng.percent(b.sleep_chance) ? Mind::Asleep : Mind::Wandering;
  if (b.disguise >= 0) m.disguised = true, m.mind = Mind::Asleep;  // a mimic lies in wait
  if (b.carries_gold && rng.coin()) m.gold = rng.range(1, 10 + 8 * depth);
  if (b.carries_gold && rng.one_in(4)) {  // hoarders sometimes carry a thing too
    const int k = pick_item_kind(cat, rng, depth);
    if (k >= 0) m.items.push_back(found_item(cat, k, rng, depth));
  }
  for (const Breed::Carried& c : b.carries)  // what it is made with (a dwarf's mattock)
    if (rng.percent(c.chance)) m.items.push_back(new_item(cat, c.item, rng));
  return level.monsters.push_back(std::move(m));
}

}  // namespace dg
