// characters.toml: roles, races, genders, alignments, talents, and the words of the creation
// screens.
#include "content/toml/schema/schema.hpp"
#include "core/actor/attributes.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kKitFields[] = {
    {"item", Text, "(or class)", "an item's key or name in items.toml"},
    {"class", Text, "(or item)",
     "a random kind of this class: potion, scroll, wand, ring, spellbook"},
    {"count", Dice, "\"1\"", "how many"},
    {"enchant", Integer, "0", "its enchantment", -5, 5},
    {"use", Text, "(carried)",
     "\"wield\" (a weapon), \"wear\" (armour), \"learn\" (a book's spell)"},
};
const Schema kKit{"kit entry", "A thing a role starts with, in `kit`.", kKitFields};

const FieldSpec kRoleFields[] = {
    {"kind", Text, "", "\"role\""},
    {"name", Text, "", "\"Valkyrie\""},
    {"female_name", Text, "", "the name of a female one, if other (\"Priestess\"; \"\": the same)"},
    {"description", Text, "", "a line on the creation screen"},
    {"key", Text, "", "the letter that picks it on the creation screen"},
    {"races", Texts, "", "the races it may be"},
    {"genders", Texts, "", "the genders it may be"},
    {"alignments", Texts, "", "the alignments it may be"},
    {"hp", Integer, "", "hit points at the start (with the race's)", 1, 100},
    {"pw", Integer, "", "power at the start (with the race's)", 0, 100},
    {"extra_pw", Integer, "", "power a new experience level gives, besides a die", 0, 100},
    {"base", Integers, "", "six numbers: the least of St In Wi Dx Co Ch", kAttrMin, kAttrMax},
    {"weights", Integers, "", "six numbers adding up to 100: where the rest of the points go", 0,
     100},
    {"energy", Text, "", "the attribute its power grows with: \"intelligence\" or \"wisdom\""},
    {"spell_base", Integer, "", "how armour-bound its magic is (1 free, 20 bound)", 0, 20},
    {"fast_power", Flag, "", "power comes back faster (a Wizard's)"},
    {"pet", Text, "", "the monster it starts with (\"kitten\"; \"\": none)"},
    {"gods", Texts, "", "three gods: the lawful, the neutral, the chaotic"},
    {"speed", Integer, "", "12 is a human's", 6, 24},
    {"unarmed", Dice, "", "damage of a bare-handed hit"},
    {"intrinsics", Texts, "",
     "stealth, poison_resistance, fire_resistance, infravision, see_invisible, searching"},
    {"gold", Dice, "", "gold at the start"},
    {"kit", Tables, "[]", "what it starts with", 0, 0, &kKit},
};
const Schema kRole{"role", "A role (NetHack's class): Valkyrie, Wizard...", kRoleFields};

const FieldSpec kRaceFields[] = {
    {"kind", Text, "", "\"race\""},
    {"name", Text, "", "\"dwarf\""},
    {"adjective", Text, "", "\"dwarvish\""},
    {"description", Text, "", "a line on the creation screen"},
    {"key", Text, "", "the letter that picks it on the creation screen"},
    {"alignments", Texts, "", "the alignments it may be"},
    {"hp", Integer, "", "hit points at the start, added to the role's", 0, 100},
    {"pw", Integer, "", "power at the start, added to the role's", 0, 100},
    {"intrinsics", Texts, "", "stealth, poison_resistance, infravision, see_invisible, searching"},
};
const Schema kRace{"race", "A race: human, elf, dwarf...", kRaceFields};

const FieldSpec kGenderFields[] = {
    {"kind", Text, "", "\"gender\""},
    {"name", Text, "", "\"female\""},
    {"key", Text, "", "the letter that picks it on the creation screen"},
};
const Schema kGender{"gender", "A gender.", kGenderFields};

const FieldSpec kAlignmentFields[] = {
    {"kind", Text, "", "\"alignment\""},
    {"name", Text, "", "\"lawful\""},
    {"key", Text, "", "the letter that picks it on the creation screen"},
};
const Schema kAlignment{"alignment", "An alignment.", kAlignmentFields};

