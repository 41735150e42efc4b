// monsters.toml: one kind, the monster (a breed: core/actor/breed.hpp).
#include "content/toml/schema/schema.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

using enum FieldType;
constexpr int kDeepest = gen::kDungeonDepth;

const FieldSpec kAttackFields[] = {
    {"hit", Text, "", "the verb phrase of a hit: \"bites\", \"swings and hits\""},
    {"damage", Dice, "", "hit points a hit takes"},
    {"effects", Tables, "[]", "what a hit may do besides (poison, acid...)", 0, 0,
     &effect_step_schema()},
    {"chance", Integer, "", "percent of hits that also do `effects` (needed with them)", 1, 100},
};
const Schema kAttack{"monster attack", "A monster's melee attack, in `attacks`.", kAttackFields};

const FieldSpec kAbilityFields[] = {
    {"name", Text, "", "\"arrow\": a death by it is \"killed by a hill orc's arrow\""},
    {"says", Text, "", "said when the hero sees it: \"{A} shoots an arrow!\""},
    {"zap", Text, "", "\"beam\", \"ray\" or \"burst\" at a target in line, or \"self\""},
    {"range", Integer, "(needed but for self)", "cells it reaches, as a wand's", 1, 30},
    {"ignites", Flag, "false", "sets alight what burns along its way (fire breath)"},
    {"effects", Tables, "", "what it does to whoever it reaches", 0, 0, &effect_step_schema()},
    {"chance", Chance, "", "of the turns it could use it, how often it does (\"1/3\")"},
};
const Schema kAbility{"monster ability", "A ranged or self ability, in `abilities`.",
                      kAbilityFields};

const FieldSpec kCarriedFields[] = {
    {"item", Text, "", "an item's key in items.toml"},
    {"chance", Integer, "", "percent of monsters made with it", 1, 100},
};
const Schema kCarried{"carried item", "A thing a monster is made with, in `carries`.",
                      kCarriedFields};

const FieldSpec kMonsterFields[] = {
    {"name", Text, "", "used in messages: \"hill orc\""},
    {"description", Text, "\"\"", "a line about it, for look mode"},
    {"glyph", Glyph, "", "its character on the map"},
    {"fg", Colour, "", "its colour"},
    {"level", Integer, "", "base level: to-hit, hit dice, experience", 0, 30},
    {"speed", Integer, "", "12 is the hero's; 24 acts twice a turn, 6 every other turn", 1, 36},
    {"ac", Integer, "", "armour class: lower is harder to hit", -10, 10},
    {"hp", Dice, "", "hit points at its base level"},
    {"attacks", Tables, "[]", "its melee attacks (one at least, or a `passive`)", 0, 0, &kAttack},
    {"frequency", Integer, "", "relative chance to be picked among the depth's monsters", 0, 100},
    {"min_depth", Integer, "", "the shallowest level it is made on", 1, kDeepest},
    {"max_depth", Integer, "", "the deepest (not below min_depth)", 1, kDeepest},
    {"flee_percent", Integer, "", "flees below this percent of its hit points", 0, 100},
    {"sleep_chance", Integer, "", "percent made asleep", 0, 100},
    {"opens_doors", Flag, "", "opens closed doors"},
    {"carries_gold", Flag, "", "is made with gold"},
    {"picks_up_gold", Flag, "", "takes gold it stands on"},
    {"invisible", Flag, "", "seen only by a hero who can see invisible"},
    {"warm", Flag, "", "warm-blooded: infravision sees it in the dark"},
    {"spells", Texts, "", "the spellbooks whose spells it casts"},
    {"uses_items", Flag, "", "zaps wands, drinks potions, reads, throws, picks up"},
    {"magic", Chance, "(never)", "how often it tries its spells or items when it could"},
    {"spell_rest", Range, "(none)", "its own turns it waits after a spell (\"3-6\")"},
    {"carries", Tables, "[]", "things it is made with, each on its own chance", 0, 0, &kCarried},
    {"abilities", Tables, "[]", "ranged attacks and abilities on itself", 0, 0, &kAbility},
    {"regenerates", Integer, "", "hit points back every turn (a troll's)", 0, 100},
    {"pack", Range, "(one alone)", "how many come together (\"2-4\")"},
    {"passive", Tables, "[]", "done to whoever hits it in melee (an acid blob's acid)", 0, 0,
     &effect_step_schema()},
    {"on_death", Tables, "[]", "done as it dies, where it stands (a gas spore's blast)", 0, 0,
     &effect_step_schema()},
    {"splits", Flag, "", "a hit that leaves it 2 HP or more divides it (a jelly)"},
    {"keeps_away", Integer, "", "an archer or caster backs off to this many steps", 0, 8},
    {"phases", Flag, "", "walks through walls and rock (a xorn)"},
    {"resists_fire", Flag, "false", "never catches fire, and keeps no distance from it"},
    {"swims", Flag, "false", "lives in water, hidden under deep water unless beside the hero"},
    {"light", Integer, "0", "it glows, lighting this many cells around it", 0, 9},
    {"light_colour", Colour, "(needed with light)", "with light: its colour on what it lights"},
    {"disguise", Text, "(none)", "lies still looking like this item (a mimic)"},
    {"unique", Flag, "false", "one of a kind with a proper name: drawn once a run, never twice"},
    {"blesses", Integer, "0",
     "a temple priest: the gold per hero level that buys a point of armour class ($)", 0, 5000},
    {"appears", Integer, "(needed with unique)",
     "a unique: percent of runs that hold it (0: only where a level's map puts it)", 0, 100},
    {"greets", Text, "\"\"", "a unique: its words when it first notices the hero in sight"},
    {"last_words", Text, "\"\"", "a unique: its words as it dies in sight"},
};
const Schema kMonster{"monster", "A kind of monster (a breed).", kMonsterFields};
const Schema* const kMonsterKinds[] = {&kMonster};

}  // namespace

const FileSchema kMonstersSchema{"monsters.toml", kMonsterKinds};

}  // namespace dg
