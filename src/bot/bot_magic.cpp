#include "bot/bot_magic.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "core/action/curses.hpp"
#include "core/action/enchant.hpp"
#include "core/action/worship.hpp"
#include "core/actor/spellcasting.hpp"
#include "core/game.hpp"
#include "ui/input/keymap.hpp"

namespace dg::bot_magic {

namespace {

// Whether a ray sent `dir` would come back off the wall to the hero: out to the wall and back
// within its range.
bool bounces_back(const Game& g, Dir dir, const Zap& z) {
  if (z.reach != Reach::Ray) return false;
  int out = 0;
  for (Vec p = g.hero().pos + offset(dir); g.catalog().tile(g.level().at(p)).walkable;
       p = p + offset(dir))
    ++out;
  return 2 * out + 1 <= z.range;
}

std::string spell_keys(const Game& g, EffectOp op, bool aimed, Dir dir) {
  const Player& h = g.hero();
  if (worship::hates(g, Deed::Cast)) return "";  // a god of war forbids it
  for (std::size_t i = 0; i < h.spells.size(); ++i) {
    const ItemKind& book = g.catalog().item(h.spells[i]);
    if (book.zap.aimed() != aimed || !has_step(book.effects, op) || h.pw < spell_cost(h, book) ||
        (aimed && bounces_back(g, dir, book.zap)))
      continue;
    std::string k = {'Z', static_cast<char>('a' + i)};
    if (aimed) k += static_cast<char>(key_for(dir));
    return k;
  }
  return "";
}

// A spell cast on oneself that starts a condition the hero lacks and wants in a fight (a
// priest's protection, haste self): its keys, or "".
std::string buff_keys(const Game& g) {
  const Player& h = g.hero();
  if (worship::hates(g, Deed::Cast)) return "";
  for (std::size_t i = 0; i < h.spells.size(); ++i) {
    const ItemKind& book = g.catalog().item(h.spells[i]);
    if (book.zap.aimed() || h.pw < spell_cost(h, book)) continue;
    for (const EffectStep& s : book.effects)
      if (s.op == EffectOp::Condition && !effect_rules(s.condition).harmful &&
          (s.condition == EffectKind::Protection || s.condition == EffectKind::Speed) &&
          std::none_of(h.effects.begin(), h.effects.end(),
                       [&](const Effect& e) { return e.kind == s.condition; }))
        return {'Z', static_cast<char>('a' + i)};
  }
  return "";
}

// A foe beside the hero, awake.
bool in_a_fight(const Game& g) {
  for (int d = 1; d <= 8; ++d) {
    const Monster* m = g.sight().visible_monster(g.hero().pos + offset(static_cast<Dir>(d)));
    if (m && !m->tame && m->shop < 0 && m->mind != Mind::Asleep) return true;
  }
  return false;
}

}  // namespace

std::optional<Target> monster_in_line(const Game& g, int range) {
  const Player& h = g.hero();
  for (int d = 1; d <= 8; ++d) {
    Vec at = h.pos;
    for (int step = 1; step <= range; ++step) {
      at = at + offset(static_cast<Dir>(d));
      if (!g.catalog().tile(g.level().at(at)).walkable) break;
      if (const Monster* m = g.sight().visible_monster(at)) {
        if (m->tame || m->at_peace()) break;  // never through the pet, nor at a keeper
        return Target{static_cast<Dir>(d), badly_hurt(h) || m->level >= h.level || m->hp > h.hp / 2,
                      step};
      }
    }
  }
  return std::nullopt;
}

bool badly_hurt(const Player& h) {
  return h.hp * 10 < h.max_hp * 4;
}

namespace {

bool wears_eroded(const Game& g) {
  for (const InvSlot& s : g.hero().inventory)
    if (g.hero().wears(s.letter) && s.item.erosion > 0) return true;
  return false;
}

}  // namespace

std::string keys(const Game& g, Rng& rng) {
  const Player& h = g.hero();
  if (badly_hurt(h)) {
    if (std::string k = spell_keys(g, EffectOp::Heal, false, Dir::None); !k.empty()) return k;
  }
  if (in_a_fight(g))
    if (std::string k = buff_keys(g); !k.empty()) return k;
  if (const auto target = monster_in_line(g, 8)) {
    if (target->threat && rng.coin())
      for (const InvSlot& s : h.inventory) {
        const ItemKind& k = g.catalog().kind_of(s.item);
        // An unknown wand is worth a try on a threat; a known one if it is aimed and charged.
        if (k.cls != ItemClass::Wand || s.item.charges <= 0 ||
            (g.knowledge().knows(s.item.kind) &&
             (!k.zap.aimed() || bounces_back(g, target->dir, k.zap))))
          continue;
        std::string keys = {'z', s.letter};
        if (k.zap.aimed()) keys += static_cast<char>(key_for(target->dir));
        return keys;
      }
    if (std::string k = spell_keys(g, EffectOp::Damage, true, target->dir); !k.empty()) return k;
    return "";  // a fight, not the time to read
  }
  if (!rng.one_in(4)) return "";
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    const bool unknown = !g.knowledge().knows(s.item.kind);
    const bool new_book =
        k.cls == ItemClass::Spellbook &&
        std::find(h.spells.begin(), h.spells.end(), s.item.kind) == h.spells.end();
    if ((k.cls == ItemClass::Scroll && unknown) || new_book) return {'r', s.letter};
    // Known to make what is worn or wielded better, or to help up: read it at once; known
    // gain strength: drink it.
    if (!unknown && k.cls == ItemClass::Scroll && has_step(k.effects, EffectOp::Enchant))
      if (const char target = enchant_target(g)) return {'r', s.letter, target};
    if (!unknown && k.cls == ItemClass::Scroll &&
        (has_step(k.effects, EffectOp::EnchantArmour) ||
         (has_step(k.effects, EffectOp::EnchantWeapon) && h.wielded) ||
         (has_step(k.effects, EffectOp::Repair) && wears_eroded(g))))
      return {'r', s.letter};
    if (!unknown && k.cls == ItemClass::Potion && has_step(k.effects, EffectOp::GainStrength))
      return {'q', s.letter};
    // Held by a curse it knows of: a scroll known to lift it.
    if (k.cls == ItemClass::Scroll && !unknown && has_step(k.effects, EffectOp::Uncurse) &&
        wears_a_curse(h))
      return {'r', s.letter};
    if (k.cls == ItemClass::Ring && !h.has_on(s.letter) && (!h.rings[0] || !h.rings[1]) &&
        !(s.item.cursed && s.item.curse_known))
      return {'P', s.letter};
  }
  return "";
}

