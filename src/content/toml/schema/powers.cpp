// powers.toml: the powers a weapon or a piece of armour may have (core/item/power.hpp).
#include "content/toml/schema/schema.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kPowerFields[] = {
    {"named", Text, "", "a known one's name, {item} the item's: \"flaming {item}\""},
    {"description", Text, "", "what it does, in a sentence (the item screen)"},
    {"on", Text, "", "\"weapon\" or \"armour\""},
    {"bad", Flag, "false", "a bad power: it comes cursed"},
    {"frequency", Integer, "", "how often, among the powers its items may have", 1, 100},
    {"min_depth", Integer, "1", "not found above this level", 1, 12},
    {"hit", Tables, "[]", "a weapon's: effect steps done to what each blow that lands strikes", 0,
     0, &effect_step_schema()},
    {"struck", Tables, "[]", "armour's: effect steps done to whoever lands a blow on its wearer", 0,
     0, &effect_step_schema()},
    {"grants", Text, "\"\"",
     "a property while worn or wielded: stealth, poison_resistance, fire_resistance, "
     "infravision, see_invisible, searching, free_action, regeneration, teleportitis"},
    {"to_hit", Integer, "0", "a weapon's to-hit, added to its own", -5, 5},
    {"damage", Integer, "0", "a weapon's damage, added to its own", -5, 5},
    {"ac", Integer, "0", "armour's armour class, added to its own (negative: worse)", -5, 5},
    {"weight", Integer, "100", "percent of the item's own weight", 10, 1000},
};
const Schema kPower{"power",
                    "A power of a weapon or a piece of armour (an ego, a runic): unknown until it "
                    "shows itself in use or an identify tells it.",
                    kPowerFields};
const Schema* const kPowerKinds[] = {&kPower};

}  // namespace

const FileSchema kPowersSchema{"powers.toml", kPowerKinds, false};

}  // namespace dg
