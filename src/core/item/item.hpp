#pragma once
// Items: the kinds come from content (items.toml, with prototype inheritance) into the
// Catalog (core/catalog.hpp); an item stores its kind's index. Gold is not an item
// here: it is counted, not carried in a slot.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice.hpp"
#include "core/effect/effect_step.hpp"
#include "core/effect/zap.hpp"
#include "core/geometry.hpp"

namespace dg {

enum class ItemClass : std::uint8_t {
  Weapon,
  Armour,
  Potion,
  Ingredient,
  Amulet,
  Scroll,
  Wand,
  Ring,
  Spellbook,
  Tool,  // a key: what it is for is its own data (`unlocks`)
  kCount
};
constexpr std::size_t kItemClasses = static_cast<std::size_t>(ItemClass::kCount);

// What +1 of enchanting does to a kind of item (its data's `enchanting`): a weapon hits and
// harms more, armour guards better, a ring of protection or damage grows, a wand gains a
// charge and hits harder, a spellbook's spell fails less often while the book is carried.
enum class Enchanting : std::uint8_t { None, Weapon, Armour, Magnitude, Wand, Spell };

// How the unidentified kinds of a class look: a list of appearances shuffled per game, and
// how an unknown one is named ("{look} potion": "a murky green potion").
struct Disguises {
  std::vector<std::string> looks;  // "murky green", ...
  std::string name;                // with {look} where the appearance goes
  friend bool operator==(const Disguises&, const Disguises&) = default;
};

// Where a piece of armour is worn, as in NetHack: one piece in each. A cloak goes over body
// armour, and body armour over a shirt: what is under cannot go on or come off while the
// piece over it is worn.
enum class ArmourSlot : std::uint8_t { Body, Shield, Helmet, Gloves, Cloak, Boots, Shirt, kCount };
constexpr std::size_t kArmourSlots = static_cast<std::size_t>(ArmourSlot::kCount);

struct ItemKind {
  std::string id;    // "long_sword"
  std::string name;  // "long sword"
  ItemClass cls = ItemClass::Weapon;
  int weight = 1;
  // Its base price in gold (NetHack's): a shop sells it for this, more to a hero of low
  // charisma or who does not know what it is, and buys it for half (core/world/shop.hpp). Kinds
  // of one price look alike in a shop, which is how a price tells a kind. 0: never traded.
  int cost = 0;
  // A branch's trophy (r39): taking it the first time adds this to the score (0: no trophy).
  int trophy = 0;
  int frequency = 0;  // 0: never generated at random (the Amulet is placed by hand)
  int min_depth = 1;
  int max_depth = 1;
  Dice damage;                         // a weapon's, or what anything else does when thrown
  int to_hit = 0;                      // weapons
  int ac = 0;                          // armour: how much it lowers armour class
  ArmourSlot slot = ArmourSlot::Body;  // armour: where it is worn
  // Potions: what drinking does; shattered on a monster, the same, its effects half as long.
  // Scrolls: what reading does, to the reader.
  Effects effects;
  std::string essence;  // ingredients: what they bring to a brew
  // Wands and spells: how far their `effects` reach (the zapper, a beam, a ray, a burst, a
  // dig); wands also how many charges one is made with.
  Zap zap;
  TurnRange charges;
  // Spellbooks: the spell they teach (its name, level: the power it costs is 5 a level), and
  // what a failed study does to the reader.
  std::string spell;
  int spell_level = 0;
  Effects backfire;
  // Rings: what wearing one gives (a property, armour class in `ac`, damage), and whether
  // putting it on tells what it is.
  Property grants = Property::kCount;
  int damage_bonus = 0;
  bool known_on_wear = false;
  bool metal = false;       // armour: metal hinders spellcasting
  bool escape = false;      // a way out of a bad fight: every level from 2 has one
  std::string description;  // what a known one does, for the item screen and the spell menu
  bool stacks = false;      // potions, scrolls and ingredients stack in one inventory slot
  // What a burning cell does to one lying in it, in words ("burns", "boils away"): it is
  // destroyed; "": fire leaves it be.
  std::string in_fire;
  // A potion thrown: where it breaks, `shatter_volume` of the gas `shatters_into` rises (a
  // potion of confusion: confusion gas; -1: none), and lamp oil spills burning over the
  // cells around for `shatter_burns` ticks (0: it does not burn), setting alight what burns.
  int shatters_into = -1;
  int shatter_volume = 0;
  int shatter_burns = 0;
  // Tools: the tile a hero carrying one opens by walking into it (a vault's door, a Tile;
  // -1 none), what it becomes, and the words said; the tool is used up.
  int unlocks = -1;
  int unlocks_into = 0;
  std::string unlock_words;
  // Tools: carried, it lights this many cells around its bearer (a lamp; 0: it gives none),
  // in its colour: the hero sees further in the dark, and is seen from further too.
  int light = 0;
  // What a scroll of enchanting's +1 does to one (`enchanting`; None: it cannot take it), and
  // the most it takes (`enchant_cap`): core/action/enchant.hpp.
  Enchanting enchanting = Enchanting::None;
  int enchant_cap = 0;
  friend bool operator==(const ItemKind&, const ItemKind&) = default;
};

constexpr int kMaxEnchant = 5;  // beyond it, enchant_weapon and enchant_armour do nothing more

struct Item {
  int kind = 0;
  int count = 1;
  int erosion = 0;  // corroded by acid: armour a point of AC less, a weapon a point of damage
  int enchant = 0;  // +1 a scroll of enchantment: a weapon's to-hit and damage, armour's AC
  int charges = 0;  // a wand's zaps left
  // A cursed weapon, piece of armour or ring will not leave the hand, body or finger it is put
  // on until the curse is lifted (a scroll of remove curse, enchanting it, a prayer). Whether
  // the hero knows it (`curse_known`: an altar told, or it stuck) shows in its name.
  bool cursed = false;
  bool curse_known = false;
  // A weapon's or armour's power (core/item/power.hpp: an index into the catalog's powers;
  // -1 none), and whether the hero has learned it (in use, or by an identify).
  int power = -1;
  bool power_known = false;
  // A shop's (r38): lying on its floor for sale, or carried from it and not yet paid for
  // (core/world/shop.hpp).
  bool unpaid = false;
  friend bool operator==(const Item&, const Item&) = default;
};

struct FloorItem {
  Vec pos;
  Item item;
  friend bool operator==(const FloorItem&, const FloorItem&) = default;
};

}  // namespace dg
