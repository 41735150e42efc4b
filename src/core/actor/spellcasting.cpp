#include "core/actor/spellcasting.hpp"

#include <algorithm>
#include <cmath>

#include "core/actor/player.hpp"

namespace dg {

namespace {
constexpr int kMaxLevel = 30;
// What metal worn adds to the role's armour-bound magic, by where it is worn (NetHack's
// urole.spelarmr for body armour; helmet, gloves and boots bonuses), and any shield.
constexpr int kMetalBody = 10;
constexpr int kMetalHelmet = 4;
constexpr int kMetalGloves = 6;
constexpr int kMetalBoots = 2;
constexpr int kShield = 1;
constexpr int kBasicSkill = 1;  // every school at Basic (NetHack's P_BASIC less one)

int metal_penalty(const Catalog& c, const Player& hero) {
  int penalty = 0;
  for (std::size_t i = 0; i < kArmourSlots; ++i) {
    const InvSlot* s = hero.worn[i] ? hero.slot(hero.worn[i]) : nullptr;
    if (!s) continue;
    const ItemKind& k = c.kind_of(s->item);
    switch (k.slot) {
      case ArmourSlot::Body: penalty += k.metal ? kMetalBody : 0; break;
      case ArmourSlot::Helmet: penalty += k.metal ? kMetalHelmet : 0; break;
      case ArmourSlot::Gloves: penalty += k.metal ? kMetalGloves : 0; break;
      case ArmourSlot::Boots: penalty += k.metal ? kMetalBoots : 0; break;
      case ArmourSlot::Shield: penalty += kShield; break;
      default: break;
    }
  }
  return penalty;
}
}  // namespace

int spell_failure(const Catalog& c, const Player& hero, const ItemKind& book) {
  const RoleDef& role = c.characters.role_of(hero.who);
  const int caster = std::min(20, role.spell_base + metal_penalty(c, hero));
  int chance = 11 * hero.attr[role.energy_attr] / 2;
  const int difficulty = (book.spell_level - 1) * 4 - (kBasicSkill * 6 + hero.level / 3 + 1);
  if (difficulty > 0) {
    chance -= static_cast<int>(std::sqrt(900.0 * difficulty + 2000.0));
  } else {
    const int learning = 15 * -difficulty / std::max(1, book.spell_level);
    chance += std::min(20, learning);
  }
  chance = std::clamp(chance, 0, 120);
  chance = chance * (20 - caster) / 15 - caster;
  // A copy of the book carried, enchanted (the best one): its spell fails less often.
  int enchant = 0;
  for (const InvSlot& s : hero.inventory)
    if (&c.kind_of(s.item) == &book) enchant = std::max(enchant, s.item.enchant);
  return std::clamp(
      100 - std::clamp(chance, 0, 100) - kFailurePerEnchant * enchant - hero.knacks.spell_failure,
      0, 100);
}

int spell_cost(const Player& hero, const ItemKind& book) {
  const int full = kPowerPerSpellLevel * book.spell_level;
  return std::max(1, full * (100 - std::clamp(hero.knacks.spell_cost, 0, 90)) / 100);
}

int study_failure(const Player& hero, const ItemKind& book) {
  const int ability = hero.attr[Attr::In] + 4 + hero.level / 2 - 2 * book.spell_level;
  if (ability >= 20) return 0;
  // A d20 above the ability fails: (20 - ability) chances in 20.
  return std::clamp((20 - ability) * 5, 0, 100);
}

int power_regained(const Catalog& c, const Player& hero, int turn, Rng& rng) {
  if (hero.pw >= hero.max_pw) return 0;
  const RoleDef& role = c.characters.role_of(hero.who);
  const int every = std::max(1, (kMaxLevel + 8 - hero.level) * (role.fast_power ? 3 : 4) / 6);
  if (turn % every != 0) return 0;
  const int stats = (hero.attr[Attr::Wi] + hero.attr[Attr::In]) / 15 + 1;
  return std::min(hero.max_pw - hero.pw, 1 + rng.below(stats));
}

}  // namespace dg
