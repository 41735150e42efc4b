#include "core/actor/monster_magic.hpp"

#include <string>
#include <vector>

#include "core/combat.hpp"
#include "core/effect/zap.hpp"
#include "core/game.hpp"

namespace dg::mind {

namespace {

// One use of magic: a spell (item -1) or the carried wand or potion at `item`.
struct Use {
  int kind = -1;
  int item = -1;
};

class MagicAction : public Action {
 public:
  MagicAction(Use use, Dir dir) : use_(use), dir_(dir) {}

 protected:
  ActionResult on_perform(Game& g, Actor& actor) override {
    Monster& m = static_cast<Monster&>(actor);
    const ItemKind& k = g.catalog().item(use_.kind);
    const bool potion = k.cls == ItemClass::Potion;
    if (g.visible_monster(m.pos))
      g.say(capitalised(g.monster_name(m)) + (use_.item < 0 ? " casts a spell!"
                                              : potion      ? " drinks a potion!"
                                                            : " zaps a wand!"));
    // A death by it names the monster too: "killed by a kobold shaman's force bolt".
    const EffectSource source{g.breed_of(m).name + "'s " + (use_.item < 0 ? k.spell : k.name),
                              &m};
    if (potion) {
      m.items.erase(m.items.begin() + use_.item);
      effects::apply(g, m, k.effects, source);
      return ActionResult::success();
    }
    if (use_.item >= 0) --m.items[static_cast<std::size_t>(use_.item)].charges;
    zap::fire(g, m, dir_, k.zap, k.effects, source);
    return ActionResult::success();
  }

 private:
  Use use_;
  Dir dir_;
};

bool does(const ItemKind& k, EffectOp op) {
  for (const EffectStep& s : k.effects)
    if (s.op == op) return true;
  return false;
}

// Aimed at someone else, it hurts or hinders them.
bool harms(const ItemKind& k) {
  if (!k.zap.aimed() || k.zap.reach == Reach::Dig) return false;
  for (const EffectStep& s : k.effects) {
    if (s.op == EffectOp::Damage) return true;
    if (s.op == EffectOp::Condition)
      for (EffectKind bad : {EffectKind::Sleep, EffectKind::Slowness, EffectKind::Paralysis,
                             EffectKind::Blindness, EffectKind::Confusion})
        if (s.condition == bad) return true;
  }
  return false;
}

// The way to the hero along a row, column or diagonal, `range` cells at most, with nothing
// but open ground and no other creature between.
std::optional<Dir> line_to_hero(const Game& g, const Monster& m, int range) {
  const Vec d = g.player() - m.pos;
  const int n = std::max(std::abs(d.x), std::abs(d.y));
  if (n == 0 || n > range || (d.x != 0 && d.y != 0 && std::abs(d.x) != std::abs(d.y)))
    return std::nullopt;
  const Vec step{(d.x > 0) - (d.x < 0), (d.y > 0) - (d.y < 0)};
  for (Vec p = m.pos + step; p != g.player(); p = p + step)
    if (!g.catalog().tile(g.level().at(p)).walkable || g.level().monster_at(p)) return std::nullopt;
  return direction_of(step);
}

}  // namespace

std::unique_ptr<Action> magic_action(Game& g, Monster& m, bool sees_hero) {
  const Breed& b = g.breed_of(m);
  if (b.spells.empty() && !b.uses_items) return nullptr;
  std::vector<Use> uses;
  for (int spell : b.spells) uses.push_back({spell, -1});
  if (b.uses_items)
    for (std::size_t i = 0; i < m.items.size(); ++i) {
      const ItemKind& k = g.kind_of(m.items[i]);
      if ((k.cls == ItemClass::Wand && m.items[i].charges > 0) ||
          (k.cls == ItemClass::Potion && does(k, EffectOp::Heal)))
        uses.push_back({m.items[i].kind, static_cast<int>(i)});
    }
  if (uses.empty() || !b.magic.roll(g.rng())) return nullptr;
  const auto kind = [&g](const Use& u) -> const ItemKind& { return g.catalog().item(u.kind); };
  if (m.hp * 2 < m.max_hp) {
    for (const Use& u : uses)
      if (!kind(u).zap.aimed() && does(kind(u), EffectOp::Heal))
        return std::make_unique<MagicAction>(u, Dir::None);
    if (chebyshev(m.pos, g.player()) == 1)
      for (const Use& u : uses)
        if (!kind(u).zap.aimed() && does(kind(u), EffectOp::Blink))
          return std::make_unique<MagicAction>(u, Dir::None);
  }
  if (!sees_hero) return nullptr;
  for (const Use& u : uses)
    if (harms(kind(u)))
      if (const auto dir = line_to_hero(g, m, kind(u).zap.range))
        return std::make_unique<MagicAction>(u, *dir);
  return nullptr;
}

}  // namespace dg::mind
