// gods.toml: the faiths the gods of the pantheons follow (core/actor/faith.hpp).
#include "content/toml/schema/schema.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kDeedFields[] = {
    {"deed", Text, "",
     "kill, kill_strong (a foe of the hero's level or above), melee_kill, sneak (a blow at one "
     "asleep or fleeing), cast, pet_kill, ally_lost, new_depth, rest (a turn), heavy_armour (a "
     "turn in body armour of weight 250 or more: metal mail), kept (a turn 100 after the last "
     "hated deed), "
     "offer (a piece of gold at its altar)"},
    {"piety", Integer, "", "piety it is worth: more than 0 loved, less than 0 hated", -50, 50},
    {"every", Integer, "1", "counted this many times for each `piety`", 1, 1000},
};
const Schema kDeed{"deed", "What a god makes of a deed, in `deeds`.", kDeedFields};

const FieldSpec kGodPowerFields[] = {
    {"name", Text, "", "its name: \"Berserk rage\""},
    {"description", Text, "", "what it does, in a sentence (the god screen)"},
    {"piety", Integer, "", "the piety from which it is granted (in order, ascending)", 1, 200},
    {"cost", Integer, "0", "the piety it takes each time (no more than its `piety`)", 0, 100},
    {"effects", Tables, "", "effect steps done to the hero", 0, 0, &effect_step_schema()},
    {"use", Text, "",
     "when the balance bot calls on it: hurt, fight, power or arrive (on a new level)"},
};
const Schema kGodPower{"god power", "A power a god grants, in `powers`.", kGodPowerFields};

const FieldSpec kGiftFields[] = {
    {"piety", Integer, "", "the piety that brings it, once (in order, ascending)", 1, 200},
    {"item", Text, "", "its class: weapon, armour, ring, wand or spellbook"},
    {"deeper", Integer, "0", "found as on a level this much deeper than the hero's", 0, 12},
};
const Schema kGift{"gift", "A god's gift, in `gifts`.", kGiftFields};

const FieldSpec kFaithFields[] = {
    {"name", Text, "", "its name: \"the Way of War\""},
    {"loves", Text, "", "what its gods love, in words (the god screen)"},
    {"hates", Text, "", "what they hate: the restriction, in words"},
    {"alignment", Text, "\"\"",
     "the alignment whose gods follow it unless another faith names them (\"\": none)"},
    {"gods", Texts, "[]", "the gods that follow it, by name (characters.toml's pantheons)"},
    {"deeds", Tables, "", "what its gods make of each deed", 0, 0, &kDeed},
    {"powers", Tables, "", "the powers piety opens (at least three)", 0, 0, &kGodPower},
    {"gifts", Tables, "[]", "the gifts piety brings", 0, 0, &kGift},
};
const Schema kFaith{"faith",
                    "A faith: what a god loves and hates, the powers it grants and its gifts.",
                    kFaithFields};
const Schema* const kFaithKinds[] = {&kFaith};

}  // namespace

const FileSchema kGodsSchema{"gods.toml", kFaithKinds, false};

}  // namespace dg
