#pragma once
// The hero's state that the world rules touch. Character creation (Game::blank, from the
// role and race tables) fills it in: attributes, hit points, power, speed, intrinsics, kit.
#include <algorithm>
#include <array>
#include <vector>

#include "core/actor/actor.hpp"
#include "core/actor/attributes.hpp"
#include "core/actor/character.hpp"
#include "core/actor/energy.hpp"
#include "core/actor/faith.hpp"
#include "core/catalog.hpp"
#include "core/dice.hpp"
#include "core/effect/effect.hpp"
#include "core/geometry.hpp"
#include "core/item/item.hpp"
#include "core/rng.hpp"

namespace dg {

struct InvSlot {
  char letter = 'a';
  Item item;
  friend bool operator==(const InvSlot&, const InvSlot&) = default;
};

constexpr int kMaxExperienceLevel = 30;  // as NetHack's

struct Player : Actor {
  Player() {
    hp = max_hp = 16;
    energy = kActionCost;
  }
  Player* as_player() override { return this; }
  // Armour class: 10, less every worn piece's protection (which acid erodes) and rings'.
  int armour_class(const Catalog& c) const override;
  int absorbing_armour_class(const Catalog& c) const override { return armour_class(c); }
  // One blow with the wielded weapon (or bare hands), strength adding to its damage.
  std::vector<Blow> blows(const Catalog& c) const override;
  // A throw: by level and dexterity, strength adding to its damage and its reach.
  int throw_to_hit() const override;
  int throw_damage_bonus() const override;
  int throw_range() const override;
  Item* carried(char letter) override {
    InvSlot* s = slot(letter);
    return s ? &s->item : nullptr;
  }
  // One of the item in `letter` (which must be carried) out of the pack; the slot goes, and
  // the weapon hand is emptied, when it was the last.
  Item take_one(char letter) override;
  // Into the pack (add_to_pack), unless it would weigh more than twice the capacity.
  char take_in(const Catalog& c, const Item& item, bool& too_heavy) override;
  // The hero's part of a step (core/action/walk.cpp): the player's step veers when confused,
  // goes through walls in a wizard's walk, opens doors, and acts on what is in its way.
  Dir veer(Game& g, Dir d) override;
  bool passes_walls(const Game& g) const override;
  bool opens_doors(const Catalog&) const override { return true; }
  std::optional<ActionResult> meet(Game& g, Actor* there, Vec to) override;
  ActionResult bump(Game& g, Vec to) override;
  Character who;  // role, race, gender, alignment
  Attributes attr;
  int level = 1;  // experience level
  int experience = 0;
  int pw = 2;  // power (magic energy)
  int max_pw = 2;
  int start_gold = 0;  // what the role began with (a tourist's cash is not a find)
  // All the gold the hero has picked up in the dungeon (r38): the score, which spending it (in a
  // shop, at an altar) or losing it to a thief never lowers.
  int gold_found = 0;
  // The trophies taken (r39): item kinds, each once, in the order taken; each adds its worth to
  // the score however it leaves the pack after.
  std::vector<int> trophies;
  int blessings = 0;  // points of armour class a temple's priest gave for gold (r39)
  int kills = 0;
  int light_radius = 3;                   // how far the hero sees in the dark
  std::vector<InvSlot> inventory;         // letters a-z, each kept by its item until it leaves
  char wielded = 0;                       // letter of the wielded weapon, or 0 (bare hands)
  std::array<char, kArmourSlots> worn{};  // letters of the armour worn, by slot (0: none)
  // The last command kept the hero still (a wait, a search; held where they stand): monsters
  // notice them from half as far (core/actor/stealth.hpp). Set by every command.
  bool still = false;
  Dice unarmed{1, 2, 0};        // bare-handed damage (a monk's martial arts do more)
  std::array<char, 2> rings{};  // letters of the rings on the right and left hands
  std::vector<int> spells;      // the spells known: the kinds of the books they came from
  int identify_pending = 0;     // kinds an identify lets the player choose (the next command does)
  int enchant_pending = 0;      // +1s a scroll of enchanting lets the player give (the same)
  // Talents (core/action/talent.hpp): the ones chosen, in order, and the ones offered now
  // (catalog indices; none offered: nothing to choose), and what those chosen add up to.
  std::vector<int> talents, talent_offer;
  Knacks knacks;
  // NetHack's prayer timeout: a turn less each turn; a god answers a prayer in trouble while
  // it is below 200 (core/action/pray.hpp).
  int prayer_timeout = 300;
  // The god served (r37, core/action/worship.hpp): its alignment in the role's pantheon (-1:
  // the hero's own; converting at another altar changes it), the piety it feels, how many of
  // its gifts were given, each deed's count toward its faith's `every`, and the last turn the
  // hero did what it hates (its conduct is kept kKeptAfter turns after).
  int god = -1;
  int piety = kPietyStart;
  int gifts_given = 0;
  std::array<int, kDeeds> deed_counts{};
  int last_sin = 0;
  int god_alignment() const { return god >= 0 ? god : who.alignment; }
  // The uniques the hero has slain (r38), as breeds, in the order they fell: the morgue lists
  // them.
  std::vector<int> uniques_slain;

