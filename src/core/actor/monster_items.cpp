#include "core/actor/monster_items.hpp"

#include <vector>

#include "core/action/pack.hpp"
#include "core/action/potion.hpp"
#include "core/action/throw.hpp"
#include "core/actor/mind.hpp"
#include "core/effect/ops.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"

namespace dg::mind {

namespace {

// The letter of the first thing carried that `wanted` accepts, or 0.
template <typename Wanted>
char first_carried(const Game& g, const Monster& m, Wanted wanted) {
  for (std::size_t i = 0; i < m.items.size() && i < Monster::kMaxCarried; ++i)
    if (wanted(g.catalog().kind_of(m.items[i]))) return static_cast<char>('a' + i);
  return 0;
}

// A way out: a scroll that takes its reader elsewhere.
bool escape_scroll(const ItemKind& k) {
  return k.cls == ItemClass::Scroll && has_step(k.effects, EffectOp::Teleport);
}

// A missile: a weapon thrown by the handful (daggers, darts).
bool missile(const ItemKind& k) {
  return k.cls == ItemClass::Weapon && k.stacks;
}

// Every place in the pile at `at`: a monster takes all it can hold.
std::vector<int> whole_pile(const Level& level, Vec at) {
  std::vector<int> all(items_at(level, at).size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  return all;
}

}  // namespace

std::unique_ptr<Action> item_action(Game& g, Monster& m, bool sees_hero, bool adjacent) {
  const Breed& b = g.catalog().breed_of(m);
  if (!b.uses_items) return nullptr;
  // (Never an action that would be refused: a refused one would be its turn, every turn.)
  if (sees_hero && m.hp * 2 < m.max_hp && !m.has(Property::Blind))
    if (const char scroll = first_carried(g, m, escape_scroll); scroll && b.magic.roll(g.rng()))
      return std::make_unique<ReadAction>(scroll);
  if (!adjacent)
    if (auto thrown = throw_action(g, m)) return thrown;
  // What lies where it stands, while the hero is not at its side (a fight comes first).
  if (!adjacent && m.mind != Mind::Fleeing && m.items.size() < Monster::kMaxCarried &&
      !m.has(Property::Levitating) && !items_at(g.level(), m.pos).empty())
    return std::make_unique<PickUpAction>(whole_pile(g.level(), m.pos));
  return nullptr;
}

std::unique_ptr<Action> throw_action(Game& g, Monster& m) {
  const Breed& b = g.catalog().breed_of(m);
  if (!b.uses_items) return nullptr;
  if (const char thrown = first_carried(g, m, missile))
    if (const auto dir = aim(g, m, Monster::kThrowRange); dir && b.magic.roll(g.rng()))
      return std::make_unique<ThrowAction>(thrown, *dir);
  return nullptr;
}

}  // namespace dg::mind