// A talent's knacks: numbers the rules read where they apply (core/actor/talent.hpp).
const FieldSpec kTalentFields[] = {
    {"kind", Text, "", "\"talent\""},
    {"name", Text, "", "\"Second wind\""},
    {"description", Text, "", "what it does, in a sentence (the choice screen shows it)"},
    {"level", Integer, "", "the first experience level it is offered at: 3, 6, 9 or 12", 3, 12},
    {"roles", Texts, "[]", "the roles offered it ([]: every role)"},
    {"gain", Tables, "[]", "effect steps done once, on the hero, when it is chosen", 0, 0,
     &effect_step_schema()},
    {"intrinsics", Texts, "[]",
     "kept for good: stealth, poison_resistance, fire_resistance, infravision, see_invisible, "
     "searching, free_action, regeneration"},
    {"speed", Integer, "0", "base speed more, for good (12 is a human's)", 0, 6},
    {"light", Integer, "0", "the hero's own light reaches this much further", 0, 3},
    {"attacks", Integer, "0", "blows more in each melee attack", 0, 1},
    {"to_hit", Integer, "0", "to-hit more in melee and with thrown things", 0, 5},
    {"damage", Integer, "0", "damage more of each melee blow", 0, 5},
    {"throw_damage", Integer, "0", "damage more of each thing thrown or fired", 0, 5},
    {"ac", Integer, "0", "armour class better by this much", 0, 5},
    {"spell_power", Integer, "0", "hit points more each damage or heal step of a spell does", 0,
     10},
    {"spell_cost", Integer, "0", "percent less power each spell costs", 0, 50},
    {"spell_failure", Integer, "0", "points off each spell's chance to fail", 0, 30},
    {"prayer", Integer, "0", "percent shorter the wait a prayer leaves before the next", 0, 75},
    {"level_hp", Integer, "0",
     "hit points more at each experience level to come, and at once for each one gained", 0, 5},
    {"pet_growth", Integer, "0",
     "levels more the hero's pets may grow, and levels the pets beside the hero gain at once", 0,
     5},
    {"sneak", Integer, "0", "times more damage a sneak attack does, on top of its three", 0, 3},
};
const Schema kTalent{"talent",
                     "A talent, chosen at experience levels 3, 6, 9 and 12 among three the role is "
                     "offered; at least one of its fields after `roles` must do something.",
                     kTalentFields};

const FieldSpec kMessageFields[] = {
    {"kind", Text, "", "\"messages\""},
    {"title", Text, "", "the title screen's heading"},
    {"subtitle", Text, "", "under it"},
    {"goal", Text, "", "the goal, in a line (%depth: the deepest level)"},
    {"ask_pick", Text, "", "asks for a choice on the title"},
    {"ask_hint", Text, "", "the keys that answer it"},
    {"phone_ask_hint", Text, "", "the same on a touch screen"},
    {"role_title", Text, "", "the role screen's heading"},
    {"role_prompt", Text, "", "its question"},
    {"race_title", Text, "", "the race screen's heading"},
    {"race_prompt", Text, "", "its question"},
    {"gender_title", Text, "", "the gender screen's heading"},
    {"gender_prompt", Text, "", "its question"},
    {"alignment_title", Text, "", "the alignment screen's heading"},
    {"alignment_prompt", Text, "", "its question"},
    {"random", Text, "", "the choice that picks at random"},
    {"quit", Text, "", "the choice that leaves"},
    {"not_offered", Text, "", "said of a choice the others rule out"},
    {"farewell", Text, "", "said as the game closes"},
    {"saved", Text, "", "said when a game was saved"},
    {"import_hint", Text, "", "how to bring in a save"},
    {"replay_hint", Text, "", "how to watch a replay"},
    {"export_hint", Text, "", "how to take a save out"},
    {"options_hint", Text, "", "how to reach the options"},
    {"welcome", Text, "", "the title's word to a newcomer"},
    {"phone_welcome", Text, "", "the same on a touch screen"},
    {"tutorial_hint", Text, "", "the title's line for the tutorial once it was finished"},
    {"choices", Texts, "", "the title's answers: \"y - play now\"..."},
};
const Schema kMessages{"messages", "The words of the title and creation screens.", kMessageFields};

const Schema* const kCharacterKinds[] = {&kRole,      &kRace,     &kGender,
                                         &kAlignment, &kMessages, &kTalent};

}  // namespace

const FileSchema kCharactersSchema{"characters.toml", kCharacterKinds, true};

}  // namespace dg
