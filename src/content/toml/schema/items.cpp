// items.toml: items, and the appearances that disguise a class's kinds until identified.
#include "content/toml/schema/schema.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kItemFields[] = {
    {"kind", Text, "", "\"item\""},
    {"name", Text, "", "its name once known: \"wand of striking\""},
    {"class", Text, "",
     "weapon, armour, potion, ingredient, amulet, scroll, wand, ring, spellbook or tool"},
    {"glyph", Glyph, "", "its character on the map"},
    {"fg", Colour, "", "its colour"},
    {"weight", Integer, "", "in NetHack's units", 0, 1000},
    {"trophy", Integer, "0", "a branch's trophy: the score it adds when first taken", 0, 10000},
    {"cost", Integer, "0", "base price in gold, as NetHack's (0: no shop sells or buys it)", 0,
     5000},
    {"frequency", Integer, "", "relative chance to be picked among the depth's items", 0, 100},
    {"min_depth", Integer, "", "the shallowest level it is found on", 1, gen::kDungeonDepth},
    {"max_depth", Integer, "", "the deepest", 1, gen::kDungeonDepth},
    {"stacks", Flag, "", "several are one stack (arrows, potions)"},
    {"damage", Dice, "", "hit points a hit with it takes (thrown or wielded)"},
    {"escape", Flag, "false", "the bot and monsters use it to get away"},
    {"description", Text, "\"\"", "a line about it, once known"},
    {"to_hit", Integer, "", "weapon: to-hit bonus", -5, 5},
    {"ac", Integer, "(armour: needed; ring: 0)", "armour and rings: armour class given", 0, 10},
    {"slot", Text, "", "armour: body, shield, helmet, gloves, cloak, boots or shirt"},
    {"metal", Flag, "false", "armour: rusts and corrodes"},
    {"effects", Tables, "[]",
     "potion, scroll, wand, spellbook: what it does (a wand or spell that digs needs none)", 0, 0,
     &effect_step_schema()},
    {"zap", Text, "", "wand, spellbook: \"self\", \"beam\", \"ray\", \"burst\" or \"dig\""},
    {"range", Integer, "(needed but for self)", "wand, spellbook: cells it reaches", 1, 30},
    {"ignites", Flag, "false", "wand, spellbook: sets alight what burns along its way"},
    {"shatters_into", Text, "\"\"", "potion: the gas that rises where one thrown breaks"},
    {"shatter_volume", Integer, "(needed with shatters_into)", "potion: how much of it", 1,
     kMaxGasVolume * 4},
    {"shatter_burns", Integer, "0",
     "potion: thrown, its oil burns this many ticks on the cells around where it breaks", 0, 20},
    {"in_fire", Text, "\"\"",
     "what fire does to one lying in a burning cell, said of it (\"burns\"); \"\": nothing"},
    {"charges", Range, "", "wand: charges it is made with (\"4-8\")"},
    {"spell", Text, "", "spellbook: the spell's name"},
    {"level", Integer, "", "spellbook: the spell's level", 1, 7},
    {"backfire", Tables, "[]", "spellbook: what a failed reading does", 0, 0,
     &effect_step_schema()},
    {"grants", Text, "(nothing)", "ring: the property it gives (see_invisible...)"},
    {"damage_bonus", Integer, "0", "ring: damage added to every hit", 0, 10},
    {"known_on_wear", Flag, "false", "ring: its kind is known once put on"},
    {"essence", Text, "", "ingredient: what it brings to a brew"},
    {"unlocks", Text, "(nothing)", "tool: the tile it opens (a vault key: \"vault_door\")"},
    {"unlocks_into", Text, "", "tool: the tile that tile becomes"},
    {"light", Integer, "0", "tool: carried, the cells it lights around its bearer (a lamp)", 0, 9},
    {"unlock_words", Text, "", "tool: said as it opens"},
    {"enchanting", Text, "\"\"",
     "what a scroll of enchanting's +1 does: \"weapon\" (to-hit and damage), \"armour\" (armour "
     "class), \"magnitude\" (a ring's armour class or damage), \"wand\" (a charge, and 1 more "
     "damage), \"spell\" (its spell fails 10 points less often while carried); \"\": none"},
    {"enchant_cap", Integer, "(needed with enchanting)", "the most enchanting it takes", 1, 9},
};
const Schema kItem{"item", "A kind of item.", kItemFields};

const FieldSpec kAppearanceFields[] = {
    {"kind", Text, "", "\"appearances\""},
    {"class", Text, "", "the class its kinds are of (potion, scroll, wand, ring, spellbook)"},
    {"names", Texts, "", "the appearances, one per kind at least, shuffled per game"},
    {"name", Text, "", "how an unknown one is called: \"{look} potion\""},
};
const Schema kAppearances{"appearances",
                          "How a class's kinds look until identified (NetHack's appearances).",
                          kAppearanceFields};

const Schema* const kItemKinds[] = {&kItem, &kAppearances};

}  // namespace

const FileSchema kItemsSchema{"items.toml", kItemKinds, true};

}  // namespace dg