char enchant_target(const Game& g) {
  const Player& h = g.hero();
  const Catalog& c = g.catalog();
  auto grows = [&](char letter) {
    const InvSlot* s = letter ? h.slot(letter) : nullptr;
    return s && can_enchant(c.kind_of(s->item), s->item) ? s : nullptr;
  };
  // A caster's first spell, its book carried: cast the most, it gains the most.
  if (c.characters.role_of(h.who).spell_base <= 3 && !h.spells.empty())
    for (const InvSlot& s : h.inventory)
      if (s.item.kind == h.spells.front() && grows(s.letter)) return s.letter;
  const InvSlot* weapon = grows(h.wielded);
  const InvSlot* body = grows(h.worn_in(ArmourSlot::Body));
  if (weapon && (!body || weapon->item.enchant <= body->item.enchant)) return weapon->letter;
  if (body) return body->letter;
  for (char letter : h.worn)
    if (grows(letter)) return letter;
  for (char letter : h.rings)
    if (grows(letter)) return letter;
  for (const InvSlot& s : h.inventory)
    if (c.kind_of(s.item).cls == ItemClass::Wand && grows(s.letter)) return s.letter;
  return 0;
}

namespace {

int talent_worth(const Player& h, const TalentDef& t) {
  const Knacks& k = t.knacks;
  const bool caster = !h.spells.empty();
  int w = 40 * k.attacks + 6 * k.damage + 3 * k.to_hit + 5 * k.ac + 6 * k.level_hp + 6 * t.speed +
          3 * k.throw_damage + k.prayer / 10 + 2 * k.pet_growth + 3 * k.sneak + 2 * t.light;
  if (caster) w += 4 * k.spell_power + k.spell_cost / 3 + k.spell_failure / 2;
  for (Property p : t.intrinsics) {
    if (h.has(p)) continue;
    w += p == Property::Regeneration                               ? 25
         : p == Property::FreeAction                               ? 15
         : p == Property::PoisonResistant                          ? 10
         : p == Property::Stealthy || p == Property::FireResistant ? 8
                                                                   : 3;
  }
  for (const EffectStep& s : t.gain) w += s.op == EffectOp::GainStrength ? 6 : 2;
  return w;
}

}  // namespace

char talent_choice(const Game& g) {
  const Player& h = g.hero();
  int best = -1, best_worth = -1;
  for (std::size_t i = 0; i < h.talent_offer.size(); ++i) {
    const int w = talent_worth(
        h, g.catalog().characters.talents[static_cast<std::size_t>(h.talent_offer[i])]);
    if (w > best_worth) best = static_cast<int>(i), best_worth = w;
  }
  return best < 0 ? 0 : static_cast<char>('a' + best);
}

}  // namespace dg::bot_magic
