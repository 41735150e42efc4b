#include "core/actor/player.hpp"

#include <algorithm>

#include "core/combat.hpp"

namespace dg {

const InvSlot* Player::slot(char letter) const {
  for (const InvSlot& s : inventory)
    if (s.letter == letter) return &s;
  return nullptr;
}

InvSlot* Player::slot(char letter) {
  for (InvSlot& s : inventory)
    if (s.letter == letter) return &s;
  return nullptr;
}

char Player::covering(ArmourSlot s) const {
  if (s == ArmourSlot::Body) return worn_in(ArmourSlot::Cloak);
  if (s == ArmourSlot::Shirt)
    return worn_in(ArmourSlot::Cloak) ? worn_in(ArmourSlot::Cloak) : worn_in(ArmourSlot::Body);
  return 0;
}

int Player::armour_class(const Catalog& c) const {
  int ac = 10;
  for (char letter : worn)
    if (const InvSlot* a = letter ? slot(letter) : nullptr)
      ac -= std::max(0, c.kind_of(a->item).ac - a->item.erosion) + a->item.enchant +
            (c.power_of(a->item) ? c.power_of(a->item)->ac : 0);
  for (char letter : rings)
    if (const InvSlot* r = letter ? slot(letter) : nullptr)  // enchanting grows its magnitude
      if (const int given = c.kind_of(r->item).ac; given > 0) ac -= given + r->item.enchant;
  return ac - modifiers(effects, Property::Protected) - knacks.ac - blessings;
}

std::vector<Blow> Player::blows(const Catalog& c) const {
  const PowerDef* power = weapon_power(c);
  const Blow one{"hit",
                 weapon_damage(c),
                 strength_damage_bonus(effective_strength(), effective_exceptional()) +
                     weapon_enchant() + ring_damage_bonus(c) + knacks.damage +
                     (power ? power->damage : 0),
                 hero_to_hit(level, dexterity(), weapon_to_hit(c) + knacks.to_hit, 0),
                 nullptr,
                 0};
  return std::vector<Blow>(static_cast<std::size_t>(1 + std::clamp(knacks.attacks, 0, 3)), one);
}

char Player::take_in(const Catalog& c, const Item& item, bool& too_heavy) {
  too_heavy = carried_weight(c) + c.kind_of(item).weight * item.count > 2 * capacity();
  return too_heavy ? 0 : add_to_pack(c, item);
}

int Player::throw_to_hit() const {
  return hero_to_hit(level, dexterity(), knacks.to_hit, 0);
}

int Player::throw_damage_bonus() const {
  return strength_damage_bonus(effective_strength(), effective_exceptional()) + knacks.throw_damage;
}

int Player::throw_range() const {
  return 2 + effective_strength() / 4;
}

void Player::refresh_extrinsics(const Catalog& c) {
  extrinsics.clear();
  for (char letter : rings)
    if (const InvSlot* r = letter ? slot(letter) : nullptr)
      if (c.kind_of(r->item).grants != Property::kCount)
        extrinsics.push_back(c.kind_of(r->item).grants);
  // What the powers of the weapon wielded and the armour worn give (r36).
  for (char letter : worn)
    if (const InvSlot* a = letter ? slot(letter) : nullptr)
      if (const PowerDef* p = c.power_of(a->item); p && p->grants != Property::kCount)
        extrinsics.push_back(p->grants);
  if (const PowerDef* p = weapon_power(c); p && p->grants != Property::kCount)
    extrinsics.push_back(p->grants);
}

int Player::ring_damage_bonus(const Catalog& c) const {
  int bonus = 0;
  for (char letter : rings)
    if (const InvSlot* r = letter ? slot(letter) : nullptr)
      if (const int given = c.kind_of(r->item).damage_bonus; given > 0)
        bonus += given + r->item.enchant;  // enchanting grows its magnitude
  return bonus;
}

Dice Player::weapon_damage(const Catalog& c) const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? c.kind_of(w->item).damage : unarmed;
}

int Player::weapon_enchant() const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? w->item.enchant - w->item.erosion : 0;
}

int Player::weapon_to_hit(const Catalog& c) const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  if (!w) return 0;
  const PowerDef* power = c.power_of(w->item);
  return c.kind_of(w->item).to_hit + w->item.enchant + (power ? power->to_hit : 0);
}

const PowerDef* Player::weapon_power(const Catalog& c) const {
  const InvSlot* w = wielded ? slot(wielded) : nullptr;
  return w ? c.power_of(w->item) : nullptr;
}

bool Player::carries_amulet(const Catalog& c) const {
  for (const InvSlot& s : inventory)
    if (c.kind_of(s.item).cls == ItemClass::Amulet) return true;
  return false;
}

int Player::carried_weight(const Catalog& c) const {
  int total = 0;
  for (const InvSlot& s : inventory) {
    const PowerDef* p = c.power_of(s.item);  // armour of burden weighs three times as much
    total += c.kind_of(s.item).weight * s.item.count * (p ? p->weight : 100) / 100;
  }
  return total;
}

char Player::add_to_pack(const Catalog& c, const Item& item) {
  static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz";
  static constexpr std::size_t kMaxSlots = 26;
  if (c.kind_of(item).stacks)
    for (InvSlot& s : inventory)
      if (s.item.kind == item.kind && s.item.erosion == item.erosion &&
          s.item.enchant == item.enchant && s.item.cursed == item.cursed &&
          s.item.curse_known == item.curse_known && s.item.unpaid == item.unpaid) {
        s.item.count += item.count;
        return s.letter;
      }
  if (inventory.size() >= kMaxSlots) return 0;
  char letter = 0;
  for (const char* l = kLetters; *l && !letter; ++l)
    if (!slot(*l)) letter = *l;
  inventory.push_back({letter, item});
  std::sort(inventory.begin(), inventory.end(),
            [](const InvSlot& a, const InvSlot& b) { return a.letter < b.letter; });
  return letter;
}

Item Player::take_one(char letter) {
  InvSlot* s = slot(letter);
  Item one = s->item;
  one.count = 1;
  if (--s->item.count <= 0) {
    if (wielded == letter) wielded = 0;
    remove_slot(letter);
  }
  return one;
}

void Player::remove_slot(char letter) {
  std::erase_if(inventory, [letter](const InvSlot& x) { return x.letter == letter; });
  for (char& w : worn)
    if (w == letter) w = 0;
}

int Player::capacity() const {
  return std::min(1000, 25 * (effective_strength() + constitution()) + 50);
}

bool Player::level_up_due() const {
  return level < kMaxExperienceLevel && experience >= experience_for_level(level + 1);
}

void Player::level_up(const Catalog& c, Rng& rng) {
  ++level;
  // A hit die of 1d12 (r23; 1d8 left the balance bot with 38 hit points at level 6, where it
  // died most), 2 more (r28: most balance games that reached level 12 died there with 50 to 100
  // hit points) and the constitution's bonus.
  const int con = constitution();
  const int more_hp = rng.range(1, 12) + 2 + (con >= 17 ? 2 : con >= 15 ? 1 : 0) + knacks.level_hp;
  const int more_pw =
      rng.range(1, 3) + std::max(0, (attr[c.characters.role_of(who).energy_attr] - 10) / 3);
  max_hp += more_hp;
  hp += more_hp;
  max_pw += more_pw;
  pw += more_pw;
}

}  // namespace dg
