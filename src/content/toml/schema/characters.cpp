// characters.toml: roles, races, genders, alignments, and the words of the creation screens.
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
    {"intrinsics", Texts, "", "stealth, poison_resistance, infravision, see_invisible, searching"},
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

const Schema* const kCharacterKinds[] = {&kRole, &kRace, &kGender, &kAlignment, &kMessages};

}  // namespace

const FileSchema kCharactersSchema{"characters.toml", kCharacterKinds, true};

}  // namespace dg
