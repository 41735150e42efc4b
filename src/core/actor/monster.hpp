#pragma once
// One monster on a level.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/actor/actor.hpp"
#include "core/actor/breed.hpp"
#include "core/effect/effect.hpp"
#include "core/event.hpp"
#include "core/geometry.hpp"
#include "core/item/item.hpp"

namespace dg {

enum class Mind : std::uint8_t {
  Asleep,     // does nothing until it notices the hero
  Wandering,  // roams toward a random spot
  Hunting,    // paths toward where it last saw or heard the hero
  Fleeing,    // runs away while badly hurt
};

struct Monster : Actor {
  Monster* as_monster() override { return this; }
  // Its breed's armour class, less any protection; its hide absorbs nothing of a blow.
  int armour_class(const Catalog& c) const override;
  int absorbing_armour_class(const Catalog&) const override { return 10; }
  // Its breed's attacks.
  std::vector<Blow> blows(const Catalog& c) const override;
  // By its level, as its blows; no farther than a strong hero throws (2 + strength / 4).
  int throw_to_hit() const override;
  int throw_range() const override { return kThrowRange; }
  static constexpr int kThrowRange = 6;
  Item* carried(char letter) override;
  Item take_one(char letter) override;
  // Into its hands, kMaxCarried things at most (no weight stops it).
  char take_in(const Catalog& c, const Item& item, bool& too_heavy) override;
  // What a monster carries answers to the letters 'a' to 'z': it takes no more.
  static constexpr std::size_t kMaxCarried = 26;
  // Its part of a step (core/action/walk.cpp): through walls when its breed phases, doors
  // opened when its breed opens them, and nothing done to what is in its way.
  bool passes_walls(const Game& g) const override;
  bool opens_doors(const Catalog& c) const override;
  std::optional<ActionResult> meet(Game&, Actor* there, Vec) override {
    if (there) return ActionResult::failure();
    return std::nullopt;
  }
  ActionResult bump(Game&, Vec) override { return ActionResult::failure(); }

  int id = 0;     // unique in the game, stable across turns (for messages and tests)
  int breed = 0;  // index into the catalog's breeds (Game::breed_of)
  int level = 1;  // the breed's level raised by depth
  Mind mind = Mind::Wandering;
  Vec goal{-1, -1};         // where it is heading (wander spot, last known hero position)
  std::vector<Item> items;  // carried, dropped on death
  bool tame = false;        // the hero's pet: follows the hero and fights the others
  // A captive in chains: the turns of the hero's work left to free it (0: not chained). It
  // does nothing, and nobody fights it; freed, it is the hero's ally (`freed`), tame.
  int chains = 0;
  bool freed = false;
  // A tame one told to wait (core/action/order.hpp): it holds its ground, fights only what
  // comes beside it, and does not follow the hero off the level.
  bool stays = false;
  // A mimic still passing for the item its breed names (Breed::disguise): it does nothing,
  // and the hero sees the item, until unmasked (mind::unmask).
  bool disguised = false;
  int kills = 0;  // a pet's, which make it grow
  int idle = 0;   // turns it hunted without acting; below 0, turns left since it gave up (mind)
  int spell_rest = 0;    // its turns left before it can cast a spell again (Breed::spell_rest)
  int summons = 0;       // the calls it has made (a conjurer's, a wolf's howl): see kSummonsEach
  bool greeted = false;  // a unique that has said its words on meeting the hero (once)
  // A shopkeeper's shop: the index of its piece in the level's pieces (core/world/shop.hpp),
  // while it keeps it in peace; -1 for every other monster, and for a keeper robbed or struck.
  int shop = -1;
  // Town folk and a temple's priest (r39, core/actor/peaceful.hpp): at peace with the hero
  // until struck.
  bool peaceful = false;
  // At peace with the hero: nothing fights it, and it fights nothing, until the hero strikes.
  bool at_peace() const { return shop >= 0 || peaceful; }

  friend bool operator==(const Monster&, const Monster&) = default;
};

// Who an actor is in events (core/event.hpp): kHero, or the monster's id.
inline int id_of(const Actor& a) {
  const Monster* m = a.as_monster();
  return m ? m->id : kHero;
}

}  // namespace dg