  int strength() const { return attr[Attr::St]; }
  int dexterity() const { return attr[Attr::Dx]; }
  int constitution() const { return attr[Attr::Co]; }
  int effective_strength() const { return strength() + modifiers(effects, Property::Strength); }
  // Exceptional strength (18/xx) counts while nothing has moved strength off 18.
  int effective_exceptional() const { return effective_strength() == 18 ? attr.exceptional : 0; }
  const InvSlot* slot(char letter) const;
  InvSlot* slot(char letter);
  char worn_in(ArmourSlot s) const { return worn[static_cast<std::size_t>(s)]; }
  bool wears(char letter) const {
    return letter != 0 && std::find(worn.begin(), worn.end(), letter) != worn.end();
  }
  bool has_on(char letter) const {  // a ring on either hand
    return letter != 0 && (rings[0] == letter || rings[1] == letter);
  }
  bool wearing(char letter) const { return wears(letter) || has_on(letter); }
  // What the rings put on and the powers of the weapon and armour give (a property while
  // worn), read again after every command: into `extrinsics`, which Actor::has consults.
  void refresh_extrinsics(const Catalog& c);
  int ring_damage_bonus(const Catalog& c) const;
  // The piece worn over `s` (a cloak over body armour; body armour or a cloak over a shirt),
  // which must come off first; 0 when nothing covers it.
  char covering(ArmourSlot s) const;
  // What the hero's things do, read from the catalog's item kinds.
  Dice weapon_damage(const Catalog& c) const;  // `unarmed` bare-handed
  int weapon_to_hit(const Catalog& c) const;   // the kind's, and its enchantment
  int weapon_enchant() const;  // added to the weapon's damage too, less what acid ate of it
  const PowerDef* weapon_power(const Catalog& c) const;  // the wielded weapon's, or null
  int carried_weight(const Catalog& c) const;
  bool carries_amulet(const Catalog& c) const;  // out of the dungeon with it, the run is won
  // The pack. Stackable kinds join the slot that holds them; anything else takes the first
  // free letter, kept while it is carried. Returns the letter, or 0 when the pack is full.
  char add_to_pack(const Catalog& c, const Item& item);
  void remove_slot(char letter);
  // Weight carried without slowing down, from strength and constitution (as NetHack).
  int capacity() const;
  bool burdened(const Catalog& c) const override { return carried_weight(c) > capacity(); }
  // Experience: whether enough is earned for the next level (up to 30), and the next level's
  // hit points and power (power from the attribute the role casts by).
  bool level_up_due() const;
  void level_up(const Catalog& c, Rng& rng);
  friend bool operator==(const Player&, const Player&) = default;
};

}  // namespace dg
