#pragma once
// Who the hero is: NetHack's roles, races, genders and alignments. The tables come from
// content (characters.toml) into the Catalog (core/catalog.hpp); a Character stores indices
// into them. This file also holds the rules that read the tables: which
// choices are allowed together, random completion, and the attribute roll.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/actor/attributes.hpp"
#include "core/actor/talent.hpp"
#include "core/dice.hpp"
#include "core/effect/effect.hpp"
#include "core/item/item.hpp"
#include "core/rng.hpp"

namespace dg {

// One line of a starting kit: `count` of item `item` (or, when `random_class`, of a random
// kind of that class), wielded or worn at the start when `use` says so.
struct KitEntry {
  enum class Use : std::uint8_t { Carry, Wield, Wear, Learn };  // Learn: a spellbook's spell
  int item = -1;  // item kind index; -1 with random_class set
  bool random_class = false;
  ItemClass cls = ItemClass::Potion;
  Dice count{0, 0, 1};
  Use use = Use::Carry;
  int enchant = 0;  // as NetHack's kits: a Valkyrie's +1 long sword, a Tourist's +2 darts
  friend bool operator==(const KitEntry&, const KitEntry&) = default;
};

struct RoleDef {
  std::string id;                               // "valkyrie"
  std::string name;                             // "Valkyrie", "Caveman"
  std::string female_name;                      // "Cavewoman"; same as name for most roles
  std::string description;                      // one line for the creation screen
  char key = 0;                                 // the hotkey on the role screen
  std::vector<int> races, genders, alignments;  // allowed, as table indices
  int hp = 10, pw = 1, extra_pw = 0;            // starting hit points and power
  Attributes base;                              // attribute floor before the 75-point roll
  std::array<int, kAttrCount> weights{};        // percent chance each point goes where
  Attr energy_attr = Attr::In;                  // feeds power gained per level, and casting
  // How armour-bound the role's magic is, as NetHack's `spelbase`: 1 for a Wizard, 14 for a
  // Barbarian; it raises every spell's failure chance.
  int spell_base = 10;
  bool fast_power = false;           // power comes back faster (a Wizard's, as in NetHack)
  int speed = 12;                    // 15 for the intrinsically fast roles
  Dice unarmed{1, 2, 0};             // bare-handed damage (martial arts: more)
  std::vector<Property> intrinsics;  // stealth, poison resistance...
  Dice gold{0, 0, 0};                // starting gold
  std::vector<KitEntry> kit;
  std::string pet;  // the breed id of the pet the role starts with ("kitten"); "" for none
  std::vector<std::string> gods;  // NetHack's pantheon: the lawful, neutral and chaotic god
  friend bool operator==(const RoleDef&, const RoleDef&) = default;
};

struct RaceDef {
  std::string id, name, adjective;  // "dwarf", "dwarf", "dwarvish"
  std::string description;          // one line for the creation screen
  char key = 0;
  std::vector<int> alignments;
  int hp = 0, pw = 0;
  std::vector<Property> intrinsics;  // infravision...
  friend bool operator==(const RaceDef&, const RaceDef&) = default;
};

// Genders and alignments: a name and a hotkey.
struct TraitDef {
  std::string id, name;  // "lawful", "Lawful"
  char key = 0;
  friend bool operator==(const TraitDef&, const TraitDef&) = default;
};

// The four choices; -1 is "not chosen yet".
struct Character {
  int role = -1, race = -1, gender = -1, alignment = -1;
  bool complete() const { return role >= 0 && race >= 0 && gender >= 0 && alignment >= 0; }
  friend bool operator==(const Character&, const Character&) = default;
};

// The character tables (content: characters.toml) and the rules that read them: which
// choices are allowed together, random completion, parsing and naming.
struct CharacterTables {
  std::vector<RoleDef> roles;
  std::vector<RaceDef> races;
  std::vector<TraitDef> genders, alignments;
  std::vector<TalentDef> talents;  // chosen at experience levels (core/actor/talent.hpp)

  // The races a role allows (only those sharing an alignment with it).
  std::vector<int> allowed_races(int role) const;
  std::vector<int> allowed_genders(int role) const;
  // The role's alignments that the race also allows.
  std::vector<int> allowed_alignments(int role, int race) const;
  // Whether every chosen trait is allowed by the ones before it (role, race, gender, alignment).
  bool is_legal(const Character& c) const;
  // Fills each unchosen trait, in order, with a random allowed one. `c` must be legal so far.
  Character complete_randomly(Character c, Rng& rng) const;
  // "valkyrie-dwarf-female-lawful" (any prefix of it; ids or hotkeys) into a character;
  // unnamed traits stay unchosen. Fails with a message naming the bad part.
  Result<Character> parse(std::string_view text) const;

  // Whether `role` is offered the talent `t` (one for every role, or one of its own).
  bool offers(const TalentDef& t, int role) const;
  const RoleDef& role_of(const Character& c) const;
  // The alignment whose id is `id` ("lawful"), or -1 (an altar's, a faith's: gods.toml).
  int find_alignment(std::string_view id) const;
  const RaceDef& race_of(const Character& c) const;
  // "Valkyrie", "Cavewoman", "Priestess".
  std::string role_title(const Character& c) const;
  // "lawful female dwarvish Valkyrie".
  std::string describe(const Character& c) const;
  friend bool operator==(const CharacterTables&, const CharacterTables&) = default;
};

// The role's base plus every remaining point of 75 drawn by its weights; an attribute at 25
// is drawn again (it takes no more).
Attributes roll_attributes(const RoleDef& role, Rng& rng);

// "stealth", "poison_resistance", "infravision", "see_invisible", "searching" (the ones a
// role or race can have from birth); false for any other name.
bool intrinsic_from_id(std::string_view id, Property& out);
// The id an intrinsic is written with in the tables ("poison_resistance"); "" for a property
// that is not one.
std::string_view intrinsic_id(Property p);

}  // namespace dg
