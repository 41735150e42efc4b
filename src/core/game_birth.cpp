// The hero's birth: the character is completed (random traits drawn from the seed), its
// attributes rolled, hit points and power set from the role and race, intrinsics given, and
// the role's kit packed. Everything here draws from its own stream of the seed, so the same
// seed and choices give the same hero.
#include <string>

#include "core/game.hpp"
#include "core/world/spawn.hpp"

namespace dg {

namespace {
constexpr std::uint64_t kBirthStream = 0xB127B;

// A random kind of `cls` among those the dungeon generates.
int random_kind_of(const std::vector<ItemKind>& all, ItemClass cls, Rng& rng) {
  std::vector<int> kinds;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].cls == cls && all[i].frequency > 0) kinds.push_back(static_cast<int>(i));
  return kinds.empty() ? -1
                       : kinds[static_cast<std::size_t>(rng.below(static_cast<int>(kinds.size())))];
}
}  // namespace

Result<bool> Game::create_hero(Character who) {
  // Two streams: the traits left to chance, and the rest. So the hero depends only on the
  // seed and the finished character, and a replay given that character makes the same one.
  Rng pick(derive_seed(run_.seed, kBirthStream, 1));
  Rng rng(derive_seed(run_.seed, kBirthStream, 2));
  const CharacterTables& t = catalog_->characters;
  if (!t.is_legal(who)) return Error{"that character is not allowed: " + t.describe(who)};
  who = t.complete_randomly(who, pick);
  if (!who.complete()) return Error{"no character can be made from " + t.describe(who)};
  const RoleDef& role = t.role_of(who);
  const RaceDef& race = t.race_of(who);
  Player& p = player_;
  p.who = who;
  p.attr = roll_attributes(role, rng);
  p.max_hp = p.hp = role.hp + race.hp;
  p.max_pw = p.pw = role.pw + rng.range(0, role.extra_pw) + race.pw;
  p.speed = role.speed;
  p.unarmed = role.unarmed;
  p.intrinsics = role.intrinsics;
  p.intrinsics.insert(p.intrinsics.end(), race.intrinsics.begin(), race.intrinsics.end());
  p.gold = p.start_gold = role.gold.roll(rng);
  for (const KitEntry& e : role.kit) {
    const int kind = e.random_class ? random_kind_of(catalog_->items, e.cls, rng) : e.item;
    const int count = e.count.roll(rng);
    if (kind < 0 || count <= 0) continue;
    // Kit items keep their own slot (a wielded dagger is not stacked with thrown ones) and,
    // as in NetHack, the hero knows what they are.
    if (player_.inventory.size() >= 26) break;
    const char letter = static_cast<char>('a' + player_.inventory.size());
    Item item = new_item(*catalog_, kind, rng);
    if (catalog_->item(kind).stacks) item.count = count;
    item.enchant = e.enchant;
    player_.inventory.push_back({letter, item});
    for (int extra = 1; !catalog_->item(kind).stacks && extra < count; ++extra)
      player_.add_to_pack(*catalog_, new_item(*catalog_, kind, rng));
    knowledge_.learn(kind);
    if (e.use == KitEntry::Use::Wield && !p.wielded) p.wielded = letter;
    if (e.use == KitEntry::Use::Learn) p.spells.push_back(kind);
    if (e.use == KitEntry::Use::Wear) {
      char& slot = p.worn[static_cast<std::size_t>(catalog_->item(kind).slot)];
      if (!slot) slot = letter;
    }
  }
  return true;
}

}  // namespace dg
