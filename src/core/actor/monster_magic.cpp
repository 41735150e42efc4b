#include "core/actor/monster_magic.hpp"

#include <string>
#include <vector>

#include "core/action/potion.hpp"
#include "core/action/zap.hpp"
#include "core/actor/mind.hpp"
#include "core/combat.hpp"
#include "core/effect/magic.hpp"
#include "core/effect/ops.hpp"
#include "core/effect/zap.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg::mind {

namespace {

// One use of magic: a spell known, an ability, or the carried wand or potion at `item`.
struct Use {
  const Zap* zap = nullptr;
  const Effects* effects = nullptr;
  std::string name;  // "force bolt", "arrow", "wand of fire": a death's cause names it
  std::string says;  // "{A} casts a spell!", when the hero sees it
  int item = -1;     // in the monster's pack; -1: nothing carried is spent
  bool potion = false;
  bool spell = false;  // a spell: the caster rests after it (Breed::spell_rest)
};

// A spell or an ability: what only monsters cast this way (the hero's spells cost power,
// core/action/zap.hpp's CastAction).
class MagicAction : public Action {
 public:
  MagicAction(Use use, Dir dir) : use_(std::move(use)), dir_(dir) {}

 protected:
  ActionResult on_perform(Game& g, Actor& actor) override {
    Monster* m = actor.as_monster();
    if (!m) return ActionResult::failure();
    tell(g, *m, "", use_.says);
    // A death by it names the monster too: "killed by a kobold shaman's force bolt".
    const EffectSource source{g.wording().whose(*m, use_.name), m};
    if (use_.spell) m->spell_rest = g.catalog().breed_of(*m).spell_rest.roll(g.rng());
    zap::fire(g, *m, dir_, *use_.zap, *use_.effects, source);
    return ActionResult::success();
  }

 private:
  Use use_;
  Dir dir_;
};

// The action for a use: a carried potion or wand through the actions the hero drinks and zaps
// with; a spell or an ability as magic of its own.
std::unique_ptr<Action> act(const Use& u, Dir dir) {
  const char letter = static_cast<char>('a' + u.item);
  if (u.item >= 0 && u.potion) return std::make_unique<QuaffAction>(letter);
  if (u.item >= 0) return std::make_unique<ZapAction>(letter, dir);
  return std::make_unique<MagicAction>(u, dir);
}

// Aimed at someone else, it hurts or hinders them.
bool harms(const Zap& zap, const Effects& effects) {
  if (!zap.aimed() || zap.reach == Reach::Dig) return false;
  for (const EffectStep& s : effects)
    if (op_row(s.op).harms(s)) return true;  // damage, a hindering condition (ops.cpp)
  return false;
}

// A self effect that would start a condition it already has (a haste running).
bool already(const Monster& m, const Effects& effects) {
  for (const EffectStep& s : effects)
    if (s.op == EffectOp::Condition)
      for (const Effect& e : m.effects)
        if (e.kind == s.condition) return true;
  return false;
}

// A pet's ray must not come back at the hero, nor its burst break beside them.
bool spares_hero(const Game& g, const Monster& m, const Zap& zap, Dir dir) {
  return !m.tame || !zap::reaches(g, m.pos, dir, zap, g.hero().pos);
}

}  // namespace

std::unique_ptr<Action> magic_action(Game& g, Monster& m, bool sees_hero) {
  const Breed& b = g.catalog().breed_of(m);
  // A pet fights for the hero: it casts only at its prey, and never calls up or howls in the
  // wild monsters' way (what it summoned would not be tame).
  const bool wild = !m.tame;
  // Its abilities first, each on its own chance: at whoever it fights in line (aim()), or on
  // itself when it sees the hero.
  for (const Ability& ab : b.abilities) {
    if (!ab.zap.aimed()) {
      if (!wild || !sees_hero) continue;
      // A caller past its caps calls no more (r29): it fights instead.
      if (has_step(ab.effects, EffectOp::Summon) && !effects::magic::may_summon(g.level(), m))
        continue;
      if (!already(m, ab.effects) && ab.chance.roll(g.rng()))
        return std::make_unique<MagicAction>(Use{&ab.zap, &ab.effects, ab.name, ab.says},
                                             Dir::None);
      continue;
    }
    if (const auto dir = aim(g, m, ab.zap.range);
        dir && spares_hero(g, m, ab.zap, *dir) && ab.chance.roll(g.rng()))
      return std::make_unique<MagicAction>(Use{&ab.zap, &ab.effects, ab.name, ab.says}, *dir);
  }
  if (b.spells.empty() && !b.uses_items) return nullptr;
  // Resting after its last spell: its wands and potions are still at hand.
  const bool rested = m.spell_rest <= 0;
  if (!rested) --m.spell_rest;
  std::vector<Use> uses;
  if (rested)
    for (int spell : b.spells) {
      const ItemKind& k = g.catalog().item(spell);
      uses.push_back({&k.zap, &k.effects, k.spell, "{A} casts a spell!", -1, false, true});
    }
  if (b.uses_items)
    for (std::size_t i = 0; i < m.items.size() && i < Monster::kMaxCarried; ++i) {
      const ItemKind& k = g.catalog().kind_of(m.items[i]);
      const int at = static_cast<int>(i);
      if (k.cls == ItemClass::Wand && m.items[i].charges > 0)
        uses.push_back({&k.zap, &k.effects, k.name, "{A} zaps a wand!", at});
      if (k.cls == ItemClass::Potion && has_step(k.effects, EffectOp::Heal))
        uses.push_back({&k.zap, &k.effects, k.name, "{A} drinks a potion!", at, true});
    }
  if (uses.empty() || !b.magic.roll(g.rng())) return nullptr;
  if (m.hp * 2 < m.max_hp) {
    for (const Use& u : uses)
      if (!u.zap->aimed() && has_step(*u.effects, EffectOp::Heal)) return act(u, Dir::None);
    if (wild && chebyshev(m.pos, g.hero().pos) == 1)
      for (const Use& u : uses)
        if (!u.zap->aimed() && has_step(*u.effects, EffectOp::Blink)) return act(u, Dir::None);
  }
  if (wild && sees_hero)
    for (const Use& u : uses)  // a spell that makes it stronger (haste self), before the fight
      if (!u.zap->aimed() && !u.potion && has_step(*u.effects, EffectOp::Condition) &&
          !has_step(*u.effects, EffectOp::Heal) && !already(m, *u.effects))
        return act(u, Dir::None);
  for (const Use& u : uses)
    if (harms(*u.zap, *u.effects))
      if (const auto dir = aim(g, m, u.zap->range); dir && spares_hero(g, m, *u.zap, *dir))
        return act(u, *dir);
  return nullptr;
}

}  // namespace dg::mind
